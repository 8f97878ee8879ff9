import { TRPCClientError } from "@trpc/client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { removeLocalCopy, writeLocalCopy } from "./local-copy";

/** How long typing pauses before the working copy is saved (the issue asks for 3 s at most). */
export const AUTOSAVE_DELAY_MS = 1000;
/** How long a save the server never answered waits before it is tried again (and at once when online). */
export const AUTOSAVE_RETRY_MS = 5000;

/**
 * - `idle`: nothing typed since the editor opened or since the last save that went live;
 * - `pending`: typed, waiting for a pause; `saving`: on its way;
 * - `saved`: the working copy holds everything typed;
 * - `local`: kept in this browser only (a new post that cannot be created yet);
 * - `offline`: the server did not answer: kept in this browser, tried again;
 * - `conflict`: someone else saved since this editor's version: nothing is written over it until
 *   the person chooses; `failed`: the server refused.
 */
export type AutosavePhase =
  | "idle"
  | "pending"
  | "saving"
  | "saved"
  | "local"
  | "offline"
  | "conflict"
  | "failed";

/** Who changed the item since the editor's version, and when (ISO). */
export interface ChangedSince {
  by: string | null;
  at: string;
}

/** A save's outcome: the item's new version, or "local" when it could only be kept in this browser. */
export type AutosaveResult = { version: number } | "local";

/** The 409 of a save based on an older version: who changed the item, and when. */
export function changedSinceOf(error: unknown): ChangedSince | null {
  if (!(error instanceof TRPCClientError)) return null;
  return (error.data as { changedSince?: ChangedSince | null } | undefined)?.changedSince ?? null;
}

/** No answer from the server (offline, a gateway down): worth trying again by itself. */
function unanswered(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return true;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  return status === undefined || status >= 500;
}

/**
 * Saves the editor's values as the item's working copy once typing pauses, whatever they hold (the
 * checks belong to the save that goes live): one save at a time, the latest values always last,
 * each based on the item's version the last one answered. Every change is kept in this browser at
 * once (`storageKey`) until the server holds it, so a reload, a closed tab or a lost connection
 * loses nothing. `settle` waits until nothing is on its way (a save that goes live must come after
 * every autosave); `reset` takes values as saved (after 'Update', 'Discard changes', a restore).
 */
export function useAutosave<V>({
  values,
  save,
  enabled,
  storageKey,
  version: initialVersion,
  saved: initialSaved,
}: {
  values: V;
  save: (values: V, baseVersion: number) => Promise<AutosaveResult>;
  enabled: boolean;
  storageKey: string;
  /** The version the values were read at (the base of the first save). */
  version: number;
  /** What the server holds, when the editor opens with values it does not hold yet (restored here). */
  saved?: V | undefined;
}) {
  const json = useMemo(() => JSON.stringify(values), [values]);
  const saved = useRef<string | null>(null);
  saved.current ??= initialSaved === undefined ? json : JSON.stringify(initialSaved);
  const version = useRef(initialVersion);
  const latest = useRef({ values, json });
  latest.current = { values, json };
  const callbacks = useRef({ save, storageKey });
  callbacks.current = { save, storageKey };
  const [phase, setPhase] = useState<AutosavePhase>("idle");
  const [failure, setFailure] = useState<unknown>(null);
  const [conflict, setConflict] = useState<ChangedSince | null>(null);
  const [keptLocally, setKeptLocally] = useState(true);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Keeps what is typed and not saved in this browser, on the version it is based on. */
  const keepLocally = useCallback(() => {
    const current = latest.current;
    if (current.json === saved.current) {
      removeLocalCopy(callbacks.current.storageKey);
      return;
    }
    setKeptLocally(
      writeLocalCopy(callbacks.current.storageKey, {
        values: current.values,
        baseVersion: version.current,
        typedAt: Date.now(),
      }),
    );
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    clearTimeout(retry.current);
    if (inFlight.current) await inFlight.current;
    const current = latest.current;
    if (current.json === saved.current) return;
    setPhase("saving");
    let next: AutosavePhase = "saved";
    const run = (async () => {
      // Offline, a call would wait (or fail) anyway: what is typed waits in this browser, and goes
      // when the connection is back ('online') or at the next try.
      if (!navigator.onLine) {
        next = "offline";
        retry.current = setTimeout(() => void flush(), AUTOSAVE_RETRY_MS);
        return;
      }
      try {
        const result = await callbacks.current.save(current.values, version.current);
        if (result === "local") {
          next = "local";
          return;
        }
        version.current = result.version;
        saved.current = current.json;
        setFailure(null);
        setConflict(null);
        keepLocally();
      } catch (error) {
        const changed = changedSinceOf(error);
        if (changed) {
          setConflict(changed);
          next = "conflict";
        } else if (unanswered(error)) {
          next = "offline";
          retry.current = setTimeout(() => void flush(), AUTOSAVE_RETRY_MS);
        } else {
          setFailure(error);
          next = "failed";
        }
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
    if (next !== "saved") {
      setPhase(next);
      return;
    }
    // Typed while the save was on its way: that is saved in turn, after its own pause.
    if (latest.current.json !== saved.current) {
      setPhase("pending");
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    } else setPhase("saved");
  }, [keepLocally]);

  useEffect(() => {
    if (!enabled || json === saved.current) return;
    keepLocally();
    // Someone else's change waits for the person's choice: nothing is sent over it meanwhile.
    if (conflict) return;
    // A refusal or a lost connection stays said until the next attempt.
    setPhase((current) =>
      current === "failed" || current === "offline" || current === "local" ? current : "pending",
    );
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [json, enabled, flush, keepLocally, conflict]);

  // Back online: what waits is sent at once.
  useEffect(() => {
    const online = () => {
      if (latest.current.json !== saved.current) void flush();
    };
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [flush]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(retry.current);
    },
    [],
  );

  return {
    phase,
    failure,
    conflict,
    /** Typed and not in the working copy yet. */
    unsaved: json !== saved.current || phase === "saving",
    /** Typed, not saved, and not kept in this browser either: leaving now would lose it. */
    atRisk: (json !== saved.current || phase === "saving") && !keptLocally,
    /** The item's version the next save is based on. */
    version: () => version.current,
    /** Saves now what is typed (the 'Try again' of a failed save). */
    flush,
    settle: useCallback(async () => {
      clearTimeout(timer.current);
      if (inFlight.current) await inFlight.current;
    }, []),
    /** Takes `next` as what the server holds at `nextVersion`; this browser's copy goes. */
    reset: useCallback((next: V, nextVersion: number, nextPhase: AutosavePhase = "idle") => {
      clearTimeout(timer.current);
      clearTimeout(retry.current);
      saved.current = JSON.stringify(next);
      version.current = nextVersion;
      removeLocalCopy(callbacks.current.storageKey);
      setFailure(null);
      setConflict(null);
      setPhase(nextPhase);
    }, []),
    /**
     * Bases the next save on `nextVersion` and takes everything shown as not saved yet ('Keep mine':
     * the next save writes it over the colleague's change).
     */
    rebase: useCallback(
      (nextVersion: number) => {
        version.current = nextVersion;
        saved.current = "";
        setConflict(null);
        keepLocally();
      },
      [keepLocally],
    ),
  };
}
