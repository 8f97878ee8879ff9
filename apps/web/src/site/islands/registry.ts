import type { ComponentProps, ComponentType } from "react";

/**
 * Every island of the public site: the interactive parts, each one component with one job, its props
 * plain JSON. The browser fetches an island's code only when the visitor comes to it (boot.ts); the
 * rest of a page is HTML and CSS. To add one: write the component in this folder (a default export),
 * name it here, and render it with <Island name="..." props={...} /> (Island.tsx).
 */
export const ISLANDS = {
  "inquiry-form": () => import("./InquiryForm"),
  "application-form": () => import("./ApplicationForm"),
  "newsletter-form": () => import("./NewsletterForm"),
  "job-alert-form": () => import("./JobAlertForm"),
  "site-nav": () => import("./SiteNav"),
  "mobile-nav": () => import("./MobileNav"),
  "section-tabs": () => import("./SectionTabs"),
  "blog-search": () => import("./BlogSearch"),
  "share-buttons": () => import("./ShareButtons"),
  toasts: () => import("./Toasts"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof ISLANDS;

/** Each island's component, as its module exports it. */
export type IslandComponents = {
  [Name in IslandName]: Awaited<ReturnType<(typeof ISLANDS)[Name]>>["default"];
};

/** The props an island takes, as its component declares them. */
export type IslandProps<Name extends IslandName> = ComponentProps<IslandComponents[Name]>;

/**
 * When an island's code is fetched: at the visitor's first interaction with it (hover, focus, touch),
 * or as soon as it scrolls into view. Until then it is the server's HTML, which works on its own:
 * forms post, links go.
 */
export type IslandLoad = "interaction" | "visible";
