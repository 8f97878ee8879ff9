import { describe, expect, it } from "vitest";
import { PAGE_SLUG_PATTERN, SLUG_PATTERN, slugify } from "./slug";

describe("slugify", () => {
  it("lower-cases and joins words with one hyphen", () => {
    expect(slugify("Remote Work: 5 Tips & Tricks!")).toBe("remote-work-5-tips-tricks");
  });
  it("drops leading and trailing separators", () => {
    expect(slugify("  --Hello, World--  ")).toBe("hello-world");
  });
  it("replaces characters outside a-z0-9, accents included", () => {
    expect(slugify("Café Über")).toBe("caf-ber");
  });
  it("produces slugs the slug pattern accepts", () => {
    expect(SLUG_PATTERN.test(slugify("The Future of Staffing in 2026"))).toBe(true);
  });
});

describe("slug patterns", () => {
  it("refuses upper case, spaces and double hyphens", () => {
    for (const bad of ["Hello", "a b", "a--b", "-a", "a-", ""]) expect(SLUG_PATTERN.test(bad)).toBe(false);
  });
  it("accepts multi-segment page slugs but not empty segments", () => {
    expect(PAGE_SLUG_PATTERN.test("resources/case-studies")).toBe(true);
    expect(PAGE_SLUG_PATTERN.test("resources//x")).toBe(false);
    expect(PAGE_SLUG_PATTERN.test("/faq")).toBe(false);
  });
});
