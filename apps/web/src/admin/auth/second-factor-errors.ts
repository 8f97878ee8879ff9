import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS } from "@staffing/shared";
import { isAuthError } from "@supabase/supabase-js";
import { errorMessage } from "../lib/feedback";

/**
 * What a refused two-factor code means, in words a person can act on: a wrong code, or one already
 * used. The sign-in provider's code says it was refused (GoTrue's mfa_verification_failed, whichever
 * provider it is); ours also says which of the two it was.
 */
export function secondFactorMessage(error: unknown): string {
  if (isAuthError(error) && error.code === "mfa_verification_failed") {
    return error.message === ACCOUNT_MESSAGES.codeUsed
      ? ACCOUNT_MESSAGES.codeUsed
      : ACCOUNT_MESSAGES.codeWrong;
  }
  return errorMessage(error, ACCOUNT_TEXTS.login.codeFailed);
}
