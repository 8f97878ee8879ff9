import { blogPosts, type Database, pages, seoSettings } from "@staffing/db";
import { isSystemPageSlug, type PageType, pagePath, type SitemapEntry } from "@staffing/shared";
import { max } from "drizzle-orm";
import { jobSitemapEntries } from "./job-listings";
import { newestFirst } from "./ordering";
import { listPublicAuthors } from "./people";
import { isPublic } from "./publishing";

// The app's own public screens and the SEO page type whose settings shape each.
const SCREENS: readonly { path: string; pageType: PageType }[] = [
  { path: "/", pageType: "home" },
  { path: "/services", pageType: "services" },
  { path: "/about", pageType: "about" },
  { path: "/blog", pageType: "blog" },
  { path: "/contact", pageType: "contact" },
];

/**
 * Every public URL: the screens, published posts, published CMS pages (none scheduled for later) and
 * the authors' pages, and the open jobs (with /jobs).
 * A system page is its screen (home at /), listed once, changed when its page is.
 */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [posts, cmsPages, seo, [newest], authors, openJobs] = await Promise.all([
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(isPublic(blogPosts))
      .orderBy(newestFirst(blogPosts.publishedAt)),
    db
      .select({ slug: pages.slug, system: pages.system, updatedAt: pages.updatedAt })
      .from(pages)
      .where(isPublic(pages)),
    db.select({ pageType: seoSettings.pageType, updatedAt: seoSettings.updatedAt }).from(seoSettings),
    db
      .select({ at: max(blogPosts.updatedAt) })
      .from(blogPosts)
      .where(isPublic(blogPosts)),
    listPublicAuthors(db),
    jobSitemapEntries(db),
  ]);
  const seoUpdated = new Map(seo.map((row) => [row.pageType, row.updatedAt]));
  const systemPageUpdated = new Map(
    cmsPages.filter((page) => page.system).map((page) => [pagePath(page.slug), page.updatedAt]),
  );
  // The home and blog screens list the latest posts, so they change when a post does.
  const listsPosts = (pageType: PageType) => pageType === "home" || pageType === "blog";
  return [
    ...SCREENS.map(({ path, pageType }) => ({
      path,
      lastModified: latest(
        seoUpdated.get(pageType),
        systemPageUpdated.get(path),
        listsPosts(pageType) ? newest?.at : null,
      ),
    })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
    ...cmsPages
      .filter((page) => !page.system && !isSystemPageSlug(page.slug))
      .map((page) => ({ path: `/${page.slug}`, lastModified: page.updatedAt })),
    // An author's page lists their posts: it changes when one does, which the sitemap cannot date.
    ...authors.map((author) => ({ path: author.url, lastModified: null })),
    ...openJobs,
  ];
}

function latest(...dates: (Date | null | undefined)[]): Date | null {
  const times = dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}
