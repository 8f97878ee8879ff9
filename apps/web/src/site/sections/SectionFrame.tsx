import type { ReactNode } from "react";
import ui from "../styles/ui.module.css";
import { useSectionPlace } from "./environment";

/**
 * Where a section's content sits: in a tab, in the section's own box (`tabClassName`); on the page,
 * in a band as wide as the page on the muted or the plain surface, the content in the container.
 */
export function SectionFrame({
  surface,
  tabClassName,
  children,
}: {
  surface: "muted" | "plain";
  tabClassName: string | undefined;
  children: ReactNode;
}) {
  const { inTab } = useSectionPlace();
  if (inTab) return <div className={tabClassName}>{children}</div>;
  const content = <div className={ui.container}>{children}</div>;
  return surface === "muted" ? (
    <section className={`${ui.section} ${ui.muted}`}>{content}</section>
  ) : (
    <section className={ui.section} data-surface="plain">
      {content}
    </section>
  );
}
