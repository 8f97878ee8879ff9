import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../client";
import { companyProfile, contentVersion, pages } from "../../schema";
import { seedCompanyProfile } from "./company-profile";
import { seedNavigation } from "./navigation";
import { seedSystemPages } from "./system-pages";

export { seedCompanyProfile } from "./company-profile";
export { seedNavigation } from "./navigation";
export { seedSystemPages } from "./system-pages";

/**
 * What every site has, production included: the company profile and the four system pages. Adds
 * whichever is missing (a new database, or one from before they were content) and leaves anything
 * that exists as it is, so it runs at every start.
 */
export async function ensureSiteContent(db: Database, options: { authorId: string | null }) {
  await db.transaction(async (tx) => {
    // Writes only what is missing: any write moves the content version (its triggers), and a start
    // that empties every instance's page cache for nothing would make each deploy a cold start.
    const [profile] = await tx.select({ id: companyProfile.id }).from(companyProfile).limit(1);
    if (!profile) {
      await tx
        .insert(companyProfile)
        .values({ id: 1, profile: seedCompanyProfile, navigation: seedNavigation });
    }

    const systemSlugs = seedSystemPages.map((page) => page.slug);
    const existing = await tx
      .select({ slug: pages.slug, system: pages.system })
      .from(pages)
      .where(inArray(pages.slug, systemSlugs));
    // A page that already holds a system slug (made by hand before) becomes the system page, as it is.
    const unmarked = existing.filter((page) => !page.system).map((page) => page.slug);
    if (unmarked.length > 0)
      await tx.update(pages).set({ system: true }).where(inArray(pages.slug, unmarked));
    const missing = seedSystemPages.filter((page) => !existing.some((row) => row.slug === page.slug));
    if (missing.length === 0) return;
    await tx
      .insert(pages)
      .values(
        missing.map((page) => ({
          ...page,
          system: true,
          isPublished: true,
          // Public since the moment already announced: a publication "due" later would move the
          // content version once more at the first request (scheduled publishing's due check).
          publishedAt: sql`coalesce((select ${contentVersion.announcedThrough} from ${contentVersion} where ${contentVersion.id} = 1), now())`,
          authorId: options.authorId,
        })),
      )
      .onConflictDoNothing({ target: pages.slug });
  });
}
