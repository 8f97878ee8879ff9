import { describe, expect, it } from "vitest";
import { matchesSearch, nextSort, pickOne, readListView, sortRows } from "./list-view";

const SORTS = ["title", "updated"] as const;

describe("a list's view read from its address", () => {
  it("keeps a known order and direction and a trimmed search", () => {
    expect(readListView({ q: "  careers ", sort: "updated", dir: "asc" }, SORTS)).toEqual({
      q: "careers",
      sort: "updated",
      dir: "asc",
    });
  });

  it("reads an unknown order, direction or filter as none, so a stale link opens the whole list", () => {
    expect(readListView({ q: "", sort: "price", dir: "up" }, SORTS)).toEqual({});
    expect(pickOne("archived", ["published", "draft"] as const)).toBeUndefined();
    expect(pickOne("draft", ["published", "draft"] as const)).toBe("draft");
  });

  it("takes digits the router read as a number as a search, and cuts a pasted essay", () => {
    expect(readListView({ q: 2024 }, SORTS)).toEqual({ q: "2024" });
    expect(readListView({ q: "x".repeat(500) }, SORTS).q).toHaveLength(200);
  });
});

describe("searching and sorting the rows", () => {
  const rows = [
    { title: "Terms of Service", updated: 3 },
    { title: "about us", updated: 1 },
    { title: "Page 10", updated: 2 },
    { title: "Page 9", updated: 2 },
  ];
  const keys = {
    title: (row: (typeof rows)[number]) => row.title,
    updated: (row: (typeof rows)[number]) => row.updated,
  };

  it("sorts titles as people read them: case aside, numbers by value", () => {
    expect(sortRows(rows, "title", "asc", keys).map((row) => row.title)).toEqual([
      "about us",
      "Page 9",
      "Page 10",
      "Terms of Service",
    ]);
  });

  it("sorts numbers newest first when asked, keeping equal ones in the server's order", () => {
    expect(sortRows(rows, "updated", "desc", keys).map((row) => row.title)).toEqual([
      "Terms of Service",
      "Page 10",
      "Page 9",
      "about us",
    ]);
  });

  it("matches any of an item's texts whatever the case; no search matches all", () => {
    expect(matchesSearch("PRIVACY", ["Privacy Policy", "/privacy"])).toBe(true);
    expect(matchesSearch("/resources/", ["Whitepapers", "/resources/whitepapers"])).toBe(true);
    expect(matchesSearch("careers", ["Privacy Policy", null])).toBe(false);
    expect(matchesSearch(undefined, [])).toBe(true);
  });

  it("turns the same column round, and starts another the way it reads first", () => {
    const first = { title: "asc", updated: "desc" } as const;
    expect(nextSort({ by: "title", direction: "asc" }, "title", first)).toEqual({
      sort: "title",
      dir: "desc",
    });
    expect(nextSort({ by: "title", direction: "asc" }, "updated", first)).toEqual({
      sort: "updated",
      dir: "desc",
    });
  });
});
