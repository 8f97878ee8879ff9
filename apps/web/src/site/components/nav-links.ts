import { NAV } from "@staffing/shared";

/** The header's links (SPEC: Home, Services, About, Blog, Contact), in the order they show. */
export const NAV_LINKS = [
  { href: "/", label: NAV.home },
  { href: "/services", label: NAV.services },
  { href: "/about", label: NAV.about },
  { href: "/blog", label: NAV.blog },
  { href: "/contact", label: NAV.contact },
] as const;

/** Whether a header link is the current page's (SPEC: the link of the current path is highlighted). */
export const isCurrentPath = (href: string, path: string) =>
  href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
