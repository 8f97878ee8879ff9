import { createCaller } from "@staffing/api";
import {
  CAREERS_TEXTS,
  FEED_PATH,
  FEED_POST_COUNT,
  JOBS_FEED_COUNT,
  JOBS_FEED_PATH,
  JOBS_PATH,
  jobPlace,
  jobTypes,
  salaryText,
} from "@staffing/shared";
import type { FastifyInstance } from "fastify";
import { Feed } from "feed";
import type { EdgePolicy } from "../caches/edge-policy";
import { sendPublicAnswer } from "../caches/public-answer";
import { FEED_KEYS, JOBS_FEED_KEYS } from "../caches/public-reads";
import type { RequestContextFactory } from "./trpc";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Feed readers show a post away from the site: its relative links and images must name the site.
const absoluteLinks = (html: string, siteUrl: string) =>
  html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`);

/**
 * RSS 2.0 at /rss.xml: the latest published posts, each with its author; at /jobs/rss.xml, the newest open jobs (a job
 * leaves it the moment it closes or expires). Both built by the `feed` library.
 */
export async function feedRoutes(
  app: FastifyInstance,
  {
    createContext,
    siteUrl,
    edge,
  }: { createContext: RequestContextFactory; siteUrl: string; edge: EdgePolicy },
) {
  app.get(FEED_PATH, async (request, reply) => {
    const api = createCaller(await createContext({ ip: request.ip }));
    const [posts, blogSettings, company] = await Promise.all([
      api.blog.list({ page: 1, limit: FEED_POST_COUNT }),
      api.seo.forPageType({ pageType: "blog" }),
      api.site.profile(),
    ]);
    const feed = new Feed({
      title: blogSettings.title ?? `${company.name} Blog`,
      description: blogSettings.description ?? "",
      id: `${siteUrl}/blog`,
      link: `${siteUrl}/blog`,
      language: "en",
      copyright: `© ${company.name}`,
      feedLinks: { rss: `${siteUrl}${FEED_PATH}` },
      updated: posts[0] ? new Date(posts[0].updatedAt) : undefined,
      generator: false,
    });
    for (const post of posts) {
      const link = `${siteUrl}/blog/${post.slug}`;
      feed.addItem({
        title: post.title,
        id: link,
        guid: link,
        link,
        date: new Date(post.publishedAt ?? post.createdAt),
        description: post.excerpt ?? undefined,
        // Never empty: the library declares the `dc` namespace (of dc:creator) only beside content.
        content: absoluteLinks(post.content, siteUrl) || `<p>${escapeHtml(post.excerpt || post.title)}</p>`,
        category: post.category ? [{ name: post.category }] : undefined,
        // RSS 2.0's <author> is an e-mail address, which staff's are not to be: the person's name
        // goes in <dc:creator>, as feed readers expect (the company's for a post without an author).
        extensions: [{ name: "dc:creator", objects: { _text: post.author?.name ?? company.name } }],
      });
    }
    return sendPublicAnswer(request, reply, edge, {
      status: 200,
      contentType: "application/rss+xml; charset=utf-8",
      body: feed.rss2(),
      keys: FEED_KEYS,
    });
  });

  app.get(JOBS_FEED_PATH, async (request, reply) => {
    const api = createCaller(await createContext({ ip: request.ip }));
    const [{ items: jobs }, company] = await Promise.all([
      api.jobListings.list({ page: 1, limit: JOBS_FEED_COUNT }),
      api.site.profile(),
    ]);
    const feed = new Feed({
      title: CAREERS_TEXTS.feedTitle(company.name),
      description: CAREERS_TEXTS.feedDescription,
      id: `${siteUrl}${JOBS_PATH}`,
      link: `${siteUrl}${JOBS_PATH}`,
      language: "en",
      copyright: `© ${company.name}`,
      feedLinks: { rss: `${siteUrl}${JOBS_FEED_PATH}` },
      updated: jobs[0] ? new Date(jobs[0].updatedAt) : undefined,
      generator: false,
    });
    for (const job of jobs) {
      const link = `${siteUrl}${job.url}`;
      // What a reader decides on at a glance: where, what kind, what it pays.
      const facts = [jobPlace(job), jobTypes(job.employmentType), salaryText(job.salary)].filter(Boolean);
      feed.addItem({
        title: job.title,
        id: link,
        guid: link,
        link,
        date: new Date(job.publishedAt),
        description: [facts.join(" · "), job.summary].filter(Boolean).join(". "),
        content: absoluteLinks(job.description, siteUrl),
        category: job.category ? [{ name: job.category }] : undefined,
        author: [{ name: company.name }],
      });
    }
    return sendPublicAnswer(request, reply, edge, {
      status: 200,
      contentType: "application/rss+xml; charset=utf-8",
      body: feed.rss2(),
      keys: JOBS_FEED_KEYS,
    });
  });
}
