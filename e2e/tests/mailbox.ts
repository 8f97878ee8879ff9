import { expect } from "@playwright/test";
import { TOTP } from "otpauth";
import { MAIL_HTTP_PORT } from "./ports";

/** A mail as the test SMTP server process received and parsed it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

async function messages(): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`);
  return (await response.json()) as ReceivedMail[];
}

/** The newest mail to `to` with this subject, waiting for it to arrive. */
export async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messages()).filter((mail) => mail.to.includes(to) && mail.subject === subject).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The first link in the mail's text that contains `part`. */
export function linkIn(mail: ReceivedMail, part: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${mail.subject}"`);
  return link;
}

/** What an authenticator app shows for this secret, `offsetSteps` periods from now. */
export const totpCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
