import { type Navigation, navigation as navigationSchema } from "@staffing/shared";
import type { Database } from "./client";
import { companyProfile } from "./schema";
import { seedNavigation } from "./seed/site/navigation";

// Every page render reads it: the query is prepared once per database.
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();
const prepare = (db: Database) =>
  db.select({ navigation: companyProfile.navigation }).from(companyProfile).limit(1).prepare("navigation");

/**
 * The navigation: the header's menu and the footer's columns. Until staff save one (no row, or a
 * row from before the navigation was content) the seeded navigation stands in, so an empty database
 * and a seeded one show the same links.
 */
export async function readNavigation(db: Database): Promise<Navigation> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute();
  if (!row?.navigation) return seedNavigation;
  const parsed = navigationSchema.safeParse(row.navigation);
  // A row the schema has since grown stricter about still shows: the site never fails on its frame.
  return parsed.success ? parsed.data : row.navigation;
}
