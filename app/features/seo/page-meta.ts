import type { MetaDescriptor } from "react-router";
import { clipAtWord } from "~/domain/text";

/** What a public page tells search engines and link previews (WhatsApp, Facebook, X). */
export interface PageSeo {
  /** The site's origin ('https://rachel-tan.sg'): canonical and image URLs are absolute on it. */
  origin: string;
  path: string;
  siteName: string;
  indexable: boolean;
  title: string;
  description: string;
  keywords?: string[];
  /**
   * A root-relative or absolute image URL (the cover of a post), or a rendered link-preview card
   * with its size (server/og-image): crawlers show a card of known size without fetching it first.
   */
  image?: string | PageImage | null;
  imageAlt?: string;
  type?: "website" | "article" | "profile";
  structuredData?: Record<string, unknown>[];
}

export interface PageImage {
  url: string;
  width: number;
  height: number;
}

export function absoluteUrl(origin: string, url: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return origin;
  }
}

/** Where a page lives: canonical and image URLs are built on its site's origin. */
export interface PageLocation {
  origin: string;
  path: string;
}

/**
 * The page's site origin (the load context's siteOrigin: the resolved site's domain, never the
 * request's Host as written) and the path the request asked for.
 */
export function pageLocation(siteOrigin: string, request: Request): PageLocation {
  return { origin: siteOrigin, path: new URL(request.url).pathname };
}

/**
 * Title, description, keywords, canonical, robots, Open Graph and Twitter tags and JSON-LD for
 * one page. JSON-LD goes through React Router's 'script:ld+json', which escapes it; a data
 * block is never executed, so the CSP does not apply to it (decision record 'public-seo').
 * Runs on the server only: a route's loader calls it and returns the finished tags as `seo`,
 * and `meta` only hands them over, so the browser gets the tags and never this builder.
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const canonical = absoluteUrl(seo.origin, seo.path);
  const description = clipAtWord(seo.description, 300);
  const picture = typeof seo.image === "string" ? { url: seo.image } : seo.image;
  const image = picture ? absoluteUrl(seo.origin, picture.url) : null;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: description },
    { name: "robots", content: seo.indexable ? "index,follow" : "noindex,nofollow" },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: "en_SG" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: description },
  ];
  if (seo.keywords?.length) tags.push({ name: "keywords", content: seo.keywords.filter(Boolean).join(", ") });
  if (image) {
    tags.push(
      { property: "og:image", content: image },
      ...(picture && "width" in picture
        ? [
            { property: "og:image:type", content: "image/png" },
            { property: "og:image:width", content: String(picture.width) },
            { property: "og:image:height", content: String(picture.height) },
          ]
        : []),
      { property: "og:image:alt", content: seo.imageAlt ?? seo.title },
      { name: "twitter:image", content: image },
    );
  }
  for (const record of seo.structuredData ?? []) tags.push({ "script:ld+json": record });
  return tags;
}
