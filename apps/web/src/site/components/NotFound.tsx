import { NOT_FOUND } from "@staffing/shared";
import { useRouteContext, useRouterState } from "@tanstack/react-router";
import { HeadTags, seoHead } from "../seo";
import ui from "../styles/ui.module.css";
import styles from "./NotFound.module.css";

/** SPEC: any other path reads '404 Page Not Found' (status 404), with the head every public page has. */
export function NotFound({
  title = NOT_FOUND.title,
  text = NOT_FOUND.text,
  action = { href: "/", label: NOT_FOUND.home },
  code = "404",
}: {
  title?: string;
  text?: string;
  action?: { href: string; label: string };
  /** The status the big figure shows: 404, or 410 for what was removed for good. */
  code?: "404" | "410";
}) {
  const { siteUrl } = useRouteContext({ from: "__root__" });
  const path = useRouterState({ select: (state) => state.location.pathname });
  const head = seoHead(siteUrl, {
    path,
    settings: { robots: "noindex, follow" },
    page: { title, description: text },
  });
  return (
    <section className={`${ui.container} ${styles.notFound}`}>
      <HeadTags head={head} />
      {/* The big figure only where the title does not say it already ("404 Page Not Found"). */}
      {title.includes(code) ? null : (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1>{title}</h1>
      <p className={ui.lead}>{text}</p>
      <a href={action.href} className={ui.primary}>
        {action.label}
      </a>
    </section>
  );
}
