import { randomBytes } from "node:crypto";
import { newWebhookSecret, receiveDocument, sealWebhookSecret } from "@staffing/api";
import { insertApplication, memoryUpload, samplePdf } from "@staffing/api/testing";
import { createUser } from "@staffing/auth";
import {
  authMfaFactors,
  blogPosts,
  contentRevisions,
  inquiries,
  jobs,
  mediaItems,
  newsletterSubscribers,
  pages,
  people,
  redirects,
  seoSettings,
  webhooks,
} from "@staffing/db";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { openDocumentLibrary } from "../../documents";
import { multipartBody, type TestServer } from "../../testing";

/** An id no row has. */
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** The job of issue 30's example, as the API takes it (its slug made unique with `n`). */
export const exampleJob = (n: string) => ({
  title: "Payroll Accountant",
  slug: `payroll-accountant-${n}`,
  summary: "Run payroll for 300 people across Alberta.",
  description: "<p>You run the payroll of our client's three sites.</p>",
  employmentType: ["full_time"],
  service: "temporary",
  category: "Accounting",
  location: { city: "Lethbridge", region: "AB", country: "CA", postalCode: "T1J 0N1" },
  remote: "onsite",
  remoteCountries: [],
  salary: { min: 52000, max: 61000, currency: "CAD", unit: "year" },
  validThrough: "2026-12-31T23:59:00Z",
  status: "open",
  reference: "REQ-1042",
});

/** A small PNG of a colour of its own, so every upload is new to the library. */
export const freshPng = () =>
  sharp({
    create: {
      width: 8,
      height: 8,
      channels: 3,
      background: { r: Math.random() * 255, g: Math.random() * 255, b: Math.random() * 255 },
    },
  })
    .png()
    .toBuffer();

/**
 * Requests the REST tests send: a valid one for each admin path, built from the server's current
 * data (each call makes what it needs, so it can be sent again).
 */
export function restRequests(current: () => TestServer) {
  async function anyId(
    table: typeof pages | typeof blogPosts | typeof inquiries | typeof seoSettings | typeof mediaItems,
  ) {
    const server = current();
    const [row] = await server.db.select({ id: table.id }).from(table).limit(1);
    return row?.id ?? UNKNOWN_ID;
  }

  /** A job of its own (a draft, remote), so each request can change or delete it. */
  async function newJobId(n: string) {
    const [job] = await current()
      .db.insert(jobs)
      .values({
        title: "Doomed",
        slug: `doomed-job-${n}`,
        employmentType: ["contract"],
        service: "temporary",
        remote: "remote",
      })
      .returning({ id: jobs.id });
    return job?.id ?? UNKNOWN_ID;
  }

  /** A page staff may rename, unpublish and delete: not one of the system pages. */
  async function anyPageId() {
    const [row] = await current()
      .db.select({ id: pages.id })
      .from(pages)
      .where(eq(pages.system, false))
      .limit(1);
    return row?.id ?? UNKNOWN_ID;
  }

  // A valid request to each admin path, built from current data.
  async function validRequest(method: string, path: string): Promise<InjectOptions> {
    const server = current();
    const n = Math.random().toString(36).slice(2, 8);
    const url = `/api/admin${path}`;
    switch (`${method} ${path}`) {
      case "POST /documents":
        return {
          method,
          url,
          ...multipartBody(
            {},
            { name: "paper.pdf", type: "application/pdf", bytes: samplePdf(`Paper ${n}`) },
          ),
        };
      case "GET /documents/:id":
      case "GET /documents/:id/file":
        return { method, url: url.replace(":id", await storedWhitepaper()) };
      case "GET /applications/:id":
      case "GET /applications/:id/resume":
        return { method, url: url.replace(":id", await newApplicationId()) };
      case "PUT /applications/:id":
        return { method, url: url.replace(":id", await newApplicationId()), payload: { stage: "screening" } };
      case "POST /applications/:id/notes":
        return { method, url: url.replace(":id", await newApplicationId()), payload: { body: "Call back" } };
      case "POST /applications/:id/replies":
        return {
          method,
          url: url.replace(":id", await newApplicationId()),
          payload: { body: "Thank you for applying." },
        };
      case "POST /applications/stage":
        return { method, url, payload: { ids: [await newApplicationId()], stage: "interview" } };
      case "POST /candidates/erase": {
        const email = `erased-${n}@example.com`;
        await newApplicationId(email);
        return { method, url, payload: { email } };
      }
      case "POST /pages":
        return { method, url, payload: { title: "New page", slug: `new-page-${n}`, content: "<p>Hi</p>" } };
      case "PUT /pages/:id":
        return {
          method,
          url: `/api/admin/pages/${await anyPageId()}`,
          payload: { title: "Edited", slug: `edited-${n}`, content: "<p>Edited</p>" },
        };
      case "PUT /pages/:id/draft":
        return {
          method,
          url: `/api/admin/pages/${await anyPageId()}/draft`,
          payload: { title: "Being written", slug: `being-written-${n}`, content: "<p>Half a thought</p>" },
        };
      case "PUT /blog/:id/draft":
        return {
          method,
          url: `/api/admin/blog/${await anyId(blogPosts)}/draft`,
          payload: { title: "Being written", slug: `being-written-${n}`, content: "<p>Half a thought</p>" },
        };
      case "GET /pages/:id":
      case "DELETE /pages/:id/draft":
        return { method, url: url.replace(":id", await anyPageId()) };
      case "GET /blog/:id":
      case "DELETE /blog/:id/draft":
        return { method, url: url.replace(":id", await anyId(blogPosts)) };
      case "GET /inquiries/:id":
        return { method, url: url.replace(":id", await anyId(inquiries)) };
      case "POST /inquiries/:id/notes":
        return {
          method,
          url: url.replace(":id", await anyId(inquiries)),
          payload: { body: "Called back: they want two people from March." },
        };
      case "POST /inquiries/:id/replies":
        return {
          method,
          url: url.replace(":id", await anyId(inquiries)),
          payload: { subject: "Your two engineers", body: "Thank you for asking. We can start in March." },
        };
      case "POST /inquiries/status":
        return { method, url, payload: { ids: [await anyId(inquiries)], status: "closed" } };
      case "POST /preview":
        return {
          method,
          url,
          payload: {
            kind: "page",
            item: {
              title: "Unsaved",
              slug: `unsaved-${n}`,
              sections: [
                {
                  type: "callToAction",
                  heading: "Talk to us",
                  button: { label: "Contact", href: "/contact" },
                },
              ],
            },
          },
        };
      case "DELETE /pages/:id": {
        const [page] = await server.db
          .insert(pages)
          .values({ title: "Doomed", slug: `doomed-${n}` })
          .returning();
        return { method, url: `/api/admin/pages/${page?.id}` };
      }
      case "POST /blog":
        return { method, url, payload: { title: "New post", slug: `new-post-${n}`, tags: ["a"] } };
      case "PUT /blog/:id":
        return {
          method,
          url: `/api/admin/blog/${await anyId(blogPosts)}`,
          payload: { title: "Edited", slug: `post-${n}` },
        };
      case "DELETE /blog/:id": {
        const [post] = await server.db
          .insert(blogPosts)
          .values({ title: "Doomed", slug: `doomed-${n}` })
          .returning();
        return { method, url: `/api/admin/blog/${post?.id}` };
      }
      case "PUT /inquiries/:id":
        return {
          method,
          url: `/api/admin/inquiries/${await anyId(inquiries)}`,
          payload: { status: "closed" },
        };
      case "POST /seo": {
        await server.db.delete(seoSettings).where(eq(seoSettings.pageType, "contact"));
        return { method, url, payload: { pageType: "contact", settings: { title: "Contact us" } } };
      }
      case "PUT /seo/:id":
        return {
          method,
          url: `/api/admin/seo/${(await server.db.select().from(seoSettings).where(eq(seoSettings.pageType, "home")))[0]?.id}`,
          payload: { pageType: "home", settings: { title: `Home ${n}`, robots: "index, follow" } },
        };
      case "POST /users":
        return {
          method,
          url,
          payload: {
            email: `new-${n}@example.com`,
            username: `new-${n}`,
            role: "editor",
            password: "a-new-pass-2024",
          },
        };
      case "PUT /users/:id": {
        const user = await createUser(server.db, {
          email: `target-${n}@example.com`,
          username: `target-${n}`,
          role: "editor",
        });
        return { method, url: `/api/admin/users/${user.id}`, payload: { role: "seo_manager" } };
      }
      case "POST /users/:id/invite":
      case "DELETE /users/:id/invite": {
        const user = await createUser(server.db, {
          email: `invited-${n}@example.com`,
          username: `invited-${n}`,
          role: "editor",
          invited: true,
        });
        return { method, url: `/api/admin/users/${user.id}/invite` };
      }
      case "DELETE /users/:id/factors": {
        const user = await createUser(server.db, {
          email: `mfa-${n}@example.com`,
          username: `mfa-${n}`,
          role: "editor",
        });
        await server.db
          .insert(authMfaFactors)
          .values({ userId: user.id, secret: "JBSWY3DPEHPK3PXP", status: "verified" });
        return { method, url: `/api/admin/users/${user.id}/factors` };
      }
      case "DELETE /subscribers/:id": {
        const [row] = await server.db
          .insert(newsletterSubscribers)
          .values({ email: `gone-${n}@example.com` })
          .returning();
        return { method, url: `/api/admin/subscribers/${row?.id}` };
      }
      case "DELETE /inquiries/:id": {
        const [inquiry] = await server.db
          .insert(inquiries)
          .values({ name: "Spam", email: `spam-${n}@example.com` })
          .returning();
        return { method, url: `/api/admin/inquiries/${inquiry?.id}` };
      }
      case "POST /blog/:id/preview":
      case "GET /blog/:id/revisions":
        return { method, url: url.replace(":id", await anyId(blogPosts)) };
      case "POST /pages/:id/preview":
      case "GET /pages/:id/revisions":
        return { method, url: url.replace(":id", await anyId(pages)) };
      case "POST /blog/:id/revisions/:revisionId/restore":
      case "POST /pages/:id/revisions/:revisionId/restore":
      case "GET /blog/:id/revisions/:revisionId/changes":
      case "GET /pages/:id/revisions/:revisionId/changes": {
        const isPost = path.startsWith("/blog");
        const [item] = isPost
          ? await server.db.select().from(blogPosts).limit(1)
          : await server.db.select().from(pages).where(eq(pages.system, false)).limit(1);
        if (!item) throw new Error("no content to revise");
        const [revision] = await server.db
          .insert(contentRevisions)
          .values({
            entityType: isPost ? "blog_post" : "page",
            entityId: item.id,
            fields: {
              title: item.title,
              slug: item.slug,
              content: item.content,
              metaTitle: null,
              metaDescription: null,
              canonicalUrl: null,
              isPublished: item.isPublished,
              publishedAt: null,
            },
          })
          .returning();
        return { method, url: url.replace(":id", item.id).replace(":revisionId", String(revision?.id)) };
      }
      case "POST /jobs":
      case "POST /jobs/preview":
        return { method, url, payload: exampleJob(n) };
      case "PUT /jobs/:id":
        return { method, url: url.replace(":id", await newJobId(n)), payload: exampleJob(n) };
      case "PUT /jobs/:id/draft":
        return {
          method,
          url: url.replace(":id", await newJobId(n)),
          payload: { title: "Being written", salary: { min: "52", currency: "CA" } },
        };
      case "GET /jobs/:id":
      case "DELETE /jobs/:id":
      case "DELETE /jobs/:id/draft":
      case "POST /jobs/:id/preview":
      case "GET /jobs/:id/revisions":
        return { method, url: url.replace(":id", await newJobId(n)) };
      case "POST /jobs/:id/revisions/:revisionId/restore":
      case "GET /jobs/:id/revisions/:revisionId/changes": {
        const id = await newJobId(n);
        const [revision] = await server.db
          .insert(contentRevisions)
          .values({
            entityType: "job",
            entityId: id,
            fields: {
              kind: "job",
              ...exampleJob(n),
              status: "draft",
              category: "Payroll",
              sections: [],
              publishedAt: null,
            },
          })
          .returning();
        return { method, url: url.replace(":id", id).replace(":revisionId", String(revision?.id)) };
      }
      case "POST /media":
        return {
          method,
          url,
          ...multipartBody(
            { alt: "A square" },
            { name: "square.png", type: "image/png", bytes: await freshPng() },
          ),
        };
      case "PUT /media/:id":
        return { method, url: `/api/admin/media/${await anyId(mediaItems)}`, payload: { alt: `Alt ${n}` } };
      case "DELETE /media/:id": {
        // Media rows are unique by content hash: each gets a random one.
        const hash = randomBytes(16).toString("hex");
        const [item] = await server.db
          .insert(mediaItems)
          .values({
            hash,
            fileName: "unused.png",
            mimeType: "image/png",
            width: 1,
            height: 1,
            size: 1,
            url: `/media/${hash}-1x1.png`,
            variants: [],
          })
          .returning();
        return { method, url: `/api/admin/media/${item?.id}` };
      }
      case "POST /redirects":
        return { method, url, payload: { fromPath: `/old-${n}`, toUrl: "/blog" } };
      case "GET /analytics":
        return { method, url: `${url}?from=2026-01-01&to=2026-01-31` };
      case "GET /analytics/export.csv":
        return { method, url: `${url}?days=30` };
      case "PUT /security":
        // Off, as it is: these tokens have no second factor, and turning it on would lock them out.
        return { method, url, payload: { requireTwoFactor: false } };
      case "PUT /site": {
        // What GET answers, with one phone number changed: the round trip staff make.
        const profile = (await server.app.inject({ url: "/api/site" })).json();
        const number = `+1 (780) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
        return { method, url, payload: { ...profile, phones: [{ label: "Main office", number }] } };
      }
      case "PUT /navigation": {
        // What GET answers, with one link added to the footer's first column: the round trip staff make.
        const navigation = (await server.app.inject({ url: "/api/navigation" })).json();
        const [first, ...rest] = navigation.footer;
        const link = { label: `Page ${n}`, href: `/page-${n}` };
        return { method, url, payload: { ...navigation, footer: [{ ...first, links: [link] }, ...rest] } };
      }
      case "PUT /redirects/:id":
      case "DELETE /redirects/:id": {
        const [redirect] = await server.db
          .insert(redirects)
          .values({ fromPath: `/moved-${n}`, toUrl: "/about" })
          .returning();
        return {
          method,
          url: `/api/admin/redirects/${redirect?.id}`,
          ...(method === "PUT"
            ? { payload: { fromPath: `/moved-${n}`, toUrl: "/contact", statusCode: 302 } }
            : {}),
        };
      }
      case "POST /people":
        return {
          method,
          url,
          payload: { name: `Pat Doe ${n}`, slug: `pat-doe-${n}`, jobTitle: "Recruiter" },
        };
      case "GET /people/:id":
      case "PUT /people/:id":
      case "DELETE /people/:id": {
        const [person] = await server.db
          .insert(people)
          .values({ name: `Sam Roe ${n}`, slug: `sam-roe-${n}` })
          .returning();
        return {
          method,
          url: url.replace(":id", person?.id ?? UNKNOWN_ID),
          ...(method === "PUT"
            ? { payload: { name: `Sam Roe ${n}`, slug: `sam-roe-${n}`, jobTitle: "Account manager" } }
            : {}),
        };
      }
      case "POST /webhooks":
        // A documentation address (TEST-NET-3): public, so allowed, and nobody answers there.
        return {
          method,
          url,
          payload: { url: `https://203.0.113.10/hooks/${n}`, events: ["inquiry.created"] },
        };
      case "GET /webhooks/:id":
      case "PUT /webhooks/:id":
      case "DELETE /webhooks/:id":
      case "POST /webhooks/:id/test":
      case "GET /webhooks/:id/deliveries": {
        const [webhook] = await server.db
          .insert(webhooks)
          .values({
            url: `https://203.0.113.10/hooks/${n}`,
            events: ["post.published"],
            encryptedSecret: await sealWebhookSecret(server.db, newWebhookSecret()),
          })
          .returning();
        return {
          method,
          url: url.replace(":id", webhook?.id ?? UNKNOWN_ID),
          ...(method === "PUT"
            ? { payload: { url: `https://203.0.113.10/moved/${n}`, events: ["page.published"] } }
            : {}),
        };
      }
      default:
        return { method, url };
    }
  }

  /** A fresh application with its résumé in the server's private store (as the intake leaves one). */
  async function newApplicationId(email?: string) {
    const server = current();
    const library = await openDocumentLibrary(server.config, server.database);
    try {
      const application = await insertApplication(server.db, library, email ? { email } : {});
      return application.id;
    } finally {
      library.close();
    }
  }

  /** A whitepaper's PDF in the server's private store, put there as an upload would. */
  async function storedWhitepaper() {
    const server = current();
    const library = await openDocumentLibrary(server.config, server.database);
    try {
      const document = await receiveDocument(server.db, library, memoryUpload(samplePdf(), "paper.pdf"), {
        purpose: "whitepaper",
        uploadedBy: null,
      });
      return document.id;
    } finally {
      library.close();
    }
  }

  return { anyId, anyPageId, newApplicationId, validRequest };
}
