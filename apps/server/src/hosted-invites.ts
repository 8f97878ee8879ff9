import { DomainError, type StaffInvites } from "@staffing/api";
import { ACCOUNT_MESSAGES, INVITE_LANDING_PATH } from "@staffing/shared";
import { createClient } from "@supabase/supabase-js";
import type { Logger } from "pino";
import WebSocket from "ws";

/**
 * Invites at a hosted provider (SUPABASE_SERVICE_ROLE_KEY), through supabase-js's admin API
 * (`auth.admin.inviteUserByEmail`): the provider mails the colleague, and its link lands on this
 * site's set-password screen (the provider's redirect allow list must name the site).
 */
export function hostedInvites(
  provider: { url: string; serviceRoleKey: string },
  siteUrl: string,
  log: Logger,
): StaffInvites {
  const { auth } = createClient(provider.url, provider.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; supabase-js wants one even when realtime is unused.
    realtime: { transport: WebSocket as never },
  });
  return {
    async send(_tx, invitee) {
      const { error } = await auth.admin.inviteUserByEmail(invitee.email, {
        redirectTo: `${siteUrl}${INVITE_LANDING_PATH}`,
        data: { role: invitee.role, username: invitee.username },
      });
      if (!error) return true;
      if (error.code === "email_exists") return false;
      log.error({ err: error, status: error.status }, "the sign-in provider refused an invite");
      throw new DomainError("bad_gateway", ACCOUNT_MESSAGES.inviteNotSent);
    },
  };
}
