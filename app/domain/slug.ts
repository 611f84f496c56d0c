/** Lower-case letters and digits in hyphen-separated groups: 'the-orchard-residences'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Spec part 3 §4: lowercase, drop everything but letters, digits, spaces and hyphens, spaces to
 * hyphens, repeated hyphens collapsed; leading and trailing hyphens trimmed too. Accented
 * letters are folded to their base letter first so 'Café' gives 'cafe', not 'caf'.
 */
export function slugify(name: string | null | undefined): string {
  return (name ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function isSlug(value: string | null | undefined): boolean {
  return !!value && SLUG_PATTERN.test(value);
}
