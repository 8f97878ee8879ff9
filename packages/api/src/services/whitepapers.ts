import { createHmac, timingSafeEqual } from "node:crypto";
import { type Database, pages } from "@staffing/db";
import type { Jobs } from "@staffing/jobs";
import {
  type SectionOf,
  WHITEPAPER_LINK_DAYS,
  WHITEPAPER_TEXTS,
  type whitepaperRequestInput,
} from "@staffing/shared";
import { and, sql } from "drizzle-orm";
import type { z } from "zod";
import { sharedSecret } from "./app-secrets";
import { DomainError } from "./errors";
import { receiveInquiry } from "./inquiries";
import { isPublic } from "./publishing";

// A whitepaper is a card of a published page with a PDF in the private store (its `document`): the
// card gives its title and text, its PDF goes out by a signed link that expires.

export interface Whitepaper {
  documentId: string;
  title: string;
  text: string;
  /** The page that offers it, for the way back. */
  page: { title: string; path: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const LINK_SECRET = "whitepaper-links";

type Card = SectionOf<"cards">["items"][number];

/** The whitepaper whose PDF is this document, as a published page offers it; null when none does. */
export async function findWhitepaper(db: Database, documentId: string): Promise<Whitepaper | null> {
  // One containment test over every published page: a cards section with a card naming the PDF.
  const wanted = JSON.stringify([{ type: "cards", items: [{ document: documentId }] }]);
  const [page] = await db
    .select({ title: pages.title, slug: pages.slug, sections: pages.sections })
    .from(pages)
    .where(and(isPublic(pages), sql`${pages.sections} @> ${wanted}::jsonb`))
    .limit(1);
  if (!page) return null;
  for (const section of page.sections) {
    if (section.type !== "cards") continue;
    const card = section.items.find((item: Card) => item.document === documentId);
    if (card) {
      return {
        documentId,
        title: card.title,
        text: card.text,
        page: { title: page.title, path: page.slug === "home" ? "/" : `/${page.slug}` },
      };
    }
  }
  return null;
}

export async function requireWhitepaper(db: Database, documentId: string): Promise<Whitepaper> {
  const whitepaper = await findWhitepaper(db, documentId);
  if (!whitepaper) throw new DomainError("not_found", WHITEPAPER_TEXTS.notFoundTitle);
  return whitepaper;
}

/**
 * Keeps the lead (an inquiry naming the paper, its staff notification as any inquiry's) and has the
 * paper mailed to the sender in its place of the acknowledgement: both queued from the inquiry's
 * notification mark, so however often the form is sent with one key, one lead and one mail.
 */
export async function requestWhitepaper(
  db: Database,
  jobs: Jobs,
  input: z.output<typeof whitepaperRequestInput>,
): Promise<{ id: string; isNew: boolean } | null> {
  const whitepaper = await requireWhitepaper(db, input.documentId);
  const { documentId, ...lead } = input;
  return receiveInquiry(db, jobs, {
    ...lead,
    service: null,
    message: WHITEPAPER_TEXTS.inquiryMessage(whitepaper.title),
    whitepaperId: documentId,
  });
}

const signature = (secret: Uint8Array, payload: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

/** A download link for the PDF that works for WHITEPAPER_LINK_DAYS from `now`. */
export async function whitepaperLink(
  db: Database,
  siteUrl: string,
  documentId: string,
  now = new Date(),
): Promise<{ url: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + WHITEPAPER_LINK_DAYS * DAY_MS);
  const payload = `${documentId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  const token = `${payload}.${signature(await sharedSecret(db, LINK_SECRET), payload)}`;
  const url = new URL("/api/whitepapers/download", siteUrl);
  url.searchParams.set("token", token);
  return { url: url.toString(), expiresAt };
}

/** The document a download link names, when it is ours and has not expired; otherwise 404. */
export async function documentOfLink(db: Database, token: string, now = new Date()): Promise<string> {
  const [documentId, expires, signed] = token.split(".");
  const invalid = new DomainError("not_found", WHITEPAPER_TEXTS.linkInvalid);
  if (!documentId || !expires || !signed || !/^\d+$/.test(expires)) throw invalid;
  const expected = Buffer.from(signature(await sharedSecret(db, LINK_SECRET), `${documentId}.${expires}`));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  if (Number(expires) * 1000 < now.getTime()) throw invalid;
  return documentId;
}
