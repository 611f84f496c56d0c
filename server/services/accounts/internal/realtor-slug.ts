import { eq, like, or } from "drizzle-orm";
import { slugify } from "~/domain/slug";
import type { Tx } from "../../../db/client";
import { realtors } from "../../../db/schema";

/** The name's slug, or the slug with the lowest free number: 'marcus-lim', 'marcus-lim-2'. */
export async function freeRealtorSlug(tx: Tx, fullName: string): Promise<string> {
  const base = slugify(fullName) || "realtor";
  const rows = await tx
    .select({ slug: realtors.realtorSlug })
    .from(realtors)
    .where(or(eq(realtors.realtorSlug, base), like(realtors.realtorSlug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
