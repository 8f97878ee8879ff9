import {
  auditLog,
  blogPosts,
  type Database,
  pages,
  readCompanyProfile,
  seedCompanyProfile,
  seoSettings,
} from "@staffing/db";
import {
  ADMIN_SEO,
  type COMPANY_FACTS_TEXTS,
  type CompanyProfile,
  companyProfile as companyProfileSchema,
  officeAddress,
  PAGE_TYPE_LABELS,
  SECTION_TYPES,
  type Section,
} from "@staffing/shared";
import { eq } from "drizzle-orm";

// After the company's phone or address changes, the texts that still give the old one (typed out
// rather than as a token): the Company screen lists them, each with a link to edit it. The old
// facts are those of every earlier version of the profile (the audit log keeps each change's before
// and after, and the seeded profile was the first).

export interface StaleMention {
  /** The old fact the text still gives. */
  value: string;
  kind: keyof typeof COMPANY_FACTS_TEXTS.kinds;
  /** The page's or post's id; null for SEO settings. */
  id: string | null;
  /** The page's or post's title, or the SEO settings' page type. */
  title: string;
  /** Where in it, in the editor's words ("Questions and answers section 4", "Meta description"). */
  field: string;
  /** The panel's address to edit it. */
  editPath: string;
}

/** The facts of a profile a text might give typed out: phones, e-mails, addresses. */
function factsOf(profile: CompanyProfile): string[] {
  return [
    ...profile.phones.map((phone) => phone.number),
    ...profile.emails.map((email) => email.address),
    ...profile.offices.flatMap((office) => [
      officeAddress(office),
      office.street,
      office.phone,
      office.email,
    ]),
  ]
    .map((value) => (value ?? "").trim())
    .filter((value) => value.length >= 5);
}

/** Every phone, e-mail and address an earlier version of the profile had and the current one has not. */
export async function oldCompanyFacts(db: Database): Promise<string[]> {
  const current = await readCompanyProfile(db);
  const changes = await db
    .select({ before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.entityType, "company_profile"));
  const earlier = [seedCompanyProfile];
  for (const change of changes) {
    for (const version of [change.before, change.after]) {
      const parsed = companyProfileSchema.safeParse(version);
      if (parsed.success) earlier.push(parsed.data);
    }
  }
  const now = new Set(factsOf(current).map(comparable));
  const old = new Map<string, string>();
  for (const value of earlier.flatMap(factsOf)) {
    if (!now.has(comparable(value)) && !old.has(comparable(value))) old.set(comparable(value), value);
  }
  return [...old.values()];
}

const comparable = (value: string) => (isPhone(value) ? digitsOf(value).slice(-10) : value.toLowerCase());
const digitsOf = (value: string) => value.replace(/\D/g, "");
const isPhone = (value: string) => /^[\d\s().+-]+$/.test(value) && digitsOf(value).length >= 7;

/** Finds a fact in a text: letters in any case; a phone number whatever its separators. */
function finder(value: string): (text: string) => boolean {
  if (isPhone(value)) {
    const digits = digitsOf(value).slice(-10).split("");
    const pattern = new RegExp(digits.join("[\\s().+-]*"));
    return (text) => pattern.test(text);
  }
  const lowered = value.toLowerCase();
  return (text) => text.toLowerCase().includes(lowered);
}

/** Every string in a value, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

interface Field {
  field: string;
  text: string;
}

const sectionFields = (sections: Section[]): Field[] =>
  sections.map((section, index) => ({
    field: `${SECTION_TYPES[section.type]?.label ?? "Section"} section ${index + 1}`,
    text: stringsIn(section).join("\n"),
  }));

/** The texts that still give an old fact, one entry per fact and field, pages first. */
export async function findStaleMentions(db: Database): Promise<StaleMention[]> {
  const old = await oldCompanyFacts(db);
  if (old.length === 0) return [];
  const finders = old.map((value) => ({ value, found: finder(value) }));
  const mentions: StaleMention[] = [];
  const check = (fields: Field[], where: Omit<StaleMention, "value" | "field">) => {
    for (const { field, text } of fields) {
      if (!text) continue;
      for (const { value, found } of finders) if (found(text)) mentions.push({ ...where, field, value });
    }
  };

  const allPages = await db
    .select({
      id: pages.id,
      title: pages.title,
      content: pages.content,
      sections: pages.sections,
      metaTitle: pages.metaTitle,
      metaDescription: pages.metaDescription,
    })
    .from(pages)
    .orderBy(pages.title);
  for (const page of allPages) {
    check(
      [
        { field: "Title", text: page.title },
        { field: "Content", text: page.content },
        ...sectionFields(page.sections),
        { field: "Meta title", text: page.metaTitle ?? "" },
        { field: "Meta description", text: page.metaDescription ?? "" },
      ],
      { kind: "page", id: page.id, title: page.title, editPath: `/admin/pages/${page.id}` },
    );
  }

  const posts = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
    })
    .from(blogPosts)
    .orderBy(blogPosts.title);
  for (const post of posts) {
    check(
      [
        { field: "Title", text: post.title },
        { field: "Excerpt", text: post.excerpt ?? "" },
        { field: "Content", text: post.content },
        { field: "Meta title", text: post.metaTitle ?? "" },
        { field: "Meta description", text: post.metaDescription ?? "" },
      ],
      { kind: "post", id: post.id, title: post.title, editPath: `/admin/blog/${post.id}` },
    );
  }

  const settings = await db.select().from(seoSettings).orderBy(seoSettings.pageType);
  for (const setting of settings) {
    check(
      Object.entries(setting.settings).map(([field, text]) => ({
        field: ADMIN_SEO.fields[field as keyof typeof ADMIN_SEO.fields] ?? field,
        text: typeof text === "string" ? text : "",
      })),
      { kind: "seo", id: null, title: PAGE_TYPE_LABELS[setting.pageType], editPath: "/admin/seo" },
    );
  }
  return mentions;
}
