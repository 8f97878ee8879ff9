import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Database } from "@staffing/db";
import { sharedSecret } from "../services/app-secrets";

// The key that seals webhook secrets at rest: one of the server's own app secrets, so a copy of the
// webhooks table without app_secrets (an export, a leaked backup of one table) cannot sign events.
const SEALING_KEY = "webhook-secrets";
const PREFIX = "whsec_";

/** A new signing secret as Standard Webhooks writes it: `whsec_` and base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `${PREFIX}${randomBytes(32).toString("base64")}`;

/** The secret encrypted (AES-256-GCM) for storage: iv, tag and ciphertext, base64url, dot-separated. */
export async function sealWebhookSecret(db: Database, secret: string): Promise<string> {
  const key = await sharedSecret(db, SEALING_KEY);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

export async function openWebhookSecret(db: Database, stored: string): Promise<string> {
  const key = await sharedSecret(db, SEALING_KEY);
  const [iv, tag, sealed] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !sealed) throw new Error("A webhook's stored secret is malformed.");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
}
