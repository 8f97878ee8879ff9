import { type ComponentType, createContext, createElement, useContext } from "react";
import { renderToString } from "react-dom/server";
import BlogSearch from "./BlogSearch";
import InquiryForm from "./InquiryForm";
import MobileNav from "./MobileNav";
import NewsletterForm from "./NewsletterForm";
import type { IslandComponents, IslandLoad, IslandName, IslandProps } from "./registry";
import ServicesTabs from "./ServicesTabs";
import ShareButtons from "./ShareButtons";
import SiteNav from "./SiteNav";
import Toasts from "./Toasts";

// The server renders an island from its module directly; the browser loads the same module lazily.
const COMPONENTS: IslandComponents = {
  "inquiry-form": InquiryForm,
  "newsletter-form": NewsletterForm,
  "site-nav": SiteNav,
  "mobile-nav": MobileNav,
  "services-tabs": ServicesTabs,
  "blog-search": BlogSearch,
  "share-buttons": ShareButtons,
  toasts: Toasts,
};

/** Counts a page's islands, so each has its own prefix for the ids React makes (useId). */
export const IslandCounter = createContext<{ next: number }>({ next: 0 });

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
  const counter = useContext(IslandCounter);
  const prefix = `${name}-${counter.next++}-`;
  // (TypeScript cannot follow `name` from COMPONENTS' key to its props: the signature above does.)
  const component = COMPONENTS[name] as ComponentType<object>;
  const html = renderToString(createElement(component, props as object), { identifierPrefix: prefix });
  return (
    <div
      data-island={name}
      data-load={load}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
