import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import {
  ABOUT_PAGE,
  APPLICATION_CONSENT_TEXT,
  COMPANY,
  PAGE_TYPE_LABELS,
  type SectionInput,
  sections,
  slugify,
} from "@staffing/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { applications, blogPosts, inquiries, jobs, pages, people, seoSettings } from "../schema";
import { seedApplications } from "./demo/applications";
import { blogPostsPartOne } from "./demo/blog-posts-part-one";
import { blogPostsPartTwo } from "./demo/blog-posts-part-two";
import { seedInquiries } from "./demo/inquiries";
import { seedJobs } from "./demo/jobs";
import { seedPages, WHITEPAPER_PDF_NOTE, WHITEPAPERS_PAGE_SLUG } from "./demo/pages";
import { simplePdf } from "./demo/pdf";
import { seedPeople } from "./demo/people";
import { seedSeoSettings } from "./demo/seo-settings";

const seedBlogPosts = [...blogPostsPartOne, ...blogPostsPartTwo];

/** Images the demo posts and SEO settings point at; the server serves them under /media. */
export const seedMediaFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@staffing/db/package.json")),
  "src/seed/media",
);

const DAY_MS = 24 * 60 * 60 * 1000;
// Any constant works: it only has to be the same for every instance that may seed at once.
const SEED_LOCK_ID = 7_340_221;

/** A demo image on its way into the media library. */
export interface SeedImage {
  bytes: Uint8Array;
  fileName: string;
  alt: string;
}

export interface SeedOptions {
  authorId: string | null;
  /**
   * Adds a demo image to the media library (inside the seeding transaction) and answers the address
   * pages use for it. Without it the demo points at the images under the seed folder, as served.
   */
  importImage?: (tx: Database, image: SeedImage) => Promise<string>;
  /**
   * Puts a demo whitepaper's PDF into the private document store and answers its document id, which
   * its card then names (issue 29). Without it the cards link to the inquiry form, as before.
   */
  importDocument?: (tx: Database, document: SeedDocument) => Promise<string>;
}

/** A demo whitepaper's or résumé's PDF, generated, on its way into the private store. */
export interface SeedDocument {
  bytes: Uint8Array;
  fileName: string;
  /** Why it is kept (who may read it follows): a whitepaper unless said. */
  purpose?: "whitepaper" | "resume";
}

/**
 * Fills an empty database with the demo staffing company's content. A database that holds any
 * page, post, SEO configuration or inquiry is left alone, so running it again changes nothing.
 */
export async function seedDemoContent(db: Database, options: SeedOptions) {
  return db.transaction(async (tx) => {
    // Two instances starting together must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    // The system pages are every site's (ensureSiteContent), not content of its own.
    const anyPage = await tx.select({ id: pages.id }).from(pages).where(eq(pages.system, false)).limit(1);
    if (anyPage.length > 0) return { seeded: false };
    for (const table of [blogPosts, seoSettings, inquiries]) {
      const anyRow = await tx.select({ id: table.id }).from(table).limit(1);
      if (anyRow.length > 0) return { seeded: false };
    }

    const authorId = options.authorId;
    const imageUrl = await importImages(tx, options.importImage);
    const team = await tx
      .insert(people)
      .values(
        seedPeople.map(({ writes: _, portrait: __, photo, ...person }, position) => ({
          ...person,
          photo: imageUrl(photo),
          onTeam: true,
          position,
        })),
      )
      .returning({ id: people.id, slug: people.slug });
    const writerOf = (category: string) => {
      const slug = seedPeople.find((person) => (person.writes as string[]).includes(category))?.slug;
      return team.find((person) => person.slug === slug)?.id ?? null;
    };
    await addTeamToAbout(tx);
    const withPapers = await attachWhitepapers(tx, seedPages, options.importDocument);
    await tx.insert(pages).values(
      withPapers.map((page) => ({
        ...page,
        // Filled in and checked by the sections' schemas, as the API would store them.
        sections: sections.parse(page.sections),
        authorId,
        publishedAt: page.isPublished ? new Date(Date.now() - DAY_MS) : null,
      })),
    );
    await tx.insert(blogPosts).values(
      seedBlogPosts.map((post) => {
        const publishedAt = post.publishedAt ? new Date(post.publishedAt) : null;
        const writtenAt = new Date((publishedAt?.getTime() ?? Date.now()) - 2 * DAY_MS);
        return {
          ...post,
          featuredImage: imageUrl(post.featuredImage),
          publishedAt,
          createdBy: authorId,
          authorId: writerOf(post.category),
          createdAt: writtenAt,
          updatedAt: publishedAt ?? writtenAt,
        };
      }),
    );
    await tx.insert(seoSettings).values(
      seedSeoSettings.map((setting) => ({
        ...setting,
        settings: {
          ...setting.settings,
          ...(setting.settings.ogImage ? { ogImage: imageUrl(setting.settings.ogImage) } : {}),
        },
      })),
    );
    await tx.insert(inquiries).values(
      seedInquiries.map(({ daysAgo, ...inquiry }) => {
        const receivedAt = new Date(Date.now() - daysAgo * DAY_MS);
        return { ...inquiry, createdAt: receivedAt, updatedAt: receivedAt };
      }),
    );
    const seededJobs = await tx
      .insert(jobs)
      .values(
        seedJobs.map(({ postedDaysAgo, closesInDays, closedDaysAgo, ...job }) => {
          const publishedAt = new Date(Date.now() - postedDaysAgo * DAY_MS);
          const closedAt = closedDaysAgo === undefined ? null : new Date(Date.now() - closedDaysAgo * DAY_MS);
          return {
            ...job,
            publishedAt,
            validThrough: closesInDays === null ? null : new Date(Date.now() + closesInDays * DAY_MS),
            closedAt,
            createdBy: authorId,
            createdAt: publishedAt,
            updatedAt: closedAt ?? publishedAt,
          };
        }),
      )
      .returning({ id: jobs.id, slug: jobs.slug, title: jobs.title });
    await seedDemoApplications(tx, seededJobs, options.importDocument);
    return { seeded: true };
  });
}

/**
 * A few candidates' applications to the demo jobs, at various stages, each with a small generated
 * PDF résumé in the private store (only when the store is given: the résumé is the application's).
 */
async function seedDemoApplications(
  tx: Database,
  seededJobs: { id: string; slug: string; title: string }[],
  importDocument: SeedOptions["importDocument"],
) {
  if (!importDocument) return;
  for (const { jobSlug, daysAgo, resume, ...application } of seedApplications) {
    const job = seededJobs.find(({ slug }) => slug === jobSlug);
    if (!job) continue;
    const receivedAt = new Date(Date.now() - daysAgo * DAY_MS);
    const resumeId = await importDocument(tx, {
      bytes: simplePdf(application.name, [application.email, ...resume]),
      fileName: `${slugify(application.name)}-resume.pdf`,
      purpose: "resume",
    });
    await tx.insert(applications).values({
      ...application,
      jobId: job.id,
      jobTitle: job.title,
      resumeId,
      consentText: APPLICATION_CONSENT_TEXT,
      consentedAt: receivedAt,
      createdAt: receivedAt,
      updatedAt: receivedAt,
    });
  }
}

/**
 * The demo's whitepapers get small generated PDFs (a page each: the title and the card's text), put
 * into the private store, and their cards name them: "Ask for a copy" then opens the request form.
 */
async function attachWhitepapers(
  tx: Database,
  demoPages: typeof seedPages,
  importDocument: SeedOptions["importDocument"],
): Promise<typeof seedPages> {
  if (!importDocument) return demoPages;
  const papers: typeof seedPages = [];
  for (const page of demoPages) {
    if (page.slug !== WHITEPAPERS_PAGE_SLUG) {
      papers.push(page);
      continue;
    }
    const withDocuments: SectionInput[] = [];
    for (const section of page.sections) {
      if (section.type !== "cards") {
        withDocuments.push(section);
        continue;
      }
      const items = [];
      for (const card of section.items) {
        const bytes = simplePdf(card.title, [card.text ?? "", WHITEPAPER_PDF_NOTE]);
        const document = await importDocument(tx, { bytes, fileName: `${slugify(card.title)}.pdf` });
        items.push({ ...card, document });
      }
      withDocuments.push({ ...section, items });
    }
    papers.push({ ...page, sections: withDocuments });
  }
  return papers;
}

/** The demo's About page shows its team: a Team section of everyone on the team, after its story. */
async function addTeamToAbout(tx: Database) {
  const [about] = await tx.select({ sections: pages.sections }).from(pages).where(eq(pages.slug, "about"));
  if (!about || about.sections.some((section) => section.type === "team")) return;
  const team: SectionInput = {
    type: "team",
    eyebrow: ABOUT_PAGE.teamEyebrow,
    heading: ABOUT_PAGE.teamHeading,
    intro: ABOUT_PAGE.teamIntro,
    everyoneOnTeam: true,
  };
  await tx
    .update(pages)
    .set({ sections: sections.parse([...about.sections, team]) })
    .where(eq(pages.slug, "about"));
}

/**
 * Puts every image the demo content shows into the media library, one at a time (each is decoded
 * and resized), and answers how to find each one's library address by its seed path.
 */
async function importImages(
  tx: Database,
  importImage: SeedOptions["importImage"],
): Promise<(seedPath: string) => string> {
  if (!importImage) return (seedPath) => seedPath;
  const images = new Map<string, string>();
  for (const post of seedBlogPosts) images.set(post.featuredImage, post.title);
  for (const person of seedPeople) images.set(person.photo, person.name);
  for (const { pageType, settings } of seedSeoSettings) {
    if (settings.ogImage) images.set(settings.ogImage, `${COMPANY.name}: ${PAGE_TYPE_LABELS[pageType]}`);
  }
  const urls = new Map<string, string>();
  for (const [seedPath, alt] of images) {
    const relative = seedPath.replace(/^\/media\//, "");
    const bytes = await readFile(path.join(seedMediaFolder, relative));
    urls.set(seedPath, await importImage(tx, { bytes, fileName: path.basename(relative), alt }));
  }
  return (seedPath) => urls.get(seedPath) ?? seedPath;
}
