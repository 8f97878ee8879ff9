import type { AuthenticatedUser } from "@staffing/auth";
import {
  companyProfile,
  type Database,
  mediaItems,
  readCompanyProfile,
  seedCompanyProfile,
} from "@staffing/db";
import { type CompanyProfile, VALIDATION_MESSAGES } from "@staffing/shared";
import { eq, sql } from "drizzle-orm";
import { recordChange } from "./audit-log";
import { invalidFields } from "./errors";

export { readCompanyProfile };

/**
 * Replaces the company profile with what staff saved (already parsed by its schema). The logo must
 * be an image of the media library; the change and its audit entry (before and after) are one
 * transaction. The table's trigger moves the content version, so every cached page on every
 * instance is stale from this moment.
 */
export async function updateCompanyProfile(
  db: Database,
  profile: CompanyProfile,
  actor: AuthenticatedUser,
): Promise<CompanyProfile> {
  if (profile.logo) {
    const [image] = await db
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .where(eq(mediaItems.url, profile.logo.src))
      .limit(1);
    if (!image) {
      throw invalidFields([{ path: ["logo", "src"], message: VALIDATION_MESSAGES.imageNotInLibrary }]);
    }
  }
  return db.transaction(async (tx) => {
    // Locked, so two saves at once record the true before of each.
    const [row] = await tx.select().from(companyProfile).where(eq(companyProfile.id, 1)).for("update");
    // (No row yet: the seeded facts were what the site showed.)
    const before = row?.profile ?? seedCompanyProfile;
    await tx
      .insert(companyProfile)
      .values({ id: 1, profile, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: companyProfile.id,
        set: { profile, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    await recordChange(tx, actor, {
      action: "update",
      entityType: "company_profile",
      entityId: "company",
      before,
      after: profile,
    });
    return profile;
  });
}
