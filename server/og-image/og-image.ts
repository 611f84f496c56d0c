import { Resvg } from "@resvg/resvg-js";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import satori from "satori";
import sharp from "sharp";
import { cardPriceText } from "~/domain/project-text";
import type { PublicProjectPage } from "~/domain/public-read-models";
import { isRealtorSite, ownerAgency, type SiteContext } from "~/domain/site-context";
import { clipAtWord } from "~/domain/text";
import { brandColours } from "~/domain/brand-colours";
import type { Storage } from "../storage";
import { OG_HEIGHT, OG_WIDTH, OgCard, PICTURE_SIZE, PORTRAIT_SIZE, type OgCardContent } from "./og-card";
import { ogFonts } from "./og-fonts";

/** Raised when the card's layout or fonts change: every version, and so every image URL, changes with it. */
const LAYOUT_REVISION = 1;

/** A card's text and colours and the address of its picture: everything its image is made of. */
export type OgSource = Omit<OgCardContent, "picture"> & { pictureUrl: string | null };

export const OG_IMAGE_SIZE = { width: OG_WIDTH, height: OG_HEIGHT };

export const SITE_OG_PATH = "/og/site.png";
export const projectOgPath = (slug: string) => `/og/condos/${slug}.png`;

function footer(site: SiteContext): Pick<OgSource, "ownerName" | "ownerDetail" | "colours" | "font"> {
  const agency = ownerAgency(site);
  return {
    ownerName: isRealtorSite(site) ? site.ownerName : site.siteName,
    ownerDetail: [isRealtorSite(site) ? agency : null, site.host].filter(Boolean).join(" · "),
    colours: brandColours(site.branding),
    font: site.branding?.fontFamily ?? "",
  };
}

/** A project's card: its first photo (the banner), name and the price its cards show, in the site's colours. */
export function projectOgSource(site: SiteContext, project: PublicProjectPage): OgSource {
  return {
    ...footer(site),
    title: project.name,
    eyebrow: `${project.neighbourhood} · ${project.district}`,
    lead: cardPriceText(project),
    pictureUrl: project.photos[0]?.url ?? null,
    pictureLayout: "full",
  };
}

/** A site's card: the realtor and their photo, or the platform on the master site. The title names them, so the footer names the agency and the site. */
export function siteOgSource(site: SiteContext): OgSource {
  const realtor = isRealtorSite(site);
  const agency = realtor ? ownerAgency(site) : null;
  return {
    ...footer(site),
    ownerName: agency ?? site.host,
    ownerDetail: agency ? site.host : "",
    title: realtor ? site.ownerName : site.siteName,
    eyebrow: realtor ? (site.type === "leader" ? "Team Leader" : "Property Agent") : "New launch condos in Singapore",
    lead: clipAtWord(site.description, 120),
    pictureUrl: site.ownerImage,
    pictureLayout: "portrait",
  };
}

/** The image's version: a hash of everything it shows, so its URL changes when any of it does. */
export function ogVersion(source: OgSource): string {
  return createHash("sha256").update(JSON.stringify([LAYOUT_REVISION, source])).digest("base64url").slice(0, 16);
}

/** The versioned address a page's meta names: served for a year, as a new version gets a new address. */
export function ogImageUrl(pathname: string, source: OgSource): string {
  return `${pathname}?v=${ogVersion(source)}`;
}

/** A card as a page's meta names it: its versioned address and its size. */
export interface OgImage {
  url: string;
  width: number;
  height: number;
}

/** The site's card as a page's meta names it. */
export function siteOgImage(site: SiteContext): OgImage {
  return { url: ogImageUrl(SITE_OG_PATH, siteOgSource(site)), ...OG_IMAGE_SIZE };
}

/** A listed project's card as its page's meta names it. */
export function projectOgImage(site: SiteContext, project: PublicProjectPage): OgImage {
  return { url: ogImageUrl(projectOgPath(project.slug), projectOgSource(site, project)), ...OG_IMAGE_SIZE };
}

export interface OgImageStore {
  /** Where rendered images are kept, by version. */
  directory: string;
  storage: Storage;
  /** The public files (/demo pictures of the demonstration data). */
  publicDir: string;
}

const rendering = new Map<string, Promise<Buffer>>();

/**
 * The PNG of a card: read from the store by its version, or rendered and kept. Two requests for
 * the same new version wait for one render.
 */
export async function ogImagePng(store: OgImageStore, source: OgSource): Promise<Buffer> {
  const version = ogVersion(source);
  const file = path.join(store.directory, `${version}.png`);
  const kept = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (kept) return kept;
  let render = rendering.get(version);
  if (!render) {
    render = renderAndKeep(store, source, file).finally(() => rendering.delete(version));
    rendering.set(version, render);
  }
  return render;
}

/** A kept card older than this is removed; one still asked for is rendered again on its next request. */
export const OG_IMAGE_KEPT_DAYS = 30;

/**
 * Removes the kept cards (and any piece a crash left half-written) last written more than
 * OG_IMAGE_KEPT_DAYS ago: each change of a name, price or brand leaves its old version behind.
 */
export async function sweepOldOgImages(directory: string, now: Date = new Date()): Promise<number> {
  const files = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  const before = now.getTime() - OG_IMAGE_KEPT_DAYS * 24 * 60 * 60_000;
  let removed = 0;
  for (const name of files) {
    const file = path.join(directory, name);
    const written = await stat(file).catch(() => null);
    if (!written?.isFile() || written.mtimeMs >= before) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

async function renderAndKeep(store: OgImageStore, source: OgSource, file: string): Promise<Buffer> {
  const png = await renderOgPng(source, await pictureDataUrl(store, source));
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside, then renamed into place: a reader never sees half an image.
  const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
  try {
    await writeFile(partial, png);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return png;
}

export async function renderOgPng(source: OgSource, picture: string | null): Promise<Buffer> {
  const { pictureUrl: _pictureUrl, ...content } = source;
  const fonts = await ogFonts(source.font);
  const svg = await satori(OgCard({ content: { ...content, font: fonts[0].name, picture } }), { ...OG_IMAGE_SIZE, fonts });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: OG_WIDTH } }).render().asPng();
  // WhatsApp is reported to show no picture above 300 KB: a photo's card becomes a palette PNG (a
  // third of the size); a card of gradients alone is small already and would show bands as one.
  return png.byteLength <= MAX_FULL_COLOUR_BYTES ? png : sharp(png).png({ palette: true, quality: 85, effort: 3, compressionLevel: 9 }).toBuffer();
}

const MAX_FULL_COLOUR_BYTES = 250_000;

const DEMO_PICTURE = /^\/demo\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:webp|jpe?g|png)$/;

/**
 * The picture cut to its box as a JPEG data URL: an upload read from storage, or a demonstration
 * picture from the public files. An address elsewhere is never fetched, and a picture that is
 * missing or unreadable leaves the brand's gradient in its place.
 */
async function pictureDataUrl(store: OgImageStore, source: OgSource): Promise<string | null> {
  const url = source.pictureUrl;
  if (!url) return null;
  const bytes = DEMO_PICTURE.test(url) ? await readFile(path.join(store.publicDir, url)).catch(() => null) : await store.storage.read(url);
  if (!bytes) return null;
  const box = source.pictureLayout === "full" ? PICTURE_SIZE : PORTRAIT_SIZE;
  const jpeg = await sharp(bytes)
    .resize(box.width, box.height, { fit: "cover", position: "attention" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
    .catch(() => null);
  return jpeg ? `data:image/jpeg;base64,${jpeg.toString("base64")}` : null;
}

/** Where a request's images are read from and kept: rendered copies under DATA_DIR, pictures from storage. */
export function ogImageStore(context: { config: { dataDir: string }; storage: Storage }): OgImageStore {
  return { directory: path.join(context.config.dataDir, "og-images"), storage: context.storage, publicDir: path.resolve("public") };
}

/**
 * The card's PNG for a request. The version its URL names is kept for a year (a change gives a new
 * URL); a stale or missing version is answered with the current image, kept for five minutes.
 */
export async function ogImageResponse(request: Request, store: OgImageStore, source: OgSource): Promise<Response> {
  const current = new URL(request.url).searchParams.get("v") === ogVersion(source);
  return new Response(new Uint8Array(await ogImagePng(store, source)), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "X-Robots-Tag": "noindex",
    },
  });
}
