import { CONTENT_EDITOR } from "@staffing/shared";
import { useBlocker } from "@tanstack/react-router";
import { useState } from "react";
import { useFeedback } from "../lib/feedback";
import type { FieldErrors } from "../lib/form";
import { serverFieldErrors } from "../lib/form";
import type { Checked } from "./content-kinds";
import { useAutosave } from "./useAutosave";

export interface Publishable {
  isPublished: boolean;
  publishedAt: string;
}

/**
 * One page's or post's editing session: the values typed (from the working copy when there is one),
 * the autosave of the working copy, the save that goes live ('Update', 'Publish', 'Unpublish'),
 * 'Discard changes', and the question before leaving with changes not saved yet.
 */
export function useContentEditor<V extends Publishable, I>({
  initial,
  hasDraft,
  check,
  saveDraft,
  goLive,
  discardDraft,
  canWrite,
  texts,
}: {
  initial: () => V;
  hasDraft: boolean;
  check: (values: V) => Checked<I>;
  /** Saves the working copy; answers false when it saved the item itself instead (a new post). */
  saveDraft: (input: I) => Promise<unknown>;
  /** The save that goes live (and clears the working copy). */
  goLive: (input: I) => Promise<unknown>;
  /** Drops the working copy and answers the values visitors see. */
  discardDraft: () => Promise<V>;
  canWrite: boolean;
  texts: { updated: string; updateFailed: string };
}) {
  const feedback = useFeedback();
  const [values, setValues] = useState<V>(initial);
  const [hasWorkingCopy, setHasWorkingCopy] = useState(hasDraft);
  // The form is built anew (the rich-text editors take their text again) when its values are replaced.
  const [generation, setGeneration] = useState(0);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [live, setLive] = useState<"idle" | "pending">("idle");
  const autosave = useAutosave({
    values,
    check,
    save: async (input: I) => {
      if ((await saveDraft(input)) !== false) setHasWorkingCopy(true);
    },
    enabled: canWrite,
  });

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) =>
      current[key as string] ? { ...current, [key as string]: undefined } : current,
    );
  };

  /** Replaces what the form shows (and takes it as saved). */
  const replace = (next: V) => {
    setValues(next);
    autosave.reset(next);
    setServerErrors({});
    setGeneration((count) => count + 1);
  };

  async function publishAs(changes: Partial<Publishable> = {}): Promise<boolean> {
    await autosave.settle();
    const next = { ...values, ...changes };
    const checked = check(next);
    if (checked.errors) {
      autosave.setErrors(checked.errors);
      feedback.failure(new Error(CONTENT_EDITOR.status.invalid), texts.updateFailed);
      return false;
    }
    setLive("pending");
    try {
      await goLive(checked.input);
      // What was typed while it went live stays, and is autosaved in turn.
      setValues((current) => ({ ...current, ...changes }));
      autosave.reset(next, "saved");
      setHasWorkingCopy(false);
      setServerErrors({});
      feedback.success(texts.updated);
      return true;
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      feedback.failure(error, texts.updateFailed);
      return false;
    } finally {
      setLive("idle");
    }
  }

  async function discard() {
    await autosave.settle();
    try {
      const visible = await discardDraft();
      replace(visible);
      setHasWorkingCopy(false);
      feedback.success(CONTENT_EDITOR.discarded);
    } catch (error) {
      feedback.failure(error, CONTENT_EDITOR.discardFailed);
    }
  }

  const blocker = useBlocker({
    // Moving within the editor (a new post getting its address) loses nothing.
    shouldBlockFn: ({ current, next }) => autosave.unsaved && current.routeId !== next.routeId,
    enableBeforeUnload: () => autosave.unsaved,
    withResolver: true,
  });

  return {
    values,
    set,
    replace,
    errors: { ...autosave.errors, ...serverErrors },
    autosave,
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
