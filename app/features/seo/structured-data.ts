import type { BuyerStatus } from "~/domain/project-status";
import { ownerAgency, type SiteContext } from "~/domain/site-context";
import { absoluteUrl } from "~/features/seo/page-meta";

type JsonLd = Record<string, unknown>;

const compact = (record: JsonLd): JsonLd =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0)));

/** The site's business: an Organization alone where no realtor owns the site (master, unknown host). */
function businessStructuredData(site: SiteContext, origin: string, type: "Organization" | "RealEstateAgent"): JsonLd {
  return compact({
    "@context": "https://schema.org",
    "@type": type,
    name: site.siteName,
    description: site.description,
    url: absoluteUrl(origin, "/"),
    email: site.ownerEmail || undefined,
    telephone: site.ownerPhone || undefined,
    image: site.ownerImage ? absoluteUrl(origin, site.ownerImage) : undefined,
    areaServed: { "@type": "Country", name: "Singapore" },
  });
}

/** The site owner: a RealEstateAgent business with its agent as a Person. */
export function ownerStructuredData(site: SiteContext, origin: string, profilePath = "/about"): JsonLd {
  if (!site.realtorId) return businessStructuredData(site, origin, "Organization");
  const person = compact({
    "@type": "Person",
    name: site.ownerName,
    jobTitle: site.type === "agent" ? "Property Agent" : site.type === "leader" ? "Team Leader" : undefined,
    email: site.ownerEmail || undefined,
    telephone: site.ownerPhone || undefined,
    image: site.ownerImage ? absoluteUrl(origin, site.ownerImage) : undefined,
    description: site.profile.biography ?? undefined,
    knowsLanguage: site.profile.languagesSpoken,
    knowsAbout: site.profile.specializations,
    worksFor: ownerAgency(site) ? { "@type": "Organization", name: ownerAgency(site) } : undefined,
    identifier: site.ceaNumber ? { "@type": "PropertyValue", propertyID: "CEA registration number", value: site.ceaNumber } : undefined,
    url: absoluteUrl(origin, profilePath),
  });
  return { ...businessStructuredData(site, origin, "RealEstateAgent"), employee: person };
}

/** The owner as a Person; the business itself on a site without a realtor. */
export function personStructuredData(site: SiteContext, origin: string, path: string, extra: JsonLd = {}): JsonLd {
  if (!site.realtorId) return businessStructuredData(site, origin, "Organization");
  const { "@context": _context, employee } = ownerStructuredData(site, origin, path) as { "@context": string; employee: JsonLd };
  return compact({ "@context": "https://schema.org", ...employee, ...extra });
}

export function breadcrumbStructuredData(origin: string, items: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

export interface ProjectForStructuredData {
  name: string;
  slug: string;
  description: string;
  fullAddress: string | null;
  postalCode: string | null;
  district: string | null;
  latitude: number | null;
  longitude: number | null;
  images: string[];
  totalUnits: number | null;
  lowestPriceDollars: number | null;
  /** 'From S$X (S$Y psf)', the words the page's header says. */
  priceText: string | null;
  soldOut: boolean;
  developerName: string | null;
  salesStatus: BuyerStatus | null;
}

/** schema.org's availability for a buyer's status; 'Completed' says nothing of what is left to buy. */
const OFFER_AVAILABILITY: Readonly<Partial<Record<BuyerStatus, string>>> = {
  Preview: "https://schema.org/PreOrder",
  "Now selling": "https://schema.org/InStock",
  "Sold out": "https://schema.org/SoldOut",
};

/** A condominium development: a Residence (ApartmentComplex) with an indicative offer. */
export function projectStructuredData(project: ProjectForStructuredData, origin: string, site: SiteContext): JsonLd {
  const url = absoluteUrl(origin, `/condos/${project.slug}`);
  return compact({
    "@context": "https://schema.org",
    "@type": "ApartmentComplex",
    name: project.name,
    description: project.description,
    url,
    image: project.images.map((image) => absoluteUrl(origin, image)),
    numberOfAccommodationUnits: project.totalUnits ?? undefined,
    address: compact({
      "@type": "PostalAddress",
      streetAddress: project.fullAddress ?? undefined,
      postalCode: project.postalCode ?? undefined,
      addressRegion: project.district ?? undefined,
      addressCountry: "SG",
    }),
    geo:
      project.latitude !== null && project.longitude !== null
        ? { "@type": "GeoCoordinates", latitude: project.latitude, longitude: project.longitude }
        : undefined,
    containedInPlace: { "@type": "Country", name: "Singapore" },
    additionalProperty: project.salesStatus ? { "@type": "PropertyValue", name: "Sales status", value: project.salesStatus } : undefined,
    makesOffer:
      project.lowestPriceDollars !== null
        ? {
            "@type": "Offer",
            priceCurrency: "SGD",
            price: project.lowestPriceDollars,
            description: project.priceText ?? undefined,
            availability: project.salesStatus ? OFFER_AVAILABILITY[project.salesStatus] : undefined,
            url,
            offeredBy: { "@type": "RealEstateAgent", name: site.siteName },
          }
        : project.soldOut
          ? { "@type": "Offer", availability: "https://schema.org/SoldOut", url, offeredBy: { "@type": "RealEstateAgent", name: site.siteName } }
          : undefined,
    brand: project.developerName ? { "@type": "Organization", name: project.developerName } : undefined,
  });
}

export function blogPostingStructuredData(
  post: { title: string; excerpt: string | null; slug: string; coverImage: string | null; publishedAt: string | null; updatedAt: string; authorName: string },
  origin: string,
  site: SiteContext,
): JsonLd {
  return compact({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt ?? undefined,
    image: post.coverImage ? absoluteUrl(origin, post.coverImage) : undefined,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt,
    url: absoluteUrl(origin, `/blog/${post.slug}`),
    mainEntityOfPage: absoluteUrl(origin, `/blog/${post.slug}`),
    author: { "@type": "Person", name: post.authorName },
    publisher: { "@type": "Organization", name: site.siteName },
  });
}
