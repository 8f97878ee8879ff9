import { z } from "zod";
import { NAVIGATION_MESSAGES as M } from "../texts/navigation";

// The navigation: the header's menu (an item may open a sub-menu, one level deep) and the footer's
// columns of links. GET /api/navigation answers it; PUT /api/admin/navigation takes exactly that back.

/** How much the navigation holds (the header's bar and the footer's grid have room for no more). */
export const NAVIGATION_LIMITS = {
  headerItems: 8,
  children: 8,
  footerColumns: 4,
  links: 10,
  label: 40,
  columnTitle: 40,
  description: 120,
} as const;

// Spaces and control characters are never part of an address; a backslash is a slash to a browser.
const UNWRITABLE = /[\s\p{Cc}\\]/u;

/** Whether a value is an absolute http(s) address with a host. */
function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).host !== "";
  } catch {
    return false;
  }
}

/**
 * Where a menu link leads: a path on this site (`/about`, `/blog/a-post`, `/services#direct-hire`),
 * or an absolute http(s) address. A path with `//` would name another host to a browser, and a
 * `javascript:` link would run script: both are refused.
 */
export const navigationHref = z
  .string()
  .trim()
  .min(1, M.hrefRequired)
  .max(2000, M.hrefTooLong)
  .refine((value) => !UNWRITABLE.test(value), { message: M.hrefCharacters, abort: true })
  .refine((value) => !value.startsWith("/") || !value.includes("//"), {
    message: M.hrefOtherHost,
    abort: true,
  })
  .refine((value) => value.startsWith("/") || isHttpUrl(value), M.hrefInvalid)
  .meta({ title: "Link" });

const label = z
  .string()
  .trim()
  .min(1, M.labelRequired)
  .max(NAVIGATION_LIMITS.label, M.labelTooLong(NAVIGATION_LIMITS.label))
  .meta({ title: "Label" });

const description = z
  .string()
  .trim()
  .max(NAVIGATION_LIMITS.description, M.descriptionTooLong(NAVIGATION_LIMITS.description))
  .optional()
  .meta({ title: "Description" });

/** A link of a header item's sub-menu (no sub-menu of its own: one level deep). */
export const navigationChild = z
  .strictObject({ label, href: navigationHref, description }, { error: M.noNestedMenus })
  .meta({ title: "Sub-menu item" });
export type NavigationChild = z.output<typeof navigationChild>;

export const headerItem = z
  .object({
    label,
    href: navigationHref,
    /** Shown under the sub-menu's link to the item itself ("All services"). */
    description,
    children: z
      .array(navigationChild)
      .max(NAVIGATION_LIMITS.children, M.tooManyChildren(NAVIGATION_LIMITS.children))
      .optional()
      .meta({ title: "Sub-menu" }),
  })
  .meta({ title: "Header item" });
export type HeaderItem = z.output<typeof headerItem>;

export const footerLink = z.object({ label, href: navigationHref }).meta({ title: "Footer link" });
export type FooterLink = z.output<typeof footerLink>;

export const footerColumn = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, M.titleRequired)
      .max(NAVIGATION_LIMITS.columnTitle, M.titleTooLong(NAVIGATION_LIMITS.columnTitle))
      .meta({ title: "Column title" }),
    links: z
      .array(footerLink)
      .min(1, M.linksRequired)
      .max(NAVIGATION_LIMITS.links, M.tooManyLinks(NAVIGATION_LIMITS.links))
      .meta({ title: "Links" }),
  })
  .meta({ title: "Footer column" });
export type FooterColumn = z.output<typeof footerColumn>;

export const navigation = z
  .object({
    header: z
      .array(headerItem)
      .min(1, M.headerRequired)
      .max(NAVIGATION_LIMITS.headerItems, M.tooManyHeaderItems(NAVIGATION_LIMITS.headerItems))
      .meta({ title: "Header menu" }),
    footer: z
      .array(footerColumn)
      .max(NAVIGATION_LIMITS.footerColumns, M.tooManyColumns(NAVIGATION_LIMITS.footerColumns))
      .meta({ title: "Footer columns" }),
  })
  .meta({ title: "Navigation" });
export type Navigation = z.output<typeof navigation>;
export type NavigationInput = z.input<typeof navigation>;
