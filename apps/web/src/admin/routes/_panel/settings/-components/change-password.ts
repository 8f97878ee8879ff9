import type { SupabaseClient } from "@supabase/supabase-js";

/** What a password change came to: done, or a code was mailed that the next try must carry. */
export type PasswordChangeOutcome = "changed" | "code-sent";

export interface PasswordChange {
  current: string;
  next: string;
  /** The code mailed by a reauthentication, once one was asked for. */
  code?: string | undefined;
}

/**
 * Changes the signed-in staff member's password. When the site wants a fresh proof (a sign-in over a
 * day old with AUTH_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION, as GoTrue's secure password change), it
 * has a code mailed and says so; the next try sends the code with the new password.
 */
export async function changePassword(
  auth: Pick<SupabaseClient["auth"], "updateUser" | "reauthenticate">,
  { current, next, code }: PasswordChange,
): Promise<PasswordChangeOutcome> {
  const { error } = await auth.updateUser({
    password: next,
    current_password: current,
    ...(code ? { nonce: code.trim() } : {}),
  });
  if (error?.code === "reauthentication_needed") {
    const mailed = await auth.reauthenticate();
    // Asked again within the minute: the code mailed a moment ago still works.
    if (mailed.error && mailed.error.code !== "over_email_send_rate_limit") throw mailed.error;
    return "code-sent";
  }
  if (error) throw error;
  return "changed";
}
