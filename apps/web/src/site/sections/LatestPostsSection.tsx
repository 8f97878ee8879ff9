import type { SectionOf } from "@staffing/shared";
import { Icon } from "../components/Icon";
import { PostCard } from "../components/PostCard";
import ui from "../styles/ui.module.css";
import { useHeadingTags, useSectionEnvironment } from "./environment";
import styles from "./LatestPostsSection.module.css";
import { SectionFrame } from "./SectionFrame";

/** The newest blog posts as cards, with a link to the blog. Nothing when there is no post yet. */
export function LatestPostsSection({ section }: { section: SectionOf<"latestPosts"> }) {
  const { posts } = useSectionEnvironment();
  const { Heading, Item } = useHeadingTags(Boolean(section.heading));
  const shown = posts.slice(0, section.count);
  if (shown.length === 0) return null;
  return (
    <SectionFrame surface="plain" tabClassName={styles.inTab}>
      <div className={styles.header}>
        <div>
          {section.eyebrow ? <p className={ui.eyebrow}>{section.eyebrow}</p> : null}
          {section.heading ? <Heading>{section.heading}</Heading> : null}
          {section.intro ? <p className={ui.lead}>{section.intro}</p> : null}
        </div>
        {section.linkLabel ? (
          <a href="/blog" className={ui.textLink}>
            {section.linkLabel}
            <Icon name="arrow-right" />
          </a>
        ) : null}
      </div>
      <div className={ui.grid3}>
        {shown.map((post) => (
          <PostCard key={post.slug} post={post} headingLevel={Item === "h2" ? 2 : 3} />
        ))}
      </div>
    </SectionFrame>
  );
}
