import { useCallback, useLayoutEffect, useRef } from "react";

let counter = 0;
const newKey = () => `item-${++counter}`;

/**
 * Keys for the items of a list that has none of its own (sections, cards), kept beside the list:
 * an item keeps its key (and its DOM, and its open or closed state) when it moves. Every change
 * of the list's order goes through these helpers, which say what the new list is and move the keys
 * with it. After a move the focus goes back to the control that moved the item, at its new place.
 */
export function useItemKeys<T>(items: readonly T[], onChange: (items: T[]) => void) {
  const keys = useRef<string[]>([]);
  const focusAfter = useRef<{ key: string; control: string } | null>(null);
  const container = useRef<HTMLElement | null>(null);
  // Items that came from elsewhere (a reload, a restored revision) get keys of their own.
  while (keys.current.length < items.length) keys.current.push(newKey());
  if (keys.current.length > items.length) keys.current.length = items.length;

  /** Focuses a control of an item (`move-up`, `heading`...), or its twin when that one is disabled. */
  const focusControl = useCallback((key: string, control: string) => {
    const item = container.current?.querySelector(`[data-item-key="${key}"]`);
    const controls = [...(item?.querySelectorAll<HTMLButtonElement>(`[data-control="${control}"]`) ?? [])];
    // At the top or the bottom 'Move up' or 'Move down' is disabled: its twin takes the focus.
    const target =
      controls.find((candidate) => !candidate.disabled) ??
      item?.querySelector<HTMLButtonElement>('[data-control^="move-"]:not(:disabled)');
    target?.focus();
  }, []);

  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    focusControl(wanted.key, wanted.control);
  });

  const change = (next: T[], nextKeys: string[]) => {
    keys.current = nextKeys;
    onChange(next);
  };

  return {
    keys: keys.current,
    focusControl,
    /** The list's element (its ref), where a control is found again after a move. */
    container: useCallback((node: HTMLElement | null) => {
      container.current = node;
    }, []),
    move(from: number, to: number, control?: string) {
      if (to < 0 || to >= items.length || from === to) return;
      const next = [...items];
      const nextKeys = [...keys.current];
      const [item] = next.splice(from, 1);
      const [key] = nextKeys.splice(from, 1);
      if (item === undefined || key === undefined) return;
      next.splice(to, 0, item);
      nextKeys.splice(to, 0, key);
      if (control) focusAfter.current = { key, control };
      change(next, nextKeys);
    },
    /** Puts an item in at a place; `control` names what takes the focus in it once it shows. */
    insert(at: number, item: T, control?: string): string {
      const key = newKey();
      if (control) focusAfter.current = { key, control };
      change(
        [...items.slice(0, at), item, ...items.slice(at)],
        [...keys.current.slice(0, at), key, ...keys.current.slice(at)],
      );
      return key;
    },
    remove(at: number) {
      change(
        items.filter((_, index) => index !== at),
        keys.current.filter((_, index) => index !== at),
      );
    },
    replace(at: number, item: T) {
      onChange(items.map((current, index) => (index === at ? item : current)));
    },
  };
}
