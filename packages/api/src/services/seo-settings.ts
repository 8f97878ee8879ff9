import type { AuthenticatedUser } from "@staffing/auth";
import { type Database, type SeoSetting, type SeoSettingsFields, seoSettings } from "@staffing/db";
import { PAGE_TYPES, type PageType } from "@staffing/shared";
import { asc, eq, or, sql } from "drizzle-orm";
import { recordChange } from "./audit-log";
import { notFound, withConflictMessage } from "./errors";
import { preparedPerDatabase } from "./prepared";

const TYPE_TAKEN = "This page type already has an SEO configuration.";

export async function listSeoSettings(db: Database): Promise<SeoSetting[]> {
  const rows = await db.select().from(seoSettings).orderBy(asc(seoSettings.createdAt));
  // In the order of the spec's page type options.
  return rows.sort((a, b) => PAGE_TYPES.indexOf(a.pageType) - PAGE_TYPES.indexOf(b.pageType));
}

// Every page render reads these: prepared once (for "global" itself, both sides are the one row).
const globalAndOwnSettings = preparedPerDatabase((db) =>
  db
    .select()
    .from(seoSettings)
    .where(or(eq(seoSettings.pageType, "global"), eq(seoSettings.pageType, sql.placeholder("pageType"))))
    .prepare("global_and_own_seo_settings"),
);

/** The settings a page of this type uses: its own over the global ones, empty values ignored. */
export async function mergedSeoSettings(db: Database, pageType: PageType): Promise<SeoSettingsFields> {
  const rows = await globalAndOwnSettings(db).execute({ pageType });
  const own = rows.find((row) => row.pageType === pageType)?.settings ?? {};
  const global = pageType === "global" ? {} : (rows.find((row) => row.pageType === "global")?.settings ?? {});
  const merged: SeoSettingsFields = { ...global };
  for (const [key, value] of Object.entries(own) as [keyof SeoSettingsFields, string | undefined][]) {
    if (value) merged[key] = value;
  }
  // Structured data adds up rather than replaces: the global block (the Organization) stays on
  // every page beside the page type's own.
  if (global.schema && own.schema) merged.schema = `[${global.schema},${own.schema}]`;
  return merged;
}

type SeoSettingValues = { pageType: PageType; settings: SeoSettingsFields };

export function createSeoSetting(
  db: Database,
  values: SeoSettingValues,
  actor: AuthenticatedUser,
): Promise<SeoSetting> {
  return withConflictMessage(TYPE_TAKEN, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(seoSettings).values(values).returning();
      if (!row) throw new Error("The SEO configuration was not stored.");
      await recordChange(tx, actor, {
        action: "create",
        entityType: "seo_setting",
        entityId: row.id,
        after: row,
      });
      return row;
    }),
  );
}

export function updateSeoSetting(
  db: Database,
  id: string,
  values: SeoSettingValues,
  actor: AuthenticatedUser,
): Promise<SeoSetting> {
  return withConflictMessage(TYPE_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(seoSettings).where(eq(seoSettings.id, id)).for("update");
      if (!before) throw notFound("SEO configuration");
      const [row] = await tx.update(seoSettings).set(values).where(eq(seoSettings.id, id)).returning();
      if (!row) throw notFound("SEO configuration");
      await recordChange(tx, actor, {
        action: "update",
        entityType: "seo_setting",
        entityId: id,
        before,
        after: row,
      });
      return row;
    }),
  );
}
