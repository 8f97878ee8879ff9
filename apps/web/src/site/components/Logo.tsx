import { COMPANY } from "@staffing/shared";
import logo from "../art/logo.svg?url";
import logoOnDark from "../art/logo-on-dark.svg?url";
import styles from "./Logo.module.css";

/** The company's logo, linking home; a light version on the footer's navy. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <a href="/" className={styles.logo}>
      <img
        src={tone === "light" ? logoOnDark : logo}
        alt={COMPANY.name}
        width={200}
        height={40}
        // The header's is the first thing painted; the footer's can wait.
        loading={tone === "light" ? "lazy" : undefined}
      />
    </a>
  );
}
