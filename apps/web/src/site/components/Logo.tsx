import { mediaImageSize, mediaImageSrcSet } from "@staffing/shared";
import logo from "../art/logo.svg?url";
import logoOnDark from "../art/logo-on-dark.svg?url";
import { useCompanyProfile } from "../company-profile";
import styles from "./Logo.module.css";

/** The site's own logo (for the Organization block when the profile has none of its own). */
export const builtInLogo = logo;

// Drawn at 40 px high (34 px on a phone): an image of the library keeps its own proportions.
const LOGO_HEIGHT = 40;

/**
 * The company's logo, linking home: the profile's image from the media library when it has one,
 * else the site's own drawing (a light version of it on the footer's navy).
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const profile = useCompanyProfile();
  // The header's is the first thing painted; the footer's can wait.
  const loading = tone === "light" ? "lazy" : undefined;
  if (profile.logo) {
    const size = mediaImageSize(profile.logo.src);
    const width = size ? Math.round((size.width * LOGO_HEIGHT) / size.height) : undefined;
    return (
      <a href="/" className={`${styles.logo} ${styles.own}`}>
        <img
          src={profile.logo.src}
          srcSet={mediaImageSrcSet(profile.logo.src)}
          sizes={width ? `${width}px` : undefined}
          alt={profile.logo.alt || profile.name}
          width={width}
          height={LOGO_HEIGHT}
          loading={loading}
        />
      </a>
    );
  }
  return (
    <a href="/" className={styles.logo}>
      <img
        src={tone === "light" ? logoOnDark : logo}
        alt={profile.name}
        width={200}
        height={40}
        loading={loading}
      />
    </a>
  );
}
