import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Forgets the item the editor had open once it closes: the editor takes its values from the item
 * once, when it opens, so the next opening must read it anew (the working copy saved since), never
 * a copy cached from before.
 */
export function useForgetOnLeave(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: JSON.parse(key) as QueryKey, exact: true }),
    [queryClient, key],
  );
}
