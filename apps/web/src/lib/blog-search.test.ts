import { BLOG_CATEGORIES } from "@staffing/shared";
import { describe, expect, it } from "vitest";
import { blogSearch } from "./blog-search";

describe("blogSearch", () => {
  it("keeps a whole page number from 1 and a known category", () => {
    expect(blogSearch({ page: 2, category: BLOG_CATEGORIES[0] })).toEqual({
      page: 2,
      category: BLOG_CATEGORIES[0],
    });
    expect(blogSearch({ page: "3" })).toEqual({ page: 3 });
  });

  it("reads a page that is not a whole number from 1 as page 1", () => {
    for (const page of [0, -4, 2.5, "two", "", null, Number.POSITIVE_INFINITY]) {
      expect(blogSearch({ page })).toEqual({ page: 1 });
    }
  });

  it("drops an unknown category and anything else in the address", () => {
    expect(blogSearch({ category: "Nope", utm_source: "mail" })).toEqual({});
    expect(blogSearch({})).toEqual({});
  });
});
