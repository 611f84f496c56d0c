import { relations } from "drizzle-orm";
import { userProfiles } from "./auth";
import { realtors } from "./realtors";
import { sitePermissions } from "./sites";
import { blogs } from "./blogs";

/** user_profiles is defined with better-auth's tables; its relations to our areas live here. */
export const userProfilesRelations = relations(userProfiles, ({ one, many }) => ({
  realtor: one(realtors, { fields: [userProfiles.id], references: [realtors.userId], relationName: "realtor_user" }),
  sitePermissions: many(sitePermissions),
  blogs: many(blogs),
}));
