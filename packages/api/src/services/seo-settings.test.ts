import { type DatabaseHandle, seoSettings } from "@staffing/db";
import { createTestDatabase } from "@staffing/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mergedSeoSettings } from "./seo-settings";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(seoSettings).values([
    {
      pageType: "global",
      settings: { title: "Site title", description: "Site description", robots: "index" },
    },
    { pageType: "blog", settings: { title: "Blog title", description: "", keywords: "hiring" } },
    { pageType: "contact", settings: {} },
  ]);
});
afterAll(() => database?.close());

describe("the SEO settings a page uses", () => {
  it("are its page type's own over the global ones, an empty value leaving the global one", async () => {
    expect(await mergedSeoSettings(database.db, "blog")).toEqual({
      title: "Blog title",
      description: "Site description",
      robots: "index",
      keywords: "hiring",
    });
  });

  it("are the global ones where its type sets nothing or has no settings at all", async () => {
    const global = { title: "Site title", description: "Site description", robots: "index" };
    expect(await mergedSeoSettings(database.db, "contact")).toEqual(global);
    expect(await mergedSeoSettings(database.db, "about")).toEqual(global);
  });

  it("for the global type are the global ones alone", async () => {
    expect(await mergedSeoSettings(database.db, "global")).toEqual({
      title: "Site title",
      description: "Site description",
      robots: "index",
    });
  });
});
