import * as Tooltip from "@radix-ui/react-tooltip";
import { BLOG_TEXTS, SHARE_WINDOW, TOOLTIP_TIMING } from "@staffing/shared";
import facebookIcon from "../art/icons/facebook.svg?raw";
import linkIcon from "../art/icons/link.svg?raw";
import linkedinIcon from "../art/icons/linkedin.svg?raw";
import xIcon from "../art/icons/x-twitter.svg?raw";
import { SvgIcon } from "../components/SvgIcon";
import styles from "./ShareButtons.module.css";
import { showToast } from "./toast-bus";

const TARGETS = [
  {
    name: "Facebook",
    icon: facebookIcon,
    url: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${link}`,
  },
  {
    name: "Twitter",
    icon: xIcon,
    url: (link: string, text: string) => `https://twitter.com/intent/tweet?url=${link}&text=${text}`,
  },
  {
    name: "LinkedIn",
    icon: linkedinIcon,
    url: (link: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
  },
] as const;

// The islands' loader opens these links in the window (popup-links.ts), before this island runs too.
const POPUP_SIZE = `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height}`;

/**
 * SPEC: Facebook, Twitter and LinkedIn in a 600x400 window, and copy link. The three are links to the
 * network's share page, marked for the islands' loader to open in the small window at every click
 * (the first one included, which comes before this island's code); the island copies the link. Each button's name shows as a tooltip (SPEC: 700 ms, 300 ms skip delay).
 */
export default function ShareButtons({ url, title }: { url: string; title: string }) {
  const link = encodeURIComponent(url);
  return (
    <Tooltip.Provider
      delayDuration={TOOLTIP_TIMING.openDelayMs}
      skipDelayDuration={TOOLTIP_TIMING.skipDelayMs}
    >
      <div className={styles.share}>
        <span className={styles.label}>{BLOG_TEXTS.share}</span>
        {TARGETS.map((target) => (
          <Hint key={target.name} text={`${BLOG_TEXTS.shareOn} ${target.name}`}>
            <a
              href={target.url(link, encodeURIComponent(title))}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.button}
              aria-label={`${BLOG_TEXTS.shareOn} ${target.name}`}
              data-popup={POPUP_SIZE}
            >
              <SvgIcon svg={target.icon} />
            </a>
          </Hint>
        ))}
        <Hint text={BLOG_TEXTS.copyLink}>
          <button
            type="button"
            className={styles.button}
            aria-label={BLOG_TEXTS.copyLink}
            data-replay
            onClick={async () => {
              await navigator.clipboard.writeText(url);
              showToast({ tone: "success", title: BLOG_TEXTS.linkCopied });
            }}
          >
            <SvgIcon svg={linkIcon} />
          </button>
        </Hint>
      </div>
    </Tooltip.Provider>
  );
}

function Hint({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className={styles.tooltip} sideOffset={6}>
          {text}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
