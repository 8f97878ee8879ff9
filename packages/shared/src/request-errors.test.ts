import { describe, expect, it } from "vitest";
import { fieldName, findNulCharacter } from "./request-errors";

describe("findNulCharacter", () => {
  it("names the field whose text holds a NUL character, however deep", () => {
    expect(findNulCharacter({ name: "A\u0000B", email: "a@example.com" })).toEqual(["name"]);
    expect(fieldName(findNulCharacter({ items: [{ title: "ok" }, { title: "\u0000" }] }) ?? [])).toBe(
      "items.1.title",
    );
    expect(findNulCharacter({ "bad\u0000key": 1 })).toEqual(["bad\\u0000key"]);
    expect(fieldName(findNulCharacter("\u0000") ?? ["none"])).toBe("input");
  });

  it("finds none in clean input, and survives nesting deeper than the call stack", () => {
    expect(findNulCharacter({ name: "Ada", tags: ["a", 1, null, true], nested: { x: "y" } })).toBeNull();
    const depth = 200_000;
    const deep = JSON.parse(`${"[".repeat(depth)}"\u0000"${"]".repeat(depth)}`.replace("\u0000", "\\u0000"));
    expect(findNulCharacter(deep)).toHaveLength(depth);
  });
});
