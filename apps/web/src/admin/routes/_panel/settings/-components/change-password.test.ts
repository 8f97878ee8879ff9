import { AuthApiError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { changePassword } from "./change-password";

// The panel's password change against a stand-in for supabase-js's auth client that answers as the
// site's provider does (packages/auth's tests hold the provider to GoTrue's answers).

function provider({ wantsCode }: { wantsCode: boolean }) {
  const calls: Array<{ call: string; attributes?: Record<string, unknown> }> = [];
  let mailed = "";
  const auth = {
    async updateUser(attributes: Record<string, unknown>) {
      calls.push({ call: "updateUser", attributes });
      if (wantsCode && attributes.nonce !== mailed) {
        const error = attributes.nonce
          ? new AuthApiError("Nonce has expired or is invalid", 422, "reauthentication_not_valid")
          : new AuthApiError("Password update requires reauthentication", 400, "reauthentication_needed");
        return { data: { user: null }, error };
      }
      return { data: { user: {} }, error: null };
    },
    async reauthenticate() {
      calls.push({ call: "reauthenticate" });
      if (mailed) {
        const error = new AuthApiError(
          "For security purposes, you can only request this after 42 seconds.",
          429,
          "over_email_send_rate_limit",
        );
        return { data: { user: null, session: null }, error };
      }
      mailed = "123456";
      return { data: { user: null, session: null }, error: null };
    },
  };
  return { auth: auth as never, calls };
}

describe("changePassword", () => {
  it("changes the password with the current one when no code is needed", async () => {
    const { auth, calls } = provider({ wantsCode: false });
    expect(await changePassword(auth, { current: "old-password-1", next: "new-password-2" })).toBe("changed");
    expect(calls).toEqual([
      { call: "updateUser", attributes: { password: "new-password-2", current_password: "old-password-1" } },
    ]);
  });

  it("has a code mailed when the site asks for one, then sends it with the new password", async () => {
    const { auth, calls } = provider({ wantsCode: true });
    const values = { current: "old-password-1", next: "new-password-2" };
    expect(await changePassword(auth, values)).toBe("code-sent");
    expect(calls.map(({ call }) => call)).toEqual(["updateUser", "reauthenticate"]);
    // Tried again within the minute: no new code is mailed, and the one sent still asked for.
    expect(await changePassword(auth, values)).toBe("code-sent");
    await expect(changePassword(auth, { ...values, code: "000000" })).rejects.toThrow(
      "Nonce has expired or is invalid",
    );
    expect(await changePassword(auth, { ...values, code: " 123456 " })).toBe("changed");
    expect(calls.at(-1)?.attributes).toEqual({
      password: "new-password-2",
      current_password: "old-password-1",
      nonce: "123456",
    });
  });
});
