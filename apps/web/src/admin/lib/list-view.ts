import { useEffect, useRef, useState } from "react";

/**
 * What a list shows, kept in the URL so a reload or a shared link opens the same view: the search
 * text, the column it is sorted by and which way, and the screen's own filters. Read by hand rather
 * than with zod, as the inquiries' filters are: route options load with the router, and zod here
 * would ship in every public page's script.
 */
export type SortDirection = "asc" | "desc";
export interface ListView<S extends string> {
  q?: string;
  sort?: S;
  dir?: SortDirection;
}

// The longest search a list keeps in its address; a longer paste is cut, not refused.
const SEARCH_MAX_LENGTH = 200;

/** One of `values`, or nothing for a missing or unknown value (a stale bookmark opens the whole list). */
export function pickOne<V extends string>(value: unknown, values: readonly V[]): V | undefined {
  return values.find((known) => known === value);
}

/** The URL's `q`, `sort` and `dir`; the router reads `?q=2024` as a number, still a search. */
export function readListView<S extends string>(
  search: Record<string, unknown>,
  sorts: readonly S[],
): ListView<S> {
  const view: ListView<S> = {};
  const raw = typeof search.q === "number" ? String(search.q) : search.q;
  const q = typeof raw === "string" ? raw.trim().slice(0, SEARCH_MAX_LENGTH) : "";
  if (q) view.q = q;
  const sort = pickOne(search.sort, sorts);
  if (sort) view.sort = sort;
  const dir = pickOne(search.dir, ["asc", "desc"] as const);
  if (dir) view.dir = dir;
  return view;
}

/** Whether any of an item's texts holds the search, ignoring case; no search matches everything. */
export function matchesSearch(q: string | undefined, texts: readonly (string | null | undefined)[]): boolean {
  const term = q?.trim().toLocaleLowerCase();
  return !term || texts.some((text) => text?.toLocaleLowerCase().includes(term));
}

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/** The rows in the chosen order; equal keys keep the server's order (the sort is stable). */
export function sortRows<T, S extends string>(
  rows: readonly T[],
  by: S,
  direction: SortDirection,
  keys: Record<S, (item: T) => string | number>,
): T[] {
  const key = keys[by];
  const sign = direction === "asc" ? 1 : -1;
  return rows.toSorted((a, b) => {
    const left = key(a);
    const right = key(b);
    const order =
      typeof left === "number" && typeof right === "number"
        ? left - right
        : collator.compare(String(left), String(right));
    return sign * order;
  });
}

/**
 * The order after a click on a column's header: the same column turns round; another starts the way
 * people read it first (names A to Z, dates newest first).
 */
export function nextSort<S extends string>(
  current: { by: S; direction: SortDirection },
  by: S,
  firstDirection: Record<S, SortDirection>,
): { sort: S; dir: SortDirection } {
  if (current.by === by) return { sort: by, dir: current.direction === "asc" ? "desc" : "asc" };
  return { sort: by, dir: firstDirection[by] };
}

/**
 * The search box's text, written to the URL once typing pauses (so the box never loses a key or its
 * caret to a navigation); going back or forward in history puts the URL's text back in the box.
 */
export function useSearchText(
  q: string | undefined,
  write: (q: string | undefined) => void,
  pauseMs = 200,
): [string, (text: string) => void] {
  const [text, setText] = useState(q ?? "");
  const written = useRef(q ?? "");
  const writeRef = useRef(write);
  writeRef.current = write;

  useEffect(() => {
    if ((q ?? "") === written.current) return;
    written.current = q ?? "";
    setText(q ?? "");
  }, [q]);

  useEffect(() => {
    const next = text.trim();
    if (next === written.current) return;
    const timer = setTimeout(() => {
      written.current = next;
      writeRef.current(next || undefined);
    }, pauseMs);
    return () => clearTimeout(timer);
  }, [text, pauseMs]);

  return [text, setText];
}
