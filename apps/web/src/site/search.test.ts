import { BLOG_CATEGORIES } from "@staffing/shared";
import { describe, expect, it } from "vitest";
import { blogSearch, canonicalPageAddress, jobsSearch } from "./search";

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

describe("the jobs list's address", () => {
  const of = (address: string) => canonicalPageAddress(new URL(address, "http://localhost"));

  it("keeps the filters the GET form sends, in one order, leaving out the empty ones and page 1", () => {
    expect(of("/jobs?q=&location=&service=&category=&employmentType=&remote=remote")).toBe(
      "/jobs?remote=remote",
    );
    expect(of("/jobs?remote=hybrid&page=1&q=%20payroll%20&service=temporary&utm_source=x")).toBe(
      "/jobs?q=payroll&service=temporary&remote=hybrid",
    );
    expect(of("/jobs/?page=3&location=Calgary")).toBe("/jobs?location=Calgary&page=3");
  });

  it("drops a filter value that is not the vocabulary's, and a job's own address keeps no query", () => {
    expect(of("/jobs?service=astronaut&employmentType=forever&remote=sometimes&page=x")).toBe("/jobs");
    expect(jobsSearch({ category: "  Accounting ", page: "2" })).toEqual({ category: "Accounting", page: 2 });
    expect(of("/jobs/payroll-accountant?remote=remote")).toBe("/jobs/payroll-accountant");
  });
});
