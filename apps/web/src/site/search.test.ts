import { BLOG_CATEGORIES } from "@staffing/shared";
import { describe, expect, it } from "vitest";
import { blogSearch, canonicalPageAddress } from "./search";

describe("blogSearch", () => {
  it("keeps a whole page number from 1, a known category and a search", () => {
    expect(blogSearch({ page: 2, category: BLOG_CATEGORIES[0], q: " remote " })).toEqual({
      page: 2,
      category: BLOG_CATEGORIES[0],
      q: "remote",
    });
    expect(blogSearch({ page: "3" })).toEqual({ page: 3 });
  });

  it("reads a page that is not a whole number from 1 as page 1", () => {
    for (const page of [0, -4, 2.5, "two", "", null, Number.POSITIVE_INFINITY]) {
      expect(blogSearch({ page })).toEqual({ page: 1 });
    }
  });

  it("drops an unknown category, an empty search and anything else in the address", () => {
    expect(blogSearch({ category: "Nope", utm_source: "mail", q: "  " })).toEqual({});
    expect(blogSearch({})).toEqual({});
  });
});

describe("canonicalPageAddress", () => {
  const of = (address: string) => canonicalPageAddress(new URL(address, "http://localhost"));

  it("drops what a page does not read, so a cache buster makes no new page", () => {
    expect(of("/blog?cb=91823")).toBe("/blog");
    expect(of("/?utm_source=mail&fbclid=x")).toBe("/");
    expect(of("/blog/some-post?ref=twitter")).toBe("/blog/some-post");
  });

  it("puts the blog's parameters in one order and leaves out page 1", () => {
    expect(of("/blog?page=2&category=Technology")).toBe("/blog?category=Technology&page=2");
    expect(of("/blog?category=Technology&page=2")).toBe("/blog?category=Technology&page=2");
    expect(of("/blog?page=1")).toBe("/blog");
    expect(of("/blog?category=nope")).toBe("/blog");
  });

  it("treats a trailing slash as the same page", () => {
    expect(of("/about/")).toBe("/about");
    expect(of("/blog/?page=3")).toBe("/blog?page=3");
    expect(of("/")).toBe("/");
  });
});
