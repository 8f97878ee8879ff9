// The baselines: node:http + postgres.js running the same SQL as the public blog list, answered with
// JSON.stringify; the same insert as POST /api/inquiries (the same table and columns, without
// validation, rate limit or notification job); and the same bytes as a server-rendered page, served as
// a static file.
import http from "node:http";
import postgres from "postgres";

const sql = postgres(process.env.DATABASE_URL, { max: 10 });
const port = Number(process.env.PORT);
// The cached pages' bytes, fetched once (STATIC_PAGE_URLS: name=url, comma-separated), each served
// at /static/{name} as a static file would be, in plain and brotli form, for the cached-page rows.
// The brotli form is the server's own bytes, as sent: the load generator reads a compressed body more
// slowly than text, so a baseline compressed harder (smaller) would be measured faster for that alone.
const files = new Map();
for (const entry of process.env.STATIC_PAGE_URLS.split(",")) {
  const [name, url] = entry.split("=");
  files.set(`/static/${name}`, { plain: await bytesOf(url), br: await bytesOf(url, "br") });
}

/** The body as the server sends it (fetch would decompress it). */
function bytesOf(url, encoding = "identity") {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, async (response) => {
        if (response.headers["content-encoding"] !== (encoding === "identity" ? undefined : encoding))
          reject(new Error(`${url} did not answer in ${encoding}`));
        const chunks = [];
        for await (const chunk of response) chunks.push(chunk);
        resolve(Buffer.concat(chunks));
      })
      .on("error", reject);
  });
}

http
  .createServer(async (request, response) => {
    const file = files.get(request.url);
    if (file) {
      const br = /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
      const bytes = br ? file.br : file.plain;
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        ...(br && { "content-encoding": "br" }),
        "content-length": bytes.length,
      });
      response.end(bytes);
      return;
    }
    if (request.method === "POST" && request.url === "/api/inquiries") {
      let body = "";
      for await (const chunk of request) body += chunk;
      const { name, email, company = null, service = null, message = null } = JSON.parse(body);
      const [stored] = await sql`
        insert into inquiries (name, email, company, service, message)
        values (${name}, ${email}, ${company}, ${service}, ${message})
        returning id`;
      response.writeHead(201, { "content-type": "application/json" });
      response.end(JSON.stringify({ id: stored.id, success: true }));
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
