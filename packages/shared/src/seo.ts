import { COMPANY } from "./company";
import { READING_WORDS_PER_MINUTE } from "./constants";

/** SPEC section 1's SEO inputs for one page, merged over its page type's settings and the global ones. */
export interface SeoInput {
  siteUrl: string;
  path: string;
  settings: {
    title?: string;
    description?: string;
    keywords?: string;
    ogTitle?: string;
    ogDescription?: string;
    ogImage?: string;
    twitterCard?: string;
    canonicalUrl?: string;
    robots?: string;
    schema?: string;
  };
  page?: {
    title?: string | null;
    description?: string | null;
    canonicalUrl?: string | null;
    image?: string | null;
    ogType?: "website" | "article";
    author?: string;
    keywords?: string | null;
    publishedTime?: string | null;
    modifiedTime?: string | null;
  };
  breadcrumbs?: { name: string; path: string }[];
  /** Extra JSON-LD blocks, such as a BlogPosting. */
  structuredData?: object[];
}

type Meta = { title: string } | { name: string; content: string } | { property: string; content: string };

const absolute = (siteUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;

export function organizationJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: COMPANY.name,
    url: siteUrl,
    foundingDate: String(COMPANY.foundingYear),
    email: COMPANY.emails[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.city,
      addressRegion: COMPANY.address.regionCode,
      postalCode: COMPANY.address.postalCode,
      addressCountry: COMPANY.address.countryCode,
    },
    contactPoint: COMPANY.phones.map((telephone, i) => ({
      "@type": "ContactPoint",
      telephone,
      email: COMPANY.emails[i] ?? COMPANY.emails[0],
      contactType: i === 0 ? "customer service" : "sales",
    })),
  };
}

/** Every tag of a page's head: title, description, canonical, Open Graph, Twitter, robots, JSON-LD. */
export function buildSeoHead(input: SeoInput) {
  const { siteUrl, settings, page = {} } = input;
  const title = page.title ?? settings.title ?? COMPANY.name;
  const description = page.description ?? settings.description ?? "";
  const canonical = absolute(
    siteUrl,
    page.canonicalUrl ?? (input.path === "/" ? (settings.canonicalUrl ?? "/") : input.path),
  );
  const image = page.image ?? settings.ogImage;
  const meta: Meta[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: settings.robots ?? "index, follow" },
    { name: "author", content: page.author ?? COMPANY.name },
    { property: "og:title", content: page.title ?? settings.ogTitle ?? title },
    { property: "og:description", content: page.description ?? settings.ogDescription ?? description },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: COMPANY.name },
    { name: "twitter:card", content: settings.twitterCard ?? "summary_large_image" },
    { name: "twitter:title", content: page.title ?? settings.ogTitle ?? title },
    { name: "twitter:description", content: page.description ?? settings.ogDescription ?? description },
  ];
  const keywords = page.keywords ?? settings.keywords;
  if (keywords) meta.push({ name: "keywords", content: keywords });
  if (image) {
    meta.push({ property: "og:image", content: absolute(siteUrl, image) });
    meta.push({ name: "twitter:image", content: absolute(siteUrl, image) });
  }
  if (page.publishedTime) meta.push({ property: "article:published_time", content: page.publishedTime });
  if (page.modifiedTime) meta.push({ property: "article:modified_time", content: page.modifiedTime });

  const jsonLd: object[] = [organizationJsonLd(siteUrl), ...(input.structuredData ?? [])];
  if (input.breadcrumbs?.length) {
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: input.breadcrumbs.map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.name,
        item: absolute(siteUrl, crumb.path),
      })),
    });
  }
  return {
    meta,
    links: [{ rel: "canonical", href: canonical }],
    // "<" escaped so no text in the data can close the script element.
    scripts: jsonLd.map((data) => ({
      type: "application/ld+json",
      children: JSON.stringify(data).replace(/</g, "\\u003c"),
    })),
  };
}

/** SPEC section 9: reading time is the word count divided by 200, rounded up. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
