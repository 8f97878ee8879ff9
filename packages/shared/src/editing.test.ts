import { describe, expect, it } from "vitest";
import { contentPreview, formatTags, htmlToText, parseTags, visibleTags } from "./editing";
import { slugify } from "./slug";

describe("tags typed as comma-separated text", () => {
  it("splits, trims and drops empty entries", () => {
    expect(parseTags(" remote work, hiring ,, ,tips,")).toEqual(["remote work", "hiring", "tips"]);
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" , ")).toEqual([]);
  });
  it("round-trips through the form's text", () => {
    expect(parseTags(formatTags(["a b", "c"]))).toEqual(["a b", "c"]);
  });
});

describe("slug auto-fill from a title", () => {
  it("lower-cases, joins runs of other characters with one hyphen, trims hyphens", () => {
    expect(slugify("  Hello, World! 2024 -- Guide ")).toBe("hello-world-2024-guide");
    expect(slugify("Café & Co")).toBe("caf-co");
    expect(slugify("***")).toBe("");
  });
});

describe("content preview", () => {
  it("keeps short text whole", () => {
    expect(contentPreview("<p>Short &amp; sweet</p>", 150)).toBe("Short & sweet");
  });
  it("cuts at exactly 150 characters of visible text and adds '...'", () => {
    const text = `${"x".repeat(149)}yz`;
    const preview = contentPreview(`<h2>${text.slice(0, 50)}</h2><p>${text.slice(50)}</p>`, 150);
    expect(preview).toBe(`${"x".repeat(50)} ${"x".repeat(99)}...`);
    expect(preview.length).toBe(153);
  });
  it("never shows markup or script text", () => {
    expect(htmlToText('<p>a<script>alert("x")</script>b</p><style>p{}</style>')).toBe("a b");
  });
});

describe("tags on a blog card", () => {
  it("shows up to 5 and counts the rest", () => {
    expect(visibleTags(["a", "b", "c", "d", "e", "f", "g"], 5)).toEqual({
      shown: ["a", "b", "c", "d", "e"],
      hidden: 2,
    });
    expect(visibleTags(["a"], 5)).toEqual({ shown: ["a"], hidden: 0 });
  });
});
