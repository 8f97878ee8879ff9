import { type Database, type SeoSetting, type SeoSettingsFields, seoSettings } from "@staffing/db";
import { PAGE_TYPES, type PageType } from "@staffing/shared";
import { asc, eq, inArray } from "drizzle-orm";
import { notFound, withConflictMessage } from "./errors";

const TYPE_TAKEN = "This page type already has an SEO configuration.";

export async function listSeoSettings(db: Database): Promise<SeoSetting[]> {
  const rows = await db.select().from(seoSettings).orderBy(asc(seoSettings.createdAt));
  // In the order of the spec's page type options.
  return rows.sort((a, b) => PAGE_TYPES.indexOf(a.pageType) - PAGE_TYPES.indexOf(b.pageType));
}

/** The settings a page of this type uses: its own over the global ones, empty values ignored. */
export async function mergedSeoSettings(db: Database, pageType: PageType): Promise<SeoSettingsFields> {
  const rows = await db
    .select()
    .from(seoSettings)
    .where(inArray(seoSettings.pageType, pageType === "global" ? ["global"] : ["global", pageType]));
  const own = rows.find((row) => row.pageType === pageType)?.settings ?? {};
  const global = pageType === "global" ? {} : (rows.find((row) => row.pageType === "global")?.settings ?? {});
  const merged: SeoSettingsFields = { ...global };
  for (const [key, value] of Object.entries(own) as [keyof SeoSettingsFields, string | undefined][]) {
    if (value) merged[key] = value;
  }
  return merged;
}

export async function createSeoSetting(
  db: Database,
  values: { pageType: PageType; settings: SeoSettingsFields },
): Promise<SeoSetting> {
  const [row] = await withConflictMessage(TYPE_TAKEN, () =>
    db.insert(seoSettings).values(values).returning(),
  );
  if (!row) throw new Error("The SEO configuration was not stored.");
  return row;
}

export async function updateSeoSetting(
  db: Database,
  id: string,
  values: { pageType: PageType; settings: SeoSettingsFields },
): Promise<SeoSetting> {
  const [row] = await withConflictMessage(TYPE_TAKEN, () =>
    db.update(seoSettings).set(values).where(eq(seoSettings.id, id)).returning(),
  );
  if (!row) throw notFound("SEO configuration");
  return row;
}
