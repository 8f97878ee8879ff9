import { CONTENT_EDITOR } from "@staffing/shared";
import { useBlocker } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useFeedback } from "../lib/feedback";
import type { FieldErrors } from "../lib/form";
import { serverFieldErrors } from "../lib/form";
import type { Checked } from "./content-kinds";
import { type AutosaveResult, type ChangedSince, changedSinceOf, useAutosave } from "./useAutosave";

export interface Publishable {
  isPublished: boolean;
  publishedAt: string;
}

/** What the editor opens with (chooseStart): the values, their version, and what the server holds. */
export interface EditorStart<V> {
  values: V;
  version: number;
  /** What the server holds, when `values` were restored from this browser and differ from it. */
  saved?: V | undefined;
  restored: boolean;
}

/**
 * Focuses the first field marked wrong, the form's before the settings', scrolled into view: a
 * section's field too (a section with a field to fix opens by itself).
 */
function focusFirstMarkedField() {
  const marked =
    document.querySelector<HTMLElement>('#admin-main [aria-invalid="true"]') ??
    document.querySelector<HTMLElement>('aside [aria-invalid="true"]');
  if (!marked) return;
  marked.scrollIntoView({ block: "center" });
  marked.focus({ preventScroll: true });
}

/**
 * One page's or post's editing session: the values typed (from the working copy, or this browser's
 * newer copy), the autosave of the working copy whatever it holds, the save that goes live
 * ('Update', 'Publish', 'Unpublish', which checks every field and takes the focus to the first to
 * fix), 'Discard changes', and what to do when someone else saved the item since.
 */
export function useContentEditor<V extends Publishable, I>({
  start,
  hasDraft,
  check,
  saveDraft,
  goLive,
  discardDraft,
  reload,
  storageKey,
  canWrite,
  texts,
}: {
  start: () => EditorStart<V>;
  hasDraft: boolean;
  check: (values: V) => Checked<I>;
  /** Saves the working copy on `baseVersion`; "local" when it could only be kept in this browser. */
  saveDraft: (values: V, baseVersion: number) => Promise<AutosaveResult>;
  /** The save that goes live (and clears the working copy), on `baseVersion`. */
  goLive: (input: I, baseVersion: number) => Promise<{ version: number }>;
  /** Drops the working copy and answers the values visitors see. */
  discardDraft: () => Promise<{ values: V; version: number }>;
  /** The item as the server holds it now (its working copy, else its live fields), with its version. */
  reload: () => Promise<{ values: V; version: number }>;
  storageKey: string;
  canWrite: boolean;
  texts: { updated: string; updateFailed: string };
}) {
  const feedback = useFeedback();
  const [opened] = useState(start);
  const [values, setValues] = useState<V>(opened.values);
  const [restored, setRestored] = useState(opened.restored);
  const [hasWorkingCopy, setHasWorkingCopy] = useState(hasDraft);
  // The form is built anew (the rich-text editors take their text again) when its values are replaced.
  const [generation, setGeneration] = useState(0);
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [focusRequests, setFocusRequests] = useState(0);
  const [liveConflict, setLiveConflict] = useState<ChangedSince | null>(null);
  const [live, setLive] = useState<"idle" | "pending">("idle");
  const autosave = useAutosave({
    values,
    save: async (next: V, baseVersion: number) => {
      const result = await saveDraft(next, baseVersion);
      if (result !== "local") setHasWorkingCopy(true);
      return result;
    },
    enabled: canWrite,
    storageKey,
    version: opened.version,
    saved: opened.saved,
  });

  useEffect(() => {
    if (focusRequests > 0) requestAnimationFrame(focusFirstMarkedField);
  }, [focusRequests]);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const clear = (current: FieldErrors) =>
      current[key as string] ? { ...current, [key as string]: undefined } : current;
    setCheckErrors(clear);
    setServerErrors(clear);
  };

  /** Replaces what the form shows (and takes it as saved at `version`). */
  const replace = (next: V, version: number) => {
    setValues(next);
    autosave.reset(next, version);
    setCheckErrors({});
    setServerErrors({});
    setLiveConflict(null);
    setRestored(false);
    setGeneration((count) => count + 1);
  };

  /** Marks the fields to fix, says how many, and takes the focus to the first. */
  function showErrors(errors: FieldErrors, fromServer: boolean) {
    (fromServer ? setServerErrors : setCheckErrors)(errors);
    const count = Object.values(errors).filter(Boolean).length;
    feedback.failure(new Error(CONTENT_EDITOR.fieldsNeedAttention(count)), texts.updateFailed);
    setFocusRequests((requests) => requests + 1);
  }

  async function publishAs(changes: Partial<Publishable> = {}): Promise<boolean> {
    await autosave.settle();
    const next = { ...values, ...changes };
    const checked = check(next);
    if (checked.errors) {
      showErrors(checked.errors, false);
      return false;
    }
    setCheckErrors({});
    setLive("pending");
    try {
      const { version } = await goLive(checked.input, autosave.version());
      // What was typed while it went live stays, and is autosaved in turn.
      setValues((current) => ({ ...current, ...changes }));
      autosave.reset(next, version, "saved");
      setHasWorkingCopy(false);
      setServerErrors({});
      feedback.success(texts.updated);
      return true;
    } catch (error) {
      const changed = changedSinceOf(error);
      if (changed) {
        setLiveConflict(changed);
        return false;
      }
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) showErrors(fields, true);
      else feedback.failure(error, texts.updateFailed);
      return false;
    } finally {
      setLive("idle");
    }
  }

  async function discard() {
    await autosave.settle();
    try {
      const visible = await discardDraft();
      replace(visible.values, visible.version);
      setHasWorkingCopy(false);
      feedback.success(CONTENT_EDITOR.discarded);
    } catch (error) {
      feedback.failure(error, CONTENT_EDITOR.discardFailed);
    }
  }

  /** Someone else saved since: show their version, or save this one over it. */
  async function resolveConflict(choice: "theirs" | "mine") {
    try {
      const current = await reload();
      if (choice === "theirs") {
        replace(current.values, current.version);
        setHasWorkingCopy(true);
        return;
      }
      setLiveConflict(null);
      autosave.rebase(current.version);
      await autosave.flush();
    } catch (error) {
      feedback.failure(error, CONTENT_EDITOR.saveFailed);
    }
  }

  const blocker = useBlocker({
    // Moving within the editor (a new post getting its address) loses nothing. Closing the tab or
    // reloading loses nothing either while this browser keeps the changes (brought back on reopening).
    shouldBlockFn: ({ current, next }) => autosave.unsaved && current.routeId !== next.routeId,
    enableBeforeUnload: () => autosave.atRisk,
    withResolver: true,
  });

  return {
    values,
    set,
    replace,
    errors: { ...checkErrors, ...serverErrors },
    autosave,
    conflict: autosave.conflict ?? liveConflict,
    resolveConflict,
    restored,
    dismissRestored: () => setRestored(false),
    hasWorkingCopy,
    generation,
    pending: live === "pending",
    update: () => publishAs(),
    publish: () => publishAs({ isPublished: true }),
    unpublish: () => publishAs({ isPublished: false }),
    discard,
    blocker,
  };
}

/** One editing session, as `useContentEditor` answers it. */
export type ContentEditor<V extends Publishable, I> = ReturnType<typeof useContentEditor<V, I>>;
