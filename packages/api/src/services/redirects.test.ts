import { describe, expect, it } from "vitest";
import { compileRedirects } from "./redirects";

// The table every instance answers old addresses from: one hop per visitor, whatever the data holds.

describe("the in-memory table", () => {
  it("follows chains to their end and drops one that loops (written outside the API)", () => {
    const table = compileRedirects([
      { id: "1", fromPath: "/a", toUrl: "/b", statusCode: 301 },
      { id: "2", fromPath: "/b", toUrl: "/c", statusCode: 302 },
      { id: "3", fromPath: "/x", toUrl: "/y", statusCode: 301 },
      { id: "4", fromPath: "/y", toUrl: "/x", statusCode: 301 },
    ]);
    expect(table.get("/a")).toEqual({ id: "1", location: "/c", statusCode: 301 });
    expect(table.get("/b")).toEqual({ id: "2", location: "/c", statusCode: 302 });
    expect(table.has("/x")).toBe(false);
    expect(table.has("/y")).toBe(false);
  });

  it("follows a chain through an encoded path, sends non-ASCII encoded, and drops a target no header can carry", () => {
    const table = compileRedirects(
      [
        { id: "1", fromPath: "/jp", toUrl: "/日本" },
        { id: "2", fromPath: "/日本", toUrl: "/tokyo" },
        { id: "3", fromPath: "/broken", toUrl: "/a\u0001b" },
        { id: "4", fromPath: "/to-broken", toUrl: "/broken" },
      ].map((rule) => ({ ...rule, statusCode: 301 })),
    );
    expect(table.get("/jp")?.location).toBe("/tokyo");
    expect(table.has("/broken")).toBe(false);
    expect(table.has("/to-broken")).toBe(false);
  });
});
