import { companyProfile, type Database, seedCompanyProfile } from "@staffing/db";
import type { CompanyProfile } from "@staffing/shared";
import { preparedPerDatabase } from "./prepared";

const profileRow = preparedPerDatabase((db) =>
  db.select({ profile: companyProfile.profile }).from(companyProfile).limit(1).prepare("company_profile"),
);

/** The company profile; the seeded facts until the row exists (a database not yet prepared). */
export async function readCompanyProfile(db: Database): Promise<CompanyProfile> {
  const [row] = await profileRow(db).execute();
  return row?.profile ?? seedCompanyProfile;
}
