import { LRUCache } from "lru-cache";
import { type ComponentType, createContext, createElement, useContext } from "react";
import { renderToString } from "react-dom/server";
import ApplicationForm from "./ApplicationForm";
import BlogSearch from "./BlogSearch";
import InquiryForm from "./InquiryForm";
import JobAlertForm from "./JobAlertForm";
import MobileNav from "./MobileNav";
import NewsletterForm from "./NewsletterForm";
import type { IslandComponents, IslandLoad, IslandName, IslandProps } from "./registry";
import SectionTabs from "./SectionTabs";
import ShareButtons from "./ShareButtons";
import SiteNav from "./SiteNav";
import Toasts from "./Toasts";

// The server renders an island from its module directly; the browser loads the same module lazily.
const COMPONENTS: IslandComponents = {
  "inquiry-form": InquiryForm,
  "application-form": ApplicationForm,
  "newsletter-form": NewsletterForm,
  "job-alert-form": JobAlertForm,
  "site-nav": SiteNav,
  "mobile-nav": MobileNav,
  "section-tabs": SectionTabs,
  "blog-search": BlogSearch,
  "share-buttons": ShareButtons,
  toasts: Toasts,
};

/**
 * A page's islands: counted, so each has its own prefix for the ids React makes (useId); and whether
 * their HTML may be reused, which it may not on a page rendered for one visitor (a form's outcome
 * carries what they typed).
 */
export const PageIslands = createContext<{ next: number; reuse: boolean }>({ next: 0, reuse: false });

// An island's HTML is a function of its name, prefix and props alone, and most islands are the same on
// every render of every page (the header's menus, the footer's form): rendered once, then reused.
const renderedIslands = new LRUCache<string, string>({ max: 500 });

/**
 * An island in a server-rendered page: its component rendered in place, its props beside it, and a
 * mark that tells the browser's loader (boot.ts) what to hydrate. The island is rendered as a React
 * root of its own, exactly as the browser will hydrate it, so the ids React generates match.
 */
export function Island<Name extends IslandName>({
  name,
  props,
  load = "interaction",
}: {
  name: Name;
  props: IslandProps<Name>;
  load?: IslandLoad;
}) {
  const page = useContext(PageIslands);
  const prefix = `${name}-${page.next++}-`;
  // (TypeScript cannot follow `name` from COMPONENTS' key to its props: the signature above does.)
  const component = COMPONENTS[name] as ComponentType<object>;
  const json = JSON.stringify(props);
  const key = `${prefix} ${json}`;
  let html = page.reuse ? renderedIslands.get(key) : undefined;
  if (html === undefined) {
    html = renderToString(createElement(component, props as object), { identifierPrefix: prefix });
    if (page.reuse) renderedIslands.set(key, html);
  }
  return (
    <div
      data-island={name}
      data-load={load}
      data-prefix={prefix}
      data-props={json}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
