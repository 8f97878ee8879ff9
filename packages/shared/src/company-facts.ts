import type { CompanyProfile } from "./schemas/company-profile";

// Company facts in typed text (issue 29, point 4): staff write `{{phone}}` where a text gives the
// company's phone, and every place the site shows the text (the page, its meta tags, its structured
// data, the feed, the API's public reads) shows the profile's number of the moment. A change of
// phone on the Company screen is then one change, not a hunt through every page.

/** One fact a text may name: its token, what staff call it, and its value in a profile. */
export interface CompanyFact {
  token: string;
  label: string;
  value: string;
}

/** `{{ phone }}`, `{{email2}}`: letters and digits between double braces, spaces allowed inside. */
const TOKEN = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

/** How a token is written in a text. */
export const tokenText = (token: string) => `{{${token}}}`;

/** The head office's address on one line, as a letter would carry it. */
export function officeAddress(office: CompanyProfile["offices"][number] | undefined): string {
  if (!office) return "";
  const place = [office.city, [office.region, office.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [office.street, place, office.country].filter(Boolean).join(", ");
}

/**
 * The facts a profile offers, in the order the editor lists them: the company's name and tagline,
 * each phone and e-mail (the first as `phone`/`email`, the next as `phone2`, `email2`…), the head
 * office's address and city, the founding year.
 */
export function companyFacts(profile: CompanyProfile): CompanyFact[] {
  const numbered = (base: string, index: number) => (index === 0 ? base : `${base}${index + 1}`);
  const head = profile.offices[0];
  return [
    { token: "company", label: "Company name", value: profile.name },
    { token: "tagline", label: "Tagline", value: profile.tagline ?? "" },
    ...profile.phones.map((phone, index) => ({
      token: numbered("phone", index),
      label: `Phone: ${phone.label}`,
      value: phone.number,
    })),
    ...profile.emails.map((email, index) => ({
      token: numbered("email", index),
      label: `E-mail: ${email.label}`,
      value: email.address,
    })),
    { token: "address", label: "Head office address", value: officeAddress(head) },
    { token: "city", label: "Head office city", value: head?.city ?? "" },
    {
      token: "founded",
      label: "Founding year",
      value: profile.foundingYear ? String(profile.foundingYear) : "",
    },
  ];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What a text is written in: a fact is escaped for it (`R&D` stays text in HTML, `"` in JSON). */
export type TextFormat = "text" | "html" | "json";
const ESCAPE: Record<TextFormat, (value: string) => string> = {
  text: (value) => value,
  html: escapeHtml,
  // Inside a JSON string (a structured-data block staff typed).
  json: (value) => JSON.stringify(value).slice(1, -1),
};

/** A text with every known token replaced by its fact, escaped for its format; other braces kept. */
export function fillFacts(
  text: string,
  facts: ReadonlyMap<string, string>,
  format: TextFormat = "text",
): string {
  if (!text.includes("{{")) return text;
  return text.replace(TOKEN, (whole, token: string) => {
    const value = facts.get(token.toLowerCase());
    return value === undefined ? whole : ESCAPE[format](value);
  });
}

/**
 * The strings that are not plain text: a page's or post's `content` and a rich-text section's `html`
 * (HTML), the SEO settings' structured data, `schema` (JSON).
 */
const FORMAT_OF_KEY: Record<string, TextFormat> = { content: "html", html: "html", schema: "json" };

/**
 * Every string in `value` (objects and arrays, however deep) with its tokens filled: what a public
 * read answers, each fact escaped for the format of the string it lands in.
 */
export function fillFactsDeep<T>(
  value: T,
  facts: ReadonlyMap<string, string>,
  format: TextFormat = "text",
): T {
  if (typeof value === "string") return fillFacts(value, facts, format) as T;
  if (Array.isArray(value)) return value.map((item) => fillFactsDeep(item, facts, format)) as T;
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const filled: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    filled[key] = fillFactsDeep(item, facts, FORMAT_OF_KEY[key] ?? "text");
  return filled as T;
}

/** The facts of a profile by token, for `fillFacts`. */
export const factValues = (profile: CompanyProfile): ReadonlyMap<string, string> =>
  new Map(companyFacts(profile).map((fact) => [fact.token.toLowerCase(), fact.value]));
