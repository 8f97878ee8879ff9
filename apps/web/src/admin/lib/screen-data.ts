import { type Capability, can } from "@staffing/shared";
import type { AdminRouterContext } from "../routes/__root";

/**
 * A route's loader: what its screen reads is in the query cache before the screen opens, so it opens
 * with its data rather than a spinner (the screen reads the same query options). Only for a role the
 * screen is for: the shell tells the others it is not theirs, and asking would only earn a 403. A
 * refused read stays the screen's to show (its LoadError), not the router's. A route names its screen
 * as its pendingComponent too: when the answer is slow (past the router's pendingMs) the screen opens
 * with its skeletons, as the spec has it, and fills in when the answer comes.
 */
export async function ensureScreenData(
  { queryClient, trpc }: AdminRouterContext,
  capability: Capability,
  load: () => Promise<unknown>,
): Promise<void> {
  try {
    const me = await queryClient.ensureQueryData(trpc.users.me.queryOptions());
    if (can(me.role, capability)) await load();
  } catch {
    // The screen asks again and shows what went wrong.
  }
}
