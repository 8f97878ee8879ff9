import { type Database, newsletterSubscribers } from "@staffing/db";

/** Stores an address once, whatever its case; subscribing again is a quiet success. */
export async function subscribeToNewsletter(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}
