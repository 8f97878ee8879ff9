// The baseline the API is measured against: node:http + postgres.js running the same SQL as the
// public blog list, answered with JSON.stringify. Nothing else.
import http from "node:http";
import postgres from "postgres";

const sql = postgres(process.env.DATABASE_URL, { max: 10 });
const port = Number(process.env.PORT);

http
  .createServer(async (_request, response) => {
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
