import { sql } from "drizzle-orm";
import type { Database } from "../../client";
import { companyProfile, pages } from "../../schema";
import { seedCompanyProfile } from "./company-profile";
import { seedSystemPages } from "./system-pages";

export { seedCompanyProfile } from "./company-profile";
export { seedSystemPages } from "./system-pages";

/**
 * What every site has, production included: the company profile and the four system pages. Adds
 * whichever is missing (a new database, or one from before they were content) and leaves anything
 * that exists as it is, so it runs at every start.
 */
export async function ensureSiteContent(db: Database, options: { authorId: string | null }) {
  await db.transaction(async (tx) => {
    await tx.insert(companyProfile).values({ id: 1, profile: seedCompanyProfile }).onConflictDoNothing();
    // A page that already holds a system slug (made by hand before) becomes the system page, as it is.
    await tx
      .update(pages)
      .set({ system: true })
      .where(sql`${pages.slug} in ${seedSystemPages.map((page) => page.slug)} and not ${pages.system}`);
    await tx
      .insert(pages)
      .values(
        seedSystemPages.map((page) => ({
          ...page,
          system: true,
          isPublished: true,
          publishedAt: new Date(),
          authorId: options.authorId,
        })),
      )
      .onConflictDoNothing({ target: pages.slug });
  });
}
