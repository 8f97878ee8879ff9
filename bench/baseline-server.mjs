// The baselines: node:http + postgres.js running the same SQL as the public blog list, answered with
// JSON.stringify; and the same bytes as a server-rendered page, served as a static file.
import http from "node:http";
import { brotliCompressSync } from "node:zlib";
import postgres from "postgres";

const sql = postgres(process.env.DATABASE_URL, { max: 10 });
const port = Number(process.env.PORT);
// The home page's bytes, fetched once: served as a static file would be, for the cached-page row.
const staticPage = Buffer.from(await (await fetch(process.env.STATIC_PAGE_URL)).text());
const staticBrotli = brotliCompressSync(staticPage);

http
  .createServer(async (request, response) => {
    if (request.url === "/static" && /\bbr\b/.test(request.headers["accept-encoding"] ?? "")) {
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "br",
        "content-length": staticBrotli.length,
      });
      response.end(staticBrotli);
      return;
    }
    if (request.url === "/static") {
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-length": staticPage.length,
      });
      response.end(staticPage);
      return;
    }
    const posts = await sql`
      select id, title, slug, content, excerpt, featured_image as "featuredImage", tags, category,
             published_at as "publishedAt", created_at as "createdAt", updated_at as "updatedAt",
             meta_title as "metaTitle", meta_description as "metaDescription", canonical_url as "canonicalUrl"
        from blog_posts
       where is_published
       order by published_at desc nulls last, id desc
       limit 10 offset 0`;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(posts));
  })
  .listen(port, "127.0.0.1");
