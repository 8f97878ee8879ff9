import { type Capability, can } from "@staffing/shared";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../lib/trpc";
import { useAuth } from "./AuthProvider";

/** The signed-in staff member as our server knows them, with the role that decides what they see. */
export function useStaffMember() {
  const trpc = useTRPC();
  const { isAuthenticated } = useAuth();
  return useQuery({ ...trpc.users.me.queryOptions(), enabled: isAuthenticated });
}

/** Whether the signed-in role has a capability of DESIGN's table (false until the role is known). */
export function useCan(capability: Capability): boolean {
  const { data } = useStaffMember();
  return data ? can(data.role, capability) : false;
}
