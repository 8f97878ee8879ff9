import { FEED_PATH, READING_WORDS_PER_MINUTE } from "./constants";
import type { CompanyProfile } from "./schemas/company-profile";

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

/** What structured data says of a person: their name, page, job title, photo and LinkedIn. */
export interface JsonLdPerson {
  name: string;
  slug: string;
  jobTitle?: string | null;
  photo?: string | null;
  bio?: string | null;
  linkedinUrl?: string | null;
}

/** The address of a person's author page. */
export const authorPath = (slug: string) => `/authors/${slug}`;

/**
 * A person as schema.org's Person: their name, their author page as `url`, job title, photo and
 * LinkedIn profile (`sameAs`); the company they work for when it is given. Empty facts are left out.
 */
export function personJsonLd(siteUrl: string, person: JsonLdPerson, company?: string) {
  return {
    "@type": "Person",
    name: person.name,
    url: absolute(siteUrl, authorPath(person.slug)),
    jobTitle: person.jobTitle || undefined,
    image: person.photo ? absolute(siteUrl, person.photo) : undefined,
    description: person.bio || undefined,
    sameAs: person.linkedinUrl ? [person.linkedinUrl] : undefined,
    worksFor: company ? { "@type": "Organization", name: company } : undefined,
  };
}

/** An author page's block: a ProfilePage whose main entity is the person. */
export function profilePageJsonLd(siteUrl: string, person: JsonLdPerson, company: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: absolute(siteUrl, authorPath(person.slug)),
    mainEntity: personJsonLd(siteUrl, person, company),
  };
}

/**
 * A post's BlogPosting block, its image and address absolute, the company its publisher. Its author is
 * the person who wrote it (a Person with their page), or the company when no one is named.
 */
export function blogPostingJsonLd(
  siteUrl: string,
  company: string,
  post: {
    title: string;
    slug: string;
    excerpt?: string | null;
    featuredImage?: string | null;
    tags: readonly string[];
    publishedAt?: string | Date | null;
    createdAt: string | Date;
    updatedAt: string | Date;
    author?: JsonLdPerson | null;
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
    author: post.author ? personJsonLd(siteUrl, post.author) : { "@type": "Organization", name: company },
    publisher: { "@type": "Organization", name: company },
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

/**
 * The Organization block, made from the company profile: its name, the site's own address, the logo
 * (the profile's, else the site's own `builtInLogo`) as an absolute URL, the head office (the first
 * office) as a PostalAddress, the main phone and e-mail, every phone as a ContactPoint, and the social
 * links as `sameAs`. Empty facts are left out rather than sent empty.
 */
export function organizationJsonLd(siteUrl: string, profile: CompanyProfile, builtInLogo: string) {
  const office = profile.offices[0];
  const given = (value: string | undefined) => value || undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: profile.name,
    url: siteUrl,
    logo: absolute(siteUrl, profile.logo?.src ?? builtInLogo),
    description: given(profile.tagline),
    foundingDate: profile.foundingYear ? String(profile.foundingYear) : undefined,
    telephone: given(profile.phones[0]?.number),
    email: given(profile.emails[0]?.address),
    address: office
      ? {
          "@type": "PostalAddress",
          streetAddress: given(office.street),
          addressLocality: office.city,
          addressRegion: given(office.region),
          postalCode: given(office.postalCode),
          addressCountry: given(office.country),
        }
      : undefined,
    contactPoint: profile.phones.length
      ? profile.phones.map((phone) => ({
          "@type": "ContactPoint",
          telephone: phone.number,
          contactType: phone.label,
        }))
      : undefined,
    sameAs: profile.socialLinks.length ? profile.socialLinks.map((link) => link.url) : undefined,
  };
}

/**
 * The home page's WebSite block: the site's name and address, and its search (the blog's, `/blog?q=`)
 * as a SearchAction, so a search engine may offer a search box for the site.
 */
export function websiteJsonLd(siteUrl: string, name: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    url: absolute(siteUrl, "/"),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absolute(siteUrl, "/blog")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * What every page's head says of the company, from its profile: the Organization block, the site's
 * name (og:site_name), the blog's feed, and the name as the author and, unless the page has a head of
 * its own for it (`withTitle` false), the title a page without one falls back to. A page's own tags
 * (buildSeoHead) override these.
 */
export function siteHead(
  siteUrl: string,
  profile: CompanyProfile,
  options: { builtInLogo: string; withTitle: boolean },
) {
  const meta: Meta[] = [
    { name: "author", content: profile.name },
    { property: "og:site_name", content: profile.name },
  ];
  if (options.withTitle) {
    meta.unshift({ title: profile.name });
    meta.push(
      { property: "og:title", content: profile.name },
      { name: "twitter:title", content: profile.name },
    );
  }
  return {
    meta,
    links: [
      // Feed readers find the blog's feed from any page.
      {
        rel: "alternate",
        type: "application/rss+xml",
        title: `${profile.name} Blog`,
        href: absolute(siteUrl, FEED_PATH),
      },
    ],
    scripts: [jsonLdScript(organizationJsonLd(siteUrl, profile, options.builtInLogo))],
  };
}

// "<" escaped so no text in the data can close the script element.
const jsonLdScript = (data: object) => ({
  type: "application/ld+json",
  children: JSON.stringify(data).replace(/</g, "\\u003c"),
});

/**
 * Every tag of a page's own head: title, description, canonical, Open Graph, Twitter, robots, its
 * JSON-LD. What every page says of the company (siteHead) comes from the root of the site, from the
 * company profile; a page without a title of its own shows the company's name.
 */
export function buildSeoHead(input: SeoInput) {
  const { siteUrl, settings, page = {} } = input;
  const title = page.title ?? settings.title;
  const description = page.description ?? settings.description ?? "";
  const canonical = absolute(
    siteUrl,
    page.canonicalUrl ?? (input.path === "/" ? (settings.canonicalUrl ?? "/") : input.path),
  );
  const image = page.image ?? settings.ogImage;
  const socialTitle = page.title ?? settings.ogTitle ?? title;
  const meta: Meta[] = [
    ...(title ? [{ title }] : []),
    { name: "description", content: description },
    { name: "robots", content: settings.robots ?? "index, follow" },
    ...(page.author ? [{ name: "author", content: page.author }] : []),
    ...(socialTitle ? [{ property: "og:title", content: socialTitle }] : []),
    { property: "og:description", content: page.description ?? settings.ogDescription ?? description },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: settings.twitterCard ?? "summary_large_image" },
    ...(socialTitle ? [{ name: "twitter:title", content: socialTitle }] : []),
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

  // The setting's own structured data (SPEC: schema, JSON-LD text) goes on every page of its type,
  // but for an Organization block: the company's facts have one home, the company profile, whose
  // block every page carries (siteHead), so a second, older copy never contradicts it.
  const custom = schemaBlocks(settings.schema).filter((block) => !declaresOrganization(block));
  const jsonLd: object[] = [
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
  // A page search engines are asked to leave out (not found, search results) names no canonical
  // address: it would contradict the noindex.
  const indexed = !/\bnoindex\b/i.test(settings.robots ?? "");
  return {
    meta,
    links: indexed ? [{ rel: "canonical", href: canonical }] : [],
    scripts: jsonLd.map(jsonLdScript),
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
