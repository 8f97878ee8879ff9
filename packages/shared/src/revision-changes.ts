import { z } from "zod";
import { htmlToText } from "./editing";
import { leafSectionTypes, SECTION_TYPES, serviceTabsSection } from "./sections";
import { ADMIN_JOBS } from "./texts/jobs";
import { REVISION_CHANGES, REVISIONS } from "./texts/publishing";

// What changed between two versions of a page or post, field by field, in words a marketer reads:
// the History's Compare. Section fields are named by the titles their schemas give the editor's form
// (packages/shared/src/sections), so a new section type or field needs nothing here.

/** One changed field: where it is (`sections.0.heading`), what it is called, and its two values as text. */
export interface RevisionChange {
  path: string;
  label: string;
  before: string;
  after: string;
}

/** The content fields of a page or post, as a revision keeps them (dates as ISO text). */
export interface RevisedContent {
  title: string;
  slug: string;
  content: string;
  sections?: unknown[];
  excerpt?: string | null;
  featuredImage?: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  tags?: string[];
  category?: string | null;
  isPublished: boolean;
  publishedAt: string | null;
}

export interface RevisionChangesOptions {
  /** A library image's file name as it was uploaded, by its address (undefined when not known). */
  imageName?: (src: string) => string | undefined;
}

/** How a value is read: what kind of field it is, and what the editor calls it. */
type Field =
  | { kind: "text" | "html" | "image" | "boolean" | "choice" | "date"; title: string }
  | { kind: "object"; title: string; fields: [string, Field][] }
  | { kind: "list"; title: string; item: Field }
  | { kind: "sections"; title: string }
  // A value no schema describes (a section type this version does not know).
  | { kind: "unknown"; title: string };

const SECTION_MAX_SUMMARY = 120;

/** Every section type's schema by its `type`, the tabs' included. */
const SECTION_SCHEMAS = new Map<string, z.ZodObject>(
  [...leafSectionTypes, serviceTabsSection].map((schema) => [schema.shape.type.value, schema]),
);

/** A field's name without the hint the form adds in brackets: 'Points (with a check mark)' is 'Points'. */
const plainTitle = (title: string) => title.replace(/\s*\(.*\)\s*$/, "");

/** A name or an option in plain words: `bookkeeping-finance` and `imageSide` read 'Bookkeeping finance', 'Image side'. */
function words(name: string): string {
  const text = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A zod schema as a field: its kind and the title its metadata gives (through defaults and nullish). */
function fieldOf(schema: z.ZodType, fallbackTitle: string): Field {
  let current: z.ZodType = schema;
  let title: string | undefined;
  let format: string | undefined;
  for (;;) {
    const meta = current.meta();
    title ??= typeof meta?.title === "string" ? meta.title : undefined;
    format ??= typeof meta?.format === "string" ? meta.format : undefined;
    if (
      current instanceof z.ZodDefault ||
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodPrefault
    ) {
      current = current.unwrap() as z.ZodType;
    } else break;
  }
  const named = plainTitle(title ?? words(fallbackTitle));
  if (format === "media") return { kind: "image", title: named };
  if (format === "html") return { kind: "html", title: named };
  if (current instanceof z.ZodBoolean) return { kind: "boolean", title: named };
  if (current instanceof z.ZodEnum) return { kind: "choice", title: named };
  if (current instanceof z.ZodArray) {
    const element = current.element as z.ZodType;
    if (element instanceof z.ZodDiscriminatedUnion) return { kind: "sections", title: named };
    return { kind: "list", title: named, item: fieldOf(element, named) };
  }
  if (current instanceof z.ZodObject) return { kind: "object", title: named, fields: fieldsOf(current) };
  return { kind: "text", title: named };
}

function fieldsOf(schema: z.ZodObject): [string, Field][] {
  return Object.entries(schema.shape)
    .filter(([key]) => key !== "type")
    .map(([key, child]) => [key, fieldOf(child as z.ZodType, key)]);
}

const sectionFields = new Map<string, [string, Field][]>();
/** A section type's fields, in its form's order; undefined for a type this version does not know. */
function fieldsOfSection(type: string): [string, Field][] | undefined {
  const schema = SECTION_SCHEMAS.get(type);
  if (!schema) return undefined;
  let fields = sectionFields.get(type);
  if (!fields) {
    fields = fieldsOf(schema);
    sectionFields.set(type, fields);
  }
  return fields;
}

/** The page's or post's own fields, in the order the editor shows them. */
const CONTENT_FIELDS: [keyof RevisedContent, Field][] = [
  ["title", { kind: "text", title: REVISIONS.fields.title }],
  ["slug", { kind: "text", title: REVISIONS.fields.slug }],
  ["content", { kind: "html", title: REVISIONS.fields.content }],
  ["sections", { kind: "sections", title: REVISIONS.fields.sections }],
  ["excerpt", { kind: "text", title: REVISIONS.fields.excerpt }],
  ["featuredImage", { kind: "image", title: REVISIONS.fields.featuredImage }],
  ["metaTitle", { kind: "text", title: REVISIONS.fields.metaTitle }],
  ["metaDescription", { kind: "text", title: REVISIONS.fields.metaDescription }],
  ["canonicalUrl", { kind: "text", title: REVISIONS.fields.canonicalUrl }],
  [
    "tags",
    { kind: "list", title: REVISIONS.fields.tags, item: { kind: "text", title: REVISIONS.fields.tags } },
  ],
  ["category", { kind: "text", title: REVISIONS.fields.category }],
  ["isPublished", { kind: "boolean", title: REVISIONS.fields.isPublished }],
  ["publishedAt", { kind: "date", title: REVISIONS.fields.publishAt }],
];

const J = ADMIN_JOBS.revisionFields;
const choice = (title: string): Field => ({ kind: "choice", title });
/** A job's fields (issue 30), in the order its editor shows them. */
const JOB_FIELDS: [string, Field][] = [
  ["title", { kind: "text", title: J.title }],
  ["slug", { kind: "text", title: J.slug }],
  ["summary", { kind: "text", title: J.summary }],
  ["description", { kind: "html", title: J.description }],
  ["sections", { kind: "sections", title: J.sections }],
  ["employmentType", { kind: "list", title: J.employmentType, item: choice(J.employmentType) }],
  ["service", choice(J.service)],
  ["category", { kind: "text", title: J.category }],
  [
    "location",
    {
      kind: "object",
      title: J.location,
      fields: Object.entries(ADMIN_JOBS.locationFields).map(([key, title]) => [key, { kind: "text", title }]),
    },
  ],
  ["remote", choice(J.remote)],
  [
    "remoteCountries",
    { kind: "list", title: J.remoteCountries, item: { kind: "text", title: J.remoteCountries } },
  ],
  [
    "salary",
    {
      kind: "object",
      title: J.salary,
      fields: [
        ["min", { kind: "text", title: ADMIN_JOBS.salaryFields.min }],
        ["max", { kind: "text", title: ADMIN_JOBS.salaryFields.max }],
        ["currency", { kind: "text", title: ADMIN_JOBS.salaryFields.currency }],
        ["unit", choice(ADMIN_JOBS.salaryFields.unit)],
      ],
    },
  ],
  ["validThrough", { kind: "date", title: J.validThrough }],
  ["status", choice(J.status)],
  ["reference", { kind: "text", title: J.reference }],
  ["publishedAt", { kind: "date", title: J.publishedAt }],
];
/** The names of a job's fields, in its editor's order (a revision's changedFields). */
export const JOB_REVISION_FIELD_ORDER = JOB_FIELDS.map(([key]) => key);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Empty in every form a stored field has had: missing, null, "" or an empty list. */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** A value as text that is the same for equal values, whatever the order of object keys. */
function canonical(value: unknown): string {
  if (isEmpty(value)) return "null";
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

const shorten = (text: string) =>
  text.length > SECTION_MAX_SUMMARY ? `${text.slice(0, SECTION_MAX_SUMMARY - 1).trimEnd()}…` : text;

class Reader {
  constructor(private readonly options: RevisionChangesOptions) {}

  /** An image by what it shows: its alt text, else its file name (never the library's hash). */
  image(value: unknown, withFileName: boolean): string {
    const src = isRecord(value) ? value.src : value;
    const alt = isRecord(value) && typeof value.alt === "string" ? value.alt.trim() : "";
    if (typeof src !== "string" || src === "") return "";
    const fileName = this.options.imageName?.(src) ?? src.split("/").at(-1) ?? src;
    if (!alt) return fileName;
    return withFileName ? `${alt} (${fileName})` : alt;
  }

  /** A value as text a person reads. */
  text(field: Field, value: unknown): string {
    if (value === undefined || value === null) return "";
    switch (field.kind) {
      case "text":
        return typeof value === "string" ? value.trim() : String(value);
      case "html":
        return typeof value === "string" ? htmlToText(value) : "";
      case "image":
        return this.image(value, false);
      case "boolean":
        return value ? REVISION_CHANGES.yes : REVISION_CHANGES.no;
      case "choice":
        return typeof value === "string" ? words(value) : String(value);
      case "date": {
        const date = new Date(String(value));
        return Number.isNaN(date.getTime()) ? String(value) : REVISION_CHANGES.utc(dateFormat.format(date));
      }
      case "list":
        return Array.isArray(value)
          ? value
              .map((item) => this.text(field.item, item))
              .filter(Boolean)
              .join(", ")
          : "";
      case "object":
      case "sections":
      case "unknown":
        return this.summary(field, value);
    }
  }

  /** What a section or an item says first (its heading, its question, its name), cut short. */
  summary(field: Field, value: unknown): string {
    const first = (fields: [string, Field][], record: Record<string, unknown>): string => {
      for (const [key, child] of fields) {
        if (child.kind === "boolean" || child.kind === "choice" || child.kind === "image") continue;
        const text = this.summary(child, record[key]);
        if (text) return text;
      }
      return "";
    };
    if (field.kind === "sections") {
      if (!Array.isArray(value)) return "";
      return value.map((section) => this.sectionSummary(section)).join(", ");
    }
    if (field.kind === "list") {
      if (!Array.isArray(value)) return "";
      for (const item of value) {
        const text = this.summary(field.item, item);
        if (text) return text;
      }
      return "";
    }
    if (field.kind === "object") return isRecord(value) ? shorten(first(field.fields, value)) : "";
    if (field.kind === "unknown") {
      if (typeof value === "string") return shorten(htmlToText(value));
      if (Array.isArray(value)) return value.map((item) => this.summary(field, item)).find(Boolean) ?? "";
      if (isRecord(value))
        return (
          Object.values(value)
            .map((item) => this.summary(field, item))
            .find(Boolean) ?? ""
        );
      return "";
    }
    return shorten(this.text(field, value));
  }

  /** A section in a line: its type and what it says first ('Hero: Staff who fit'). */
  sectionSummary(section: unknown): string {
    const type = isRecord(section) && typeof section.type === "string" ? section.type : "";
    const name = sectionTypeName(type);
    const fields = fieldsOfSection(type);
    const text =
      fields && isRecord(section)
        ? this.summary({ kind: "object", title: name, fields }, section)
        : this.summary({ kind: "unknown", title: name }, section);
    return text ? `${name}: ${text}` : name;
  }
}

function sectionTypeName(type: string): string {
  return Object.hasOwn(SECTION_TYPES, type)
    ? SECTION_TYPES[type as keyof typeof SECTION_TYPES].label
    : words(type);
}

/** How the items of two versions of a list correspond: the same item, changed, added or removed. */
interface Matching {
  /** After index → before index. */
  pairs: Map<number, number>;
  removed: number[];
  added: number[];
  /** Paired items whose place among the others changed (after indexes). */
  moved: Set<number>;
}

/**
 * Pairs the items of two versions of a list, which carry no ids. Equal items first; the others each
 * with the most alike item left that may stand for it (a section of the same type), taken from between
 * the same unmoved neighbours, or from elsewhere (a move) only when they share a filled-in field.
 */
function matchItems(
  before: unknown[],
  after: unknown[],
  pairable: (a: unknown, b: unknown) => boolean,
): Matching {
  const keysBefore = before.map(canonical);
  const keysAfter = after.map(canonical);
  const pairs = new Map<number, number>();
  const used = new Set<number>();
  const pair = (a: number, b: number) => {
    pairs.set(a, b);
    used.add(b);
  };
  for (const [index, key] of keysAfter.entries()) if (keysBefore[index] === key) pair(index, index);
  for (const [index, key] of keysAfter.entries()) {
    if (pairs.has(index)) continue;
    const same = keysBefore.findIndex((other, at) => !used.has(at) && other === key);
    if (same >= 0) pair(index, same);
  }
  const kept = new Map([...pairs].filter(([index]) => !movedItems(pairs).has(index)));
  const likeness = (a: unknown, b: unknown) =>
    isRecord(a) && isRecord(b)
      ? Object.keys(b).filter(
          (key) => key !== "type" && !isEmpty(b[key]) && canonical(a[key]) === canonical(b[key]),
        ).length
      : 0;
  for (const [index, item] of after.entries()) {
    if (pairs.has(index)) continue;
    const anchors = [...kept];
    const from = Math.max(-1, ...anchors.filter(([a]) => a < index).map(([, b]) => b));
    const to = Math.min(before.length, ...anchors.filter(([a]) => a > index).map(([, b]) => b));
    let best = -1;
    let bestScore = -1;
    let between = false;
    for (const [at, candidate] of before.entries()) {
      if (used.has(at) || !pairable(candidate, item)) continue;
      const inGap = at > from && at < to;
      const score = likeness(candidate, item);
      if (!inGap && score === 0) continue;
      // Between the same neighbours beats elsewhere; then the most alike; then the nearest.
      const better =
        best < 0 ||
        (inGap && !between) ||
        (inGap === between &&
          (score > bestScore || (score === bestScore && Math.abs(at - index) < Math.abs(best - index))));
      if (better) {
        best = at;
        bestScore = score;
        between = inGap;
      }
    }
    if (best < 0) continue;
    pair(index, best);
    if (between) kept.set(index, best);
  }
  const removed = before.map((_, at) => at).filter((at) => !used.has(at));
  const added = after.map((_, index) => index).filter((index) => !pairs.has(index));
  return { pairs, removed, added, moved: movedItems(pairs) };
}

/**
 * The paired items that moved: those outside the longest run that kept its order (items added or
 * removed around the others shift them, which is no move).
 */
function movedItems(pairs: Map<number, number>): Set<number> {
  const order = [...pairs.entries()].sort(([a], [b]) => a - b);
  // Longest increasing subsequence of the before indexes, in after order (n is small: a page's sections).
  const length: number[] = [];
  const previous: number[] = [];
  for (const [i, [, b]] of order.entries()) {
    length[i] = 1;
    previous[i] = -1;
    for (let j = 0; j < i; j++) {
      const earlier = order[j];
      if (earlier && earlier[1] < b && (length[j] ?? 0) + 1 > (length[i] ?? 0)) {
        length[i] = (length[j] ?? 0) + 1;
        previous[i] = j;
      }
    }
  }
  // Of runs as long, the one that ends last: an item brought to the top is the one that moved.
  let end = -1;
  for (const [i, value] of length.entries()) if (end < 0 || value >= (length[end] ?? 0)) end = i;
  const kept = new Set<number>();
  for (let i = end; i >= 0; i = previous[i] ?? -1) {
    const entry = order[i];
    if (entry) kept.add(entry[0]);
  }
  return new Set(order.map(([a]) => a).filter((a) => !kept.has(a)));
}

class Differ {
  readonly changes: RevisionChange[] = [];
  constructor(private readonly read: Reader) {}

  private push(path: (string | number)[], label: string[], before: string, after: string) {
    this.changes.push({
      path: path.join("."),
      label: label.join(REVISION_CHANGES.separator),
      before,
      after,
    });
  }

  value(field: Field, before: unknown, after: unknown, path: (string | number)[], label: string[]) {
    if (canonical(before) === canonical(after)) return;
    switch (field.kind) {
      case "object":
        if (isRecord(before) && isRecord(after)) {
          for (const [key, child] of field.fields) {
            this.value(child, before[key], after[key], [...path, key], [...label, child.title]);
          }
          return;
        }
        break;
      case "list":
        if (field.item.kind === "object" || field.item.kind === "list" || path.length > 1) {
          this.list(field, asList(before), asList(after), path, label);
          return;
        }
        break;
      case "sections":
        this.sections(asList(before), asList(after), path, label);
        return;
      case "unknown":
        if (isRecord(before) && isRecord(after)) {
          const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
          for (const key of keys) {
            this.value(field, before[key], after[key], [...path, key], [...label, words(key)]);
          }
          return;
        }
        break;
      case "image": {
        // Two images with the same alt text are told apart by their file names.
        const short = [this.read.image(before, false), this.read.image(after, false)];
        const [from = "", to = ""] =
          short[0] === short[1] ? [this.read.image(before, true), this.read.image(after, true)] : short;
        this.push(path, label, from, to);
        return;
      }
    }
    this.push(path, label, this.read.text(field, before), this.read.text(field, after));
  }

  /** A list of items (cards, questions, buttons, points): each item added, removed, moved or changed. */
  private list(
    field: Extract<Field, { kind: "list" }>,
    before: unknown[],
    after: unknown[],
    path: (string | number)[],
    label: string[],
  ) {
    const matching = matchItems(before, after, () => true);
    // An item is named by its list ('Cards, item 2'), in place of the list's own name.
    const name = (position: number) => [
      ...label.slice(0, -1),
      REVISION_CHANGES.item(field.title, position + 1),
    ];
    this.walk(matching, before, after, {
      removed: (at) =>
        this.push(
          [...path, at],
          withLast(name(at), REVISION_CHANGES.removed),
          this.read.summary(field.item, before[at]),
          "",
        ),
      added: (index) =>
        this.push(
          [...path, index],
          withLast(name(index), REVISION_CHANGES.added),
          "",
          this.read.summary(field.item, after[index]),
        ),
      moved: (index, at) =>
        this.push(
          [...path, index],
          withLast(name(index), REVISION_CHANGES.moved),
          REVISION_CHANGES.position(at + 1),
          REVISION_CHANGES.position(index + 1),
        ),
      paired: (index, at) => this.value(field.item, before[at], after[index], [...path, index], name(index)),
    });
  }

  /** A list of sections: each section added, removed, moved or changed field by field. */
  private sections(before: unknown[], after: unknown[], path: (string | number)[], label: string[]) {
    const typeOf = (section: unknown) => (isRecord(section) ? section.type : undefined);
    const matching = matchItems(before, after, (a, b) => typeOf(a) === typeOf(b));
    const name = (section: unknown, position: number) => [
      ...label.slice(0, -1),
      REVISION_CHANGES.section(sectionTypeName(String(typeOf(section) ?? "")), position + 1),
    ];
    this.walk(matching, before, after, {
      removed: (at) =>
        this.push(
          [...path, at],
          withLast(name(before[at], at), REVISION_CHANGES.removed),
          this.read.sectionSummary(before[at]),
          "",
        ),
      added: (index) =>
        this.push(
          [...path, index],
          withLast(name(after[index], index), REVISION_CHANGES.added),
          "",
          this.read.sectionSummary(after[index]),
        ),
      moved: (index, at) =>
        this.push(
          [...path, index],
          withLast(name(after[index], index), REVISION_CHANGES.moved),
          REVISION_CHANGES.position(at + 1),
          REVISION_CHANGES.position(index + 1),
        ),
      paired: (index, at) => {
        const section = after[index];
        const fields = fieldsOfSection(String(typeOf(section) ?? ""));
        const field: Field = fields ? { kind: "object", title: "", fields } : { kind: "unknown", title: "" };
        this.value(field, before[at], section, [...path, index], name(section, index));
      },
    });
  }

  /** Visits a matching in the order of the version now; a removed item where it stood. */
  private walk(
    matching: Matching,
    before: unknown[],
    after: unknown[],
    visit: {
      removed: (at: number) => void;
      added: (index: number) => void;
      moved: (index: number, at: number) => void;
      paired: (index: number, at: number) => void;
    },
  ) {
    const removed = [...matching.removed];
    for (let index = 0; index < Math.max(after.length, before.length); index++) {
      while (removed.length > 0 && (removed[0] ?? 0) <= index) visit.removed(removed.shift() ?? 0);
      if (index >= after.length) continue;
      const at = matching.pairs.get(index);
      if (at === undefined) {
        visit.added(index);
        continue;
      }
      if (matching.moved.has(index)) visit.moved(index, at);
      visit.paired(index, at);
    }
    for (const at of removed) visit.removed(at);
  }
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const withLast = (label: string[], wrap: (what: string) => string) => [
  ...label.slice(0, -1),
  wrap(label.at(-1) ?? ""),
];

/**
 * What changed from one version of a page or post to another, in the editor's order: each changed
 * field with its path (`sections.2.items.1.answer`), its name as the editor shows it ('Questions and
 * answers section 3 › Questions, item 2 › Answer') and its two values as readable text (HTML as its
 * text, images by alt text or file name, yes or no). A section or item added or removed is one change,
 * summed up by what it says first. Nothing changed: [].
 */
export function revisionChanges(
  before: RevisedContent,
  after: RevisedContent,
  options: RevisionChangesOptions = {},
): RevisionChange[] {
  const differ = new Differ(new Reader(options));
  for (const [key, field] of CONTENT_FIELDS)
    differ.value(field, before[key], after[key], [key], [field.title]);
  return differ.changes;
}

/** What changed from one version of a job to another, as revisionChanges tells a page's or post's. */
export function jobRevisionChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  options: RevisionChangesOptions = {},
): RevisionChange[] {
  const differ = new Differ(new Reader(options));
  for (const [key, field] of JOB_FIELDS) differ.value(field, before[key], after[key], [key], [field.title]);
  return differ.changes;
}
