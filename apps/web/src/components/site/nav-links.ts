import { NAV } from "@staffing/shared";

/** The header's own screens, in the order SPEC lists them (Services is a dropdown of its own). */
export const NAV_LINKS = [
  { label: NAV.home, to: "/" },
  { label: NAV.about, to: "/about" },
  { label: NAV.blog, to: "/blog" },
  { label: NAV.contact, to: "/contact" },
] as const;
