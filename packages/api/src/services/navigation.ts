import type { AuthenticatedUser } from "@staffing/auth";
import {
  companyProfile,
  type Database,
  readNavigation,
  seedCompanyProfile,
  seedNavigation,
} from "@staffing/db";
import type { Navigation } from "@staffing/shared";
import { eq, sql } from "drizzle-orm";
import { recordChange } from "./audit-log";

export { readNavigation };

/**
 * Replaces the navigation with what staff saved (already parsed by its schema); the change and its
 * audit entry (before and after) are one transaction. It lives in the company profile's row, whose
 * triggers move the content version (every cached page on every instance is stale from this moment)
 * and queue the edge's purge of every page (`navigation`).
 */
export async function updateNavigation(
  db: Database,
  navigation: Navigation,
  actor: AuthenticatedUser,
): Promise<Navigation> {
  return db.transaction(async (tx) => {
    // Locked, so two saves at once record the true before of each.
    const [row] = await tx.select().from(companyProfile).where(eq(companyProfile.id, 1)).for("update");
    // (No navigation saved yet: the seeded one was what the site showed.)
    const before = row?.navigation ?? seedNavigation;
    await tx
      .insert(companyProfile)
      // No row yet (a database not yet prepared): the seeded facts were what the site showed.
      .values({ id: 1, profile: seedCompanyProfile, navigation, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: companyProfile.id,
        set: { navigation, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    await recordChange(tx, actor, {
      action: "update",
      entityType: "navigation",
      entityId: "navigation",
      before,
      after: navigation,
    });
    return navigation;
  });
}
