/** Whether a header link is the current page's (SPEC: the link of the current path is highlighted). */
export const isCurrentPath = (href: string, path: string) =>
  href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
