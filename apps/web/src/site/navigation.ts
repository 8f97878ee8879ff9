import type { Navigation } from "@staffing/shared";
import { useRouteContext } from "@tanstack/react-router";

/** The navigation (header menu, footer columns), read once per render by the root route. */
export function useNavigation(): Navigation {
  return useRouteContext({ from: "__root__" }).navigation;
}
