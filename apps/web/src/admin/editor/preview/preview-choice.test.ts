import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PREVIEW_CHOICE_KEY, previewShown, readPreviewChoice, writePreviewChoice } from "./preview-choice";

describe("where the live preview shows", () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("beside the form at 1440 px and wider, on demand below, until chosen otherwise", () => {
    expect(previewShown({}, "wide")).toBe(true);
    expect(previewShown({}, "narrow")).toBe(false);
    expect(previewShown({ narrow: true }, "narrow")).toBe(true);
    expect(previewShown({ wide: false }, "wide")).toBe(false);
  });

  it("remembers each width's choice apart, and reads nothing odd from the storage", () => {
    expect(readPreviewChoice()).toEqual({});
    writePreviewChoice({ narrow: true });
    expect(readPreviewChoice()).toEqual({ narrow: true });
    expect(previewShown(readPreviewChoice(), "wide")).toBe(true);
    stored.set(PREVIEW_CHOICE_KEY, '{"wide":"no","narrow":false}');
    expect(readPreviewChoice()).toEqual({ narrow: false });
    stored.set(PREVIEW_CHOICE_KEY, "not json");
    expect(readPreviewChoice()).toEqual({});
  });
});
