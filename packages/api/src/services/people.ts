import type { AuthenticatedUser } from "@staffing/auth";
import { blogPosts, contentVersion, type Database, mediaItems, type Person, people } from "@staffing/db";
import { authorPath, PEOPLE_MESSAGES, type personInput, VALIDATION_MESSAGES } from "@staffing/shared";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordChange } from "./audit-log";
import { invalidFields, notFound, withConflictMessage } from "./errors";
import { isPublic } from "./publishing";

type PersonValues = z.output<typeof personInput>;

/** A person as staff see them: every field, and how many posts name them as author. */
export type PersonWithPosts = Person & { postCount: number };

/** What visitors may know of a person: no account, no order, no dates. */
export const publicPersonColumns = {
  id: people.id,
  name: people.name,
  slug: people.slug,
  jobTitle: people.jobTitle,
  photo: people.photo,
  bio: people.bio,
  linkedinUrl: people.linkedinUrl,
};
export type PublicPerson = {
  id: string;
  name: string;
  slug: string;
  jobTitle: string | null;
  photo: string | null;
  bio: string | null;
  linkedinUrl: string | null;
};

const teamOrder = [asc(people.position), asc(people.name), asc(people.id)];

// The person's posts, counted beside each person. The outer row is named in full ("people"."id"):
// drizzle writes a one-table query's columns without their table, which inside the subquery would
// name the post's own id.
const postCounts = (where?: SQL) =>
  sql<number>`(select count(*)::int from ${blogPosts} where ${blogPosts.authorId} = "people"."id"${
    where ? sql` and ${where}` : sql``
  })`;

export async function listPeople(db: Database): Promise<PersonWithPosts[]> {
  return db
    .select({ ...peopleColumns(), postCount: postCounts() })
    .from(people)
    .orderBy(...teamOrder);
}

const peopleColumns = () => ({
  id: people.id,
  name: people.name,
  slug: people.slug,
  jobTitle: people.jobTitle,
  photo: people.photo,
  bio: people.bio,
  linkedinUrl: people.linkedinUrl,
  onTeam: people.onTeam,
  position: people.position,
  userId: people.userId,
  createdAt: people.createdAt,
  updatedAt: people.updatedAt,
});

export async function findPerson(db: Database, id: string): Promise<PersonWithPosts> {
  const [person] = await db
    .select({ ...peopleColumns(), postCount: postCounts() })
    .from(people)
    .where(eq(people.id, id));
  if (!person) throw notFound("Person");
  return person;
}

/** Refuses (400, on `photo`) a photo the media library does not hold: a page never shows a missing file. */
async function assertLibraryPhoto(db: Database, photo: string | null): Promise<void> {
  if (!photo) return;
  const [known] = await db
    .select({ url: mediaItems.url })
    .from(mediaItems)
    .where(eq(mediaItems.url, photo))
    .limit(1);
  if (!known) throw invalidFields([{ path: ["photo"], message: VALIDATION_MESSAGES.imageNotInLibrary }]);
}

/**
 * Tells every cache that what visitors see of people changed: the content version moves (each
 * instance's page cache and public reads) and the edge purges the pages that show people, as the
 * triggers of posts and pages do for theirs (migrations 0005 and 0020), here from code.
 */
async function announcePeopleChange(tx: Database, slugs: readonly string[]): Promise<void> {
  const [moved] = await tx
    .update(contentVersion)
    .set({ version: sql`${contentVersion.version} + 1` })
    .where(eq(contentVersion.id, 1))
    .returning({ version: contentVersion.version });
  if (moved) await tx.execute(sql`select pg_notify('content_version', ${String(moved.version)})`);
  const keys = ["people", ...slugs.map((slug) => `author:${slug}`)];
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  await tx.execute(sql`select request_edge_purge(array[${list}]::text[])`);
}

export function createPerson(db: Database, values: PersonValues, actor: AuthenticatedUser): Promise<Person> {
  return withConflictMessage(PEOPLE_MESSAGES.slugTaken, () =>
    db.transaction(async (tx) => {
      await assertLibraryPhoto(tx, values.photo);
      const [person] = await tx.insert(people).values(values).returning();
      if (!person) throw new Error("The person was not stored.");
      await recordChange(tx, actor, {
        action: "create",
        entityType: "person",
        entityId: person.id,
        after: person,
      });
      await announcePeopleChange(tx, [person.slug]);
      return person;
    }),
  );
}

export function updatePerson(
  db: Database,
  id: string,
  values: PersonValues,
  actor: AuthenticatedUser,
): Promise<Person> {
  return withConflictMessage(PEOPLE_MESSAGES.slugTaken, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(people).where(eq(people.id, id)).for("update");
      if (!before) throw notFound("Person");
      await assertLibraryPhoto(tx, values.photo);
      const [person] = await tx
        .update(people)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(people.id, id))
        .returning();
      if (!person) throw notFound("Person");
      await recordChange(tx, actor, {
        action: "update",
        entityType: "person",
        entityId: id,
        before,
        after: person,
      });
      await announcePeopleChange(tx, [before.slug, person.slug]);
      return person;
    }),
  );
}

/**
 * Deletes a person. Their posts stay on the blog without an author (the company then signs them):
 * deleting someone never takes their writing down. Answers how many posts lost their author.
 */
export function deletePerson(
  db: Database,
  id: string,
  actor: AuthenticatedUser,
): Promise<{ unattributedPosts: number }> {
  return db.transaction(async (tx) => {
    const unattributed = await tx
      .update(blogPosts)
      .set({ authorId: null })
      .where(eq(blogPosts.authorId, id))
      .returning({ id: blogPosts.id });
    const [before] = await tx.delete(people).where(eq(people.id, id)).returning();
    if (!before) throw notFound("Person");
    await recordChange(tx, actor, {
      action: "delete",
      entityType: "person",
      entityId: id,
      before: { ...before, postCount: unattributed.length },
    });
    await announcePeopleChange(tx, [before.slug]);
    return { unattributedPosts: unattributed.length };
  });
}

/** Refuses (400, on `authorId`) an author who is not one of People. */
export async function assertAuthor(db: Database, authorId: string | null | undefined): Promise<void> {
  if (!authorId) return;
  const [person] = await db.select({ id: people.id }).from(people).where(eq(people.id, authorId));
  if (!person) throw invalidFields([{ path: ["authorId"], message: PEOPLE_MESSAGES.authorUnknown }]);
}

/** A person's public fields, the number of their published posts, and their page's address. */
export type PublicAuthor = PublicPerson & { onTeam: boolean; postCount: number; url: string };

/** People visitors may find: those on the team and the authors of a published post, in the team's order. */
async function publicAuthors(db: Database, where?: SQL): Promise<PublicAuthor[]> {
  const published = postCounts(isPublic(blogPosts));
  const rows = await db
    .select({ ...publicPersonColumns, onTeam: people.onTeam, postCount: published })
    .from(people)
    .where(and(where, or(eq(people.onTeam, true), sql`${published} > 0`)))
    .orderBy(...teamOrder);
  return rows.map((row) => ({ ...row, url: authorPath(row.slug) }));
}

export const listPublicAuthors = (db: Database) => publicAuthors(db);

/** One public author; unknown, or neither on the team nor the author of a published post: not found. */
export async function findPublicAuthor(db: Database, slug: string): Promise<PublicAuthor> {
  const [author] = await publicAuthors(db, eq(people.slug, slug));
  if (!author) throw notFound("Author");
  return author;
}

/**
 * The people Team sections show: those chosen by id (in any case, an editor chose them) and, when
 * asked, everyone on the team, in the team's order.
 */
export async function findTeamMembers(
  db: Database,
  query: { ids: string[]; everyoneOnTeam: boolean },
): Promise<TeamMember[]> {
  const chosen = query.ids.length > 0 ? inArray(people.id, query.ids) : undefined;
  const team = query.everyoneOnTeam ? eq(people.onTeam, true) : undefined;
  if (!chosen && !team) return [];
  const rows = await db
    .select({
      ...publicPersonColumns,
      onTeam: people.onTeam,
      hasPage: sql<boolean>`${people.onTeam} or ${postCounts(isPublic(blogPosts))} > 0`,
    })
    .from(people)
    .where(or(chosen, team))
    .orderBy(...teamOrder);
  // Only someone with a page (on the team, or with a published post) is linked to it.
  return rows.map(({ hasPage, ...person }) => ({ ...person, url: hasPage ? authorPath(person.slug) : null }));
}

/** A person as a Team section shows them, with their page's address when they have one. */
export type TeamMember = PublicPerson & { onTeam: boolean; url: string | null };
