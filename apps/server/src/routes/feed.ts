import { createCaller } from "@staffing/api";
import { FEED_PATH, FEED_POST_COUNT } from "@staffing/shared";
import type { FastifyInstance } from "fastify";
import { Feed } from "feed";
import type { EdgePolicy } from "../caches/edge-policy";
import { sendPublicAnswer } from "../caches/public-answer";
import { FEED_KEYS } from "../caches/public-reads";
import type { RequestContextFactory } from "./trpc";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Feed readers show a post away from the site: its relative links and images must name the site.
const absoluteLinks = (html: string, siteUrl: string) =>
  html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`);

/** RSS 2.0 at /rss.xml: the latest published posts, each with its author, built by the `feed` library. */
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
}
