import { BLOG_PAGE_SIZE, BLOG_TEXTS, type BlogCategory } from "@staffing/shared";
import { useEffect, useRef, useState } from "react";
import searchIcon from "../art/icons/search.svg?raw";
import { PostCard, type PostSummary, toPostSummary } from "../components/PostCard";
import { SvgIcon } from "../components/SvgIcon";
import { blogQuery } from "../search";
import { api } from "./api";
import styles from "./BlogSearch.module.css";

export interface BlogSearchProps {
  posts: PostSummary[];
  page: number;
  category?: BlogCategory | undefined;
  /** The search the page was rendered for (its posts are already the server's answer to it). */
  q?: string | undefined;
}

/** How long typing may pause before the list is asked for again. */
const TYPING_PAUSE_MS = 250;

/**
 * The blog list's posts with the search over every published post (title, excerpt, body, tags; a
 * word may be the start of one), the empty state and the paging. Without JavaScript the search is a
 * GET form the server answers; with it, the list follows as the visitor types, through the same
 * procedure the server rendered it with, and the address follows too. Next is off whenever fewer
 * than 10 posts show.
 */
export default function BlogSearch({ category, ...rendered }: BlogSearchProps) {
  const [posts, setPosts] = useState(rendered.posts);
  const [page, setPage] = useState(rendered.page);
  const [searched, setSearched] = useState(rendered.q ?? "");
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({});

  /** Asks for the first page of what is typed now; an older question still open is dropped. */
  function search(text: string, delay: number) {
    const q = text.trim();
    clearTimeout(pending.current.timer);
    pending.current.timer = setTimeout(async () => {
      pending.current.request?.abort();
      const request = new AbortController();
      pending.current.request = request;
      try {
        const found = await api.blog.list.query(
          { page: 1, limit: BLOG_PAGE_SIZE, category, ...(q ? { q } : {}) },
          { signal: request.signal },
        );
        setPosts(found.map(toPostSummary));
        setPage(1);
        setSearched(q);
        window.history.replaceState(null, "", `/blog${blogQuery({ category, q })}`);
      } catch {
        // Dropped for a newer search, or the server could not answer: the list shown stays.
      }
    }, delay);
  }

  // What was typed before the island was ready counts too (once, on hydration).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, against the rendered props.
  useEffect(() => {
    const typed = input.current?.value.trim() ?? "";
    if (typed !== (rendered.q ?? "")) search(typed, 0);
    return () => {
      clearTimeout(pending.current.timer);
      pending.current.request?.abort();
    };
  }, []);

  const link = (target: number) => `/blog${blogQuery({ category, page: target, q: searched })}`;

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark. */}
      <form
        role="search"
        method="get"
        action="/blog"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          search(input.current?.value ?? "", 0);
        }}
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
          defaultValue={rendered.q}
          onInput={(event) => search(event.currentTarget.value, TYPING_PAUSE_MS)}
        />
        {/* A new search starts at page 1, within the category shown. */}
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <button type="submit" className={styles.searchButton}>
          {BLOG_TEXTS.searchButton}
        </button>
      </form>

      {/* Keeps the heading outline whole for screen readers without showing a heading. */}
      <h2 className="visually-hidden">{BLOG_TEXTS.articlesHeading}</h2>
      {posts.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyHeading}>{BLOG_TEXTS.empty}</h2>
          <a href="/blog" className={styles.clear}>
            {BLOG_TEXTS.clearFilters}
          </a>
        </div>
      ) : (
        <div className={styles.posts}>
          {posts.map((post, index) => (
            <PostCard key={post.slug} post={post} eager={index < 3} priority={index === 0} />
          ))}
        </div>
      )}

      <nav className={styles.pager} aria-label={BLOG_TEXTS.pagination}>
        <PageLink href={page > 1 ? link(page - 1) : null}>{BLOG_TEXTS.previous}</PageLink>
        <p className={styles.pageNumber} aria-live="polite">
          {BLOG_TEXTS.page(page)}
        </p>
        <PageLink href={posts.length < BLOG_PAGE_SIZE ? null : link(page + 1)}>{BLOG_TEXTS.next}</PageLink>
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
