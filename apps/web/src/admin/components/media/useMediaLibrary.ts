import { MEDIA_PAGE_SIZE } from "@staffing/shared";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTRPC } from "../../lib/trpc";

const SEARCH_PAUSE_MS = 300;

/** The library as the screen and the picker read it: searched on the server, a page at a time. */
export function useMediaLibrary() {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  // The server is asked once typing pauses, not once per key.
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useInfiniteQuery(
    trpc.media.list.infiniteQueryOptions(
      { q: q || undefined, limit: MEDIA_PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData },
    ),
  );
  return {
    search,
    setSearch,
    searching: q !== "",
    list,
    items: list.data?.pages.flatMap((page) => page.items),
  };
}
