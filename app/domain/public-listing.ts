/** Spec part 1 §9: how much of each list the public pages show. */
export const FEATURED_PROJECT_COUNT = 6;
export const HOME_POST_COUNT = 4;
/** Region and district groups on the home page: at most 5 groups of 3, View All above 3. */
export const PROJECT_GROUP_COUNT = 5;
export const GROUP_PREVIEW_SIZE = 3;
/** The group of projects without a district or region. */
export const OTHER_GROUP = "Other";

/** Spec part 1 §8: what a public page says when its projects or posts cannot be loaded. */
export const LOAD_FAILURE_MESSAGES = {
  projectsTitle: "Unable to Load Projects",
  projects: "There was an issue loading the project data. Please try refreshing the page.",
  postsTitle: "Unable to Load Blog Posts",
  posts: "Please try refreshing the page.",
} as const;
