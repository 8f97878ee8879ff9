import styles from "./SvgIcon.module.css";

/**
 * One of the site's SVG icons (src/site/art/icons), inline so CSS colours it (`currentColor`) and it
 * costs no request. Islands import the few they need (`?raw`); server-only markup uses <Icon>.
 */
export function SvgIcon({ svg, className }: { svg: string; className?: string | undefined }) {
  return (
    <span
      className={className ? `${styles.icon} ${className}` : styles.icon}
      aria-hidden="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own SVG files.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
