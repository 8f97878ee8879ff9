import { type CompanyProfile, companyProfile as companyProfileSchema } from "@staffing/shared";
import type { Database } from "./client";
import { companyProfile } from "./schema";
import { seedCompanyProfile } from "./seed/site/company-profile";

// Every page render and every mail reads it: the query is prepared once per database.
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();
const prepare = (db: Database) =>
  db.select({ profile: companyProfile.profile }).from(companyProfile).limit(1).prepare("company_profile");

/**
 * The company profile: every company fact the site and its mails show. Read through its schema, so
 * a field added since the row was written has its default; until the row exists (a database not yet
 * prepared) the seeded facts stand in.
 */
export async function readCompanyProfile(db: Database): Promise<CompanyProfile> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute();
  if (!row) return seedCompanyProfile;
  const parsed = companyProfileSchema.safeParse(row.profile);
  // A row the schema has since grown stricter about still shows: the site never fails on its frame.
  return parsed.success ? parsed.data : { ...seedCompanyProfile, ...row.profile };
}
