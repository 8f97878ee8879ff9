import { COMPANY } from "./company";
import { FEED_PATH, READING_WORDS_PER_MINUTE } from "./constants";

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

const ABSOLUTE = /^https?:\/\//i;

/**
 * An address made absolute on the site, once: an absolute URL stays as it is, a path gets the
 * site in front, and an absolute URL that already had the site glued in front of it gets it off.
 */
export function absoluteUrl(siteUrl: string, url: string): string {
  if (url.startsWith(siteUrl) && ABSOLUTE.test(url.slice(siteUrl.length))) return url.slice(siteUrl.length);
  if (ABSOLUTE.test(url)) return url;
  return `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}
const absolute = absoluteUrl;

/** A post's BlogPosting block, its image and address absolute. */
export function blogPostingJsonLd(
  siteUrl: string,
  post: {
    title: string;
    slug: string;
    excerpt?: string | null;
    featuredImage?: string | null;
    tags: readonly string[];
    publishedAt?: string | Date | null;
    createdAt: string | Date;
    updatedAt: string | Date;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt ?? undefined,
    image: post.featuredImage ? absolute(siteUrl, post.featuredImage) : undefined,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: { "@type": "Organization", name: COMPANY.name },
    publisher: { "@type": "Organization", name: COMPANY.name },
    mainEntityOfPage: `${siteUrl}/blog/${post.slug}`,
    keywords: post.tags.join(", "),
  };
}

/**
 * The blocks of an SEO setting's `schema` (JSON-LD text, one block or a list). Text that is not JSON
 * (written outside the API's check) is left out rather than breaking the page.
 */
export function schemaBlocks(schema: string | undefined): object[] {
  if (!schema) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(schema);
  } catch {
    return [];
  }
  const flat = (value: unknown): object[] =>
    Array.isArray(value) ? value.flatMap(flat) : value && typeof value === "object" ? [value] : [];
  return flat(parsed);
}

const declaresOrganization = (block: object) => {
  const type = (block as { "@type"?: unknown })["@type"];
  return type === "Organization" || (Array.isArray(type) && type.includes("Organization"));
};

/** Images of structured data made absolute (crawlers ignore relative ones). */
function withAbsoluteImage(siteUrl: string, block: object): object {
  const image = (block as { image?: unknown }).image;
  return typeof image === "string" ? { ...block, image: absolute(siteUrl, image) } : block;
}

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

  // The setting's own structured data (SPEC: schema, JSON-LD text) goes on every page of its type;
  // the Organization block we write is left out when the setting declares the organization itself.
  const custom = schemaBlocks(settings.schema);
  const jsonLd: object[] = [
    ...(custom.some(declaresOrganization) ? [] : [organizationJsonLd(siteUrl)]),
    ...custom,
    ...(input.structuredData ?? []).map((block) => withAbsoluteImage(siteUrl, block)),
  ];
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
    links: [
      { rel: "canonical", href: canonical },
      // Feed readers find the blog's feed from any page.
      {
        rel: "alternate",
        type: "application/rss+xml",
        title: `${COMPANY.name} Blog`,
        href: absolute(siteUrl, FEED_PATH),
      },
    ],
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
