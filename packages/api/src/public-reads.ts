import { LRUCache } from "lru-cache";

/**
 * What the public reads (published posts and pages, the company profile, SEO) answered, kept until
 * the content version moves: every change to what visitors see moves it, on every instance
 * (@staffing/db's `followContentVersion`), and so does a scheduled publication coming due. A read asked
 * again at the same version is answered without the database; its output is validated all the same.
 */
export interface PublicReads {
  /** The answer to `key` at the current content version: the one kept, or `load`'s, then kept. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** Every read from the database (tests, and PAGE_CACHE=off). */
export const UNKEPT_PUBLIC_READS: PublicReads = { read: (_key, load) => load() };

// Enough for every list page, post and page of a site this size; the least used go first beyond it.
const KEPT_READS = 500;

/** Keeps answers per `version()` (the content version as this instance knows it). */
export function publicReadsPerVersion(version: () => number): PublicReads {
  const kept = new LRUCache<string, { version: number; answer: Promise<unknown> }>({ max: KEPT_READS });
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      // The version before the read: an answer loaded while a change lands is kept under the older
      // version, which the change has already left behind.
      const at = version();
      const entry = kept.get(key);
      if (entry?.version === at) return entry.answer as Promise<T>;
      // Requests arriving together share one load.
      const answer = load();
      kept.set(key, { version: at, answer });
      // A refusal or an outage is not kept: the next request asks the database again.
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
      return answer;
    },
  };
}
