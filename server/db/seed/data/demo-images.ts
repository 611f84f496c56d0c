/**
 * The shipped demo illustrations under public/demo/. scripts/generate-demo-images.ts renders
 * exactly these, and the seed points rows at them, so the two cannot drift apart.
 * Every image exists as `{folder}/{key}-{width}.webp` for each width below.
 */
export const DEMO_IMAGE_WIDTHS = [480, 960, 1600] as const;
export type DemoImageWidth = (typeof DEMO_IMAGE_WIDTHS)[number];

export type SceneKind = "towers" | "pool-deck" | "lobby" | "living-room" | "garden" | "sky-terrace";
export type SceneMood = "dawn" | "day" | "dusk" | "night";
export type SceneForeground = "water" | "greenery" | "pool" | "none";

export interface ProjectScene {
  key: string;
  kind: SceneKind;
  mood: SceneMood;
  foreground: SceneForeground;
  /** Seed for the scene's own pseudo-random layout (tower heights, lit windows, trees). */
  seed: number;
  alt: string;
  /** Whether the scene shows the building from outside: banners use these. */
  exterior: boolean;
}

export const PROJECT_SCENES: readonly ProjectScene[] = [
  { key: "towers-dusk-01", kind: "towers", mood: "dusk", foreground: "water", seed: 101, exterior: true, alt: "Residential towers at dusk reflected in a calm reservoir" },
  { key: "towers-day-02", kind: "towers", mood: "day", foreground: "greenery", seed: 202, exterior: true, alt: "Condominium towers above a tree-lined park on a clear day" },
  { key: "towers-dawn-03", kind: "towers", mood: "dawn", foreground: "water", seed: 303, exterior: true, alt: "Slender towers catching the first light of dawn over the water" },
  { key: "pool-deck-day-04", kind: "pool-deck", mood: "day", foreground: "pool", seed: 404, exterior: false, alt: "Fifty-metre lap pool with loungers and palms on the pool deck" },
  { key: "lobby-warm-05", kind: "lobby", mood: "dusk", foreground: "none", seed: 505, exterior: false, alt: "Double-volume arrival lobby with warm pendant lighting" },
  { key: "towers-night-06", kind: "towers", mood: "night", foreground: "water", seed: 606, exterior: true, alt: "Lit apartment towers at night beside the waterfront" },
  { key: "living-room-dusk-07", kind: "living-room", mood: "dusk", foreground: "none", seed: 707, exterior: false, alt: "Living room with floor-to-ceiling windows and a city view at dusk" },
  { key: "towers-day-08", kind: "towers", mood: "day", foreground: "pool", seed: 808, exterior: true, alt: "Towers rising behind a resort-style pool" },
  { key: "pool-deck-dusk-09", kind: "pool-deck", mood: "dusk", foreground: "pool", seed: 909, exterior: false, alt: "Infinity-edge pool glowing at dusk" },
  { key: "garden-day-10", kind: "garden", mood: "day", foreground: "greenery", seed: 1010, exterior: true, alt: "Landscaped garden and lawn between residential blocks" },
  { key: "lobby-cool-11", kind: "lobby", mood: "day", foreground: "none", seed: 1111, exterior: false, alt: "Bright lobby with marble floor and garden views" },
  { key: "towers-dawn-12", kind: "towers", mood: "dawn", foreground: "greenery", seed: 1212, exterior: true, alt: "Condominium towers above tropical greenery in the early morning" },
  { key: "living-room-day-13", kind: "living-room", mood: "day", foreground: "none", seed: 1313, exterior: false, alt: "Sunlit living and dining area with a balcony view" },
  { key: "towers-dusk-14", kind: "towers", mood: "dusk", foreground: "greenery", seed: 1414, exterior: true, alt: "Tower silhouettes at sunset above a park connector" },
  { key: "pool-deck-night-15", kind: "pool-deck", mood: "night", foreground: "pool", seed: 1515, exterior: false, alt: "Pool deck lit at night with towers behind" },
  { key: "sky-terrace-dusk-16", kind: "sky-terrace", mood: "dusk", foreground: "none", seed: 1616, exterior: false, alt: "Rooftop sky terrace with planters overlooking the city at sunset" },
];

export type CoverTheme = "isometric-city" | "arches" | "skyline-bands" | "grid-windows" | "sun-circles" | "interior-plant";

export interface BlogCover {
  key: string;
  theme: CoverTheme;
  seed: number;
  alt: string;
}

export const BLOG_COVERS: readonly BlogCover[] = [
  { key: "cover-01", theme: "isometric-city", seed: 11, alt: "Abstract isometric city blocks in teal and gold" },
  { key: "cover-02", theme: "arches", seed: 22, alt: "Abstract arches in soft terracotta tones" },
  { key: "cover-03", theme: "skyline-bands", seed: 33, alt: "Layered skyline bands at sunset" },
  { key: "cover-04", theme: "grid-windows", seed: 44, alt: "Abstract grid of lit windows" },
  { key: "cover-05", theme: "sun-circles", seed: 55, alt: "Overlapping sun circles above a horizon" },
  { key: "cover-06", theme: "interior-plant", seed: 66, alt: "Abstract interior with a potted plant and window light" },
  { key: "cover-07", theme: "isometric-city", seed: 77, alt: "Abstract isometric city blocks in violet and coral" },
  { key: "cover-08", theme: "skyline-bands", seed: 88, alt: "Layered skyline bands in morning blues" },
];

export interface Portrait {
  key: string;
  seed: number;
  alt: string;
}

export const REALTOR_PORTRAITS: readonly Portrait[] = [
  { key: "portrait-01", seed: 3, alt: "Abstract portrait illustration" },
  { key: "portrait-02", seed: 5, alt: "Abstract portrait illustration" },
  { key: "portrait-03", seed: 7, alt: "Abstract portrait illustration" },
  { key: "portrait-04", seed: 9, alt: "Abstract portrait illustration" },
  { key: "portrait-05", seed: 13, alt: "Abstract portrait illustration" },
  { key: "portrait-06", seed: 17, alt: "Abstract portrait illustration" },
];

export type DemoFolder = "projects" | "blog" | "realtors";

/** Public URL of a shipped demo image; swap the width suffix for the other sizes. */
export function demoImageUrl(folder: DemoFolder, key: string, width: DemoImageWidth): string {
  return `/demo/${folder}/${key}-${width}.webp`;
}
