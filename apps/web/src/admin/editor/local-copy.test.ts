import { describe, expect, it } from "vitest";
import { chooseStart } from "./local-copy";

// What the editor opens with after a reload, a closed tab or a lost connection: the newer of the
// server's copy and this browser's, never a colleague's change silently written over.

const server = { values: { title: "On the server" }, version: 4, savedAt: 1_000 };

describe("the copy the editor opens with", () => {
  it("is the server's when this browser keeps nothing, or the same values", () => {
    expect(chooseStart(server, null)).toEqual({ values: server.values, baseVersion: 4, restored: false });
    const same = { values: { title: "On the server" }, baseVersion: 3, typedAt: 5_000 };
    expect(chooseStart(server, same)).toEqual({ values: server.values, baseVersion: 4, restored: false });
  });

  it("is this browser's when it was typed on the version the server still holds (it never got there)", () => {
    const typed = { values: { title: "Typed offline" }, baseVersion: 4, typedAt: 500 };
    expect(chooseStart(server, typed)).toEqual({ values: typed.values, baseVersion: 4, restored: true });
  });

  it("is this browser's when typed after someone else's save, on its old version (its save asks first)", () => {
    const typed = { values: { title: "Typed later" }, baseVersion: 2, typedAt: 2_000 };
    expect(chooseStart(server, typed)).toEqual({ values: typed.values, baseVersion: 2, restored: true });
  });

  it("is the server's when it was saved after this browser's copy was typed", () => {
    const typed = { values: { title: "Typed before" }, baseVersion: 2, typedAt: 900 };
    expect(chooseStart(server, typed)).toEqual({ values: server.values, baseVersion: 4, restored: false });
  });

  it("is this browser's for a new post the server has nothing of yet", () => {
    const typed = { values: { title: "" }, baseVersion: 0, typedAt: 10 };
    const nothing = { values: { title: "x" }, version: 0, savedAt: null };
    expect(chooseStart(nothing, typed)).toEqual({ values: typed.values, baseVersion: 0, restored: true });
  });
});
