// Checked by `pnpm typecheck` (nothing runs it): ClientRouter, which @staffing/client is typed with,
// gives a client exactly what AppRouter gives, call for call, so the two cannot drift apart.
import type { inferRouterError, inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter, ClientRouter } from "./root";

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const sameInputs: Same<inferRouterInputs<ClientRouter>, inferRouterInputs<AppRouter>> = true;
export const sameOutputs: Same<inferRouterOutputs<ClientRouter>, inferRouterOutputs<AppRouter>> = true;
export const sameErrors: Same<inferRouterError<ClientRouter>, inferRouterError<AppRouter>> = true;
