import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FieldErrors } from "../lib/form";
import type { Checked } from "./content-kinds";

/** How long typing pauses before the working copy is saved (the issue asks for 3 s at most). */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * - `idle`: nothing typed since the editor opened or since the last save that went live;
 * - `pending`: typed, waiting for a pause; `saving`: on its way;
 * - `saved`: the working copy holds everything typed;
 * - `invalid`: a field needs fixing first (nothing was sent); `failed`: the server refused or was away.
 */
export type AutosavePhase = "idle" | "pending" | "saving" | "saved" | "invalid" | "failed";

/**
 * Saves the editor's values as the item's working copy once typing pauses: checked with the API's
 * schema first, one save at a time, the latest values always last. `settle` waits until nothing is
 * on its way (a save that goes live must come after every autosave, or an autosave would bring the
 * working copy back); `reset` takes values as saved (after 'Update', 'Discard changes', a restore).
 */
export function useAutosave<V, I>({
  values,
  check,
  save,
  enabled,
}: {
  values: V;
  check: (values: V) => Checked<I>;
  save: (input: I) => Promise<unknown>;
  enabled: boolean;
}) {
  const json = useMemo(() => JSON.stringify(values), [values]);
  const saved = useRef(json);
  const latest = useRef({ values, json });
  latest.current = { values, json };
  const callbacks = useRef({ check, save });
  callbacks.current = { check, save };
  const [phase, setPhase] = useState<AutosavePhase>("idle");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    const current = latest.current;
    if (current.json === saved.current) return;
    const checked = callbacks.current.check(current.values);
    if (checked.errors) {
      setErrors(checked.errors);
      setPhase("invalid");
      return;
    }
    setErrors({});
    setPhase("saving");
    let ok = false;
    const run = (async () => {
      try {
        await callbacks.current.save(checked.input);
        saved.current = current.json;
        setFailure(null);
        ok = true;
      } catch (error) {
        setFailure(error);
        setPhase("failed");
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
    if (!ok) return;
    // Typed while the save was on its way: that is saved in turn, after its own pause.
    if (latest.current.json !== saved.current) {
      setPhase("pending");
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    } else setPhase("saved");
  }, []);

  useEffect(() => {
    if (!enabled || json === saved.current) return;
    // A field to fix or a refusal stays said until the next attempt.
    setPhase((current) => (current === "invalid" || current === "failed" ? current : "pending"));
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [json, enabled, flush]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    phase,
    errors,
    setErrors,
    failure,
    /** Typed and not in the working copy yet: leaving now would lose it. */
    unsaved: json !== saved.current || phase === "saving",
    /** Saves now what is typed (the 'Try again' of a failed save). */
    flush,
    settle: useCallback(async () => {
      clearTimeout(timer.current);
      if (inFlight.current) await inFlight.current;
    }, []),
    reset: useCallback((next: V, nextPhase: AutosavePhase = "idle") => {
      clearTimeout(timer.current);
      saved.current = JSON.stringify(next);
      setErrors({});
      setFailure(null);
      setPhase(nextPhase);
    }, []),
  };
}
