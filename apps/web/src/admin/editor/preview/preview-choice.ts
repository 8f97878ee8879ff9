// Whether the live preview shows beside the form, as this browser's editor last left it. Below
// 1440 px the form is the canvas and the preview comes on demand; at 1440 px and wider there is room
// for both, so it shows unless hidden. Each width class remembers its own choice: turning the
// preview on for a laptop leaves the wide screen's choice alone.

/** The width from which the preview shows beside the form by default. */
export const PREVIEW_BESIDE_FROM = 1440;

export type WidthClass = "wide" | "narrow";
export type PreviewChoice = Partial<Record<WidthClass, boolean>>;

export const PREVIEW_CHOICE_KEY = "staffing.editor.preview";

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** Whether the preview shows for a width class: the remembered choice, else the class's default. */
export function previewShown(choice: PreviewChoice, width: WidthClass): boolean {
  return choice[width] ?? width === "wide";
}

export function readPreviewChoice(): PreviewChoice {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PREVIEW_CHOICE_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    const choice: PreviewChoice = {};
    for (const width of ["wide", "narrow"] as const) {
      const value = (parsed as Record<string, unknown>)[width];
      if (typeof value === "boolean") choice[width] = value;
    }
    return choice;
  } catch {
    return {};
  }
}

export function writePreviewChoice(choice: PreviewChoice): void {
  try {
    storage()?.setItem(PREVIEW_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // A browser that keeps nothing (private mode, full): the choice lasts until the editor closes.
  }
}
