import { BLOG_PAGE_SIZE, BLOG_TEXTS } from "@staffing/shared";
import { useEffect, useRef, useState } from "react";
import searchIcon from "../art/icons/search.svg?raw";
import { PostCard, type PostSummary } from "../components/PostCard";
import { SvgIcon } from "../components/SvgIcon";
import { blogQuery } from "../search";
import styles from "./BlogSearch.module.css";

export interface BlogSearchProps {
  posts: PostSummary[];
  page: number;
  category?: string | undefined;
  /** A search sent without JavaScript, applied by the server. */
  q?: string | undefined;
}

/**
 * The blog list's posts with the search over them (SPEC: title and excerpt, the current page's posts
 * only), the empty state and the paging. Without JavaScript the search is a form the server answers;
 * with it, the list narrows as the visitor types. Next is off whenever fewer than 10 posts show.
 */
export default function BlogSearch({ posts, page, category, q = "" }: BlogSearchProps) {
  const [query, setQuery] = useState(q);
  const input = useRef<HTMLInputElement>(null);
  // What was typed before the island was ready counts too.
  useEffect(() => {
    if (input.current) setQuery(input.current.value);
  }, []);

  const needle = query.trim().toLowerCase();
  const shown = needle
    ? posts.filter((post) => `${post.title} ${post.excerpt ?? ""}`.toLowerCase().includes(needle))
    : posts;
  const link = (target: number) => `/blog${blogQuery({ category: category as never, page: target })}`;

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark. */}
      <form
        role="search"
        method="get"
        action="/blog"
        className={styles.search}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="blog-search" className="visually-hidden">
          {BLOG_TEXTS.searchLabel}
        </label>
        <SvgIcon svg={searchIcon} className={styles.searchIcon} />
        <input
          ref={input}
          id="blog-search"
          className={styles.input}
          type="search"
          name="q"
          placeholder={BLOG_TEXTS.searchLabel}
          defaultValue={q}
          onInput={(event) => setQuery(event.currentTarget.value)}
        />
        {category ? <input type="hidden" name="category" value={category} /> : null}
        {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
        <button type="submit" className={styles.searchButton}>
          {BLOG_TEXTS.searchButton}
        </button>
      </form>

      {/* Keeps the heading outline whole for screen readers without showing a heading. */}
      <h2 className="visually-hidden">{BLOG_TEXTS.articlesHeading}</h2>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyHeading}>{BLOG_TEXTS.empty}</h2>
          <a
            href="/blog"
            className={styles.clear}
            onClick={(event) => {
              // Only the search to clear: no need to leave the page.
              if (category || !needle || page > 1) return;
              event.preventDefault();
              if (input.current) input.current.value = "";
              setQuery("");
            }}
          >
            {BLOG_TEXTS.clearFilters}
          </a>
        </div>
      ) : (
        <div className={styles.posts}>
          {shown.map((post, index) => (
            <PostCard key={post.slug} post={post} eager={index < 3} priority={index === 0} />
          ))}
        </div>
      )}

      <nav className={styles.pager} aria-label={BLOG_TEXTS.pagination}>
        <PageLink href={page > 1 ? link(page - 1) : null}>{BLOG_TEXTS.previous}</PageLink>
        <p className={styles.pageNumber} aria-live="polite">
          {BLOG_TEXTS.page(page)}
        </p>
        <PageLink href={shown.length < BLOG_PAGE_SIZE ? null : link(page + 1)}>{BLOG_TEXTS.next}</PageLink>
      </nav>
    </>
  );
}

/** Previous or Next: a link, or the same words marked disabled when there is nowhere to go. */
function PageLink({ href, children }: { href: string | null; children: string }) {
  if (href === null) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a link with nowhere to go, announced as disabled.
      <a className={styles.pageButton} aria-disabled="true" role="link">
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={styles.pageButton}>
      {children}
    </a>
  );
}
