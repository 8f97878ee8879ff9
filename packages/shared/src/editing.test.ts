import { describe, expect, it } from "vitest";
import { formatTags, htmlToText, parseTags } from "./editing";
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

describe("the visible text of stored HTML", () => {
  it("decodes entities and never shows markup or script text", () => {
    expect(htmlToText("<p>Short &amp; sweet</p>")).toBe("Short & sweet");
    expect(htmlToText('<p>a<script>alert("x")</script>b</p><style>p{}</style>')).toBe("a b");
  });
});
