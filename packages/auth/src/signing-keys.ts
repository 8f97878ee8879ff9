import { randomBytes } from "node:crypto";
import { authSigningKeys, type Database } from "@staffing/db";
import { desc, inArray, sql } from "drizzle-orm";
import {
  type CryptoKey,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from "jose";
import { ACCESS_TOKEN_SECONDS } from "./wire";

const ALGORITHM = "ES256";
// Any constant works: it only has to be the same for every instance creating or rotating keys.
const KEY_LOCK_ID = 7_340_222;
/**
 * How often an instance reads the keys again, so a key made by `pnpm auth:rotate-keys` signs
 * everywhere within this time; a retired key is trusted this much longer for the same reason.
 */
export const KEY_REFRESH_SECONDS = 60;
// Clocks of the instances (and the machine that rotated) may differ a little.
const CLOCK_TOLERANCE_SECONDS = 30;

interface LoadedKey {
  kid: string;
  publicJwk: JWK;
  publicKey: CryptoKey;
  /** When a newer key took over signing (undefined: this key signs). */
  retiredAt?: number;
}

interface KeyRing {
  signing: { kid: string; privateKey: CryptoKey };
  verifying: Map<string, LoadedKey>;
  readAt: number;
}

/** Why a token is refused, for the provider to turn into GoTrue's answer; never shown as is. */
export class TokenRefused extends Error {
  override name = "TokenRefused";
}

/**
 * The ES256 keys access tokens are signed with. They live in the database, so every instance
 * signs with the same key and accepts what the others issued. The newest key signs; a key a newer
 * one replaced verifies only the tokens it can have signed (issued before its retirement, not past
 * their lifetime), then is dropped.
 */
export class SigningKeys {
  private constructor(
    private readonly db: Database,
    private ring: KeyRing,
    /** The configured access token lifetime: no token may claim longer. */
    readonly tokenSeconds: number,
  ) {}

  static async load(db: Database, tokenSeconds = ACCESS_TOKEN_SECONDS): Promise<SigningKeys> {
    await createFirstKey(db);
    return new SigningKeys(db, await readKeyRing(db, tokenSeconds), tokenSeconds);
  }

  /** Reads the keys again (a rotation, or a token signed by a key this instance has not seen yet). */
  async reload(): Promise<void> {
    this.ring = await readKeyRing(this.db, this.tokenSeconds);
  }

  async sign(claims: JWTPayload, expiresInSeconds: number): Promise<string> {
    if (expiresInSeconds > this.tokenSeconds) throw new RangeError("Longer than the configured lifetime.");
    if (nowSeconds() - this.ring.readAt > KEY_REFRESH_SECONDS) await this.reload();
    const now = nowSeconds();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, kid: this.ring.signing.kid, typ: "JWT" })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(this.ring.signing.privateKey);
  }

  /**
   * Verifies signature, algorithm, expiry and audience, and that the token claims no longer life
   * than the configured one (a key read from a backup signs what it likes: its tokens still live no
   * longer than ours); throws TokenRefused on any failure.
   */
  async verify(token: string, audience: string): Promise<JWTPayload> {
    let kid: unknown;
    try {
      ({ kid } = decodeProtectedHeader(token));
    } catch {
      throw new TokenRefused("The token cannot be read.");
    }
    if (typeof kid !== "string") throw new TokenRefused("The token names no key.");
    if (!this.ring.verifying.has(kid)) await this.reload();
    const key = this.ring.verifying.get(kid);
    if (!key) throw new TokenRefused("The token's key is unknown.");
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key.publicKey, {
        algorithms: [ALGORITHM],
        audience,
        requiredClaims: ["iat", "exp"],
        // Also refuses an `iat` in the future, which would stretch a token's life past `exp - iat`.
        maxTokenAge: this.tokenSeconds + CLOCK_TOLERANCE_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch {
      throw new TokenRefused("The token's signature or claims do not hold.");
    }
    const { iat = 0, exp = 0 } = payload;
    if (exp - iat > this.tokenSeconds) throw new TokenRefused("The token claims too long a lifetime.");
    // A retired key signed nothing after a newer key was everywhere (KEY_REFRESH_SECONDS).
    if (key.retiredAt !== undefined && iat > key.retiredAt + KEY_REFRESH_SECONDS + CLOCK_TOLERANCE_SECONDS)
      throw new TokenRefused("The token was issued after its key was retired.");
    return payload;
  }

  jwks(): { keys: JWK[] } {
    return { keys: [...this.ring.verifying.values()].map((key) => key.publicJwk) };
  }
}

export interface Rotation {
  /** The new key's id: it signs from now on (on every instance within KEY_REFRESH_SECONDS). */
  kid: string;
  /** How many retired keys whose tokens have all expired were dropped. */
  dropped: number;
  /** Until when the key it replaced still verifies the tokens it signed. */
  previousVerifiesUntil: Date | null;
}

/**
 * `pnpm auth:rotate-keys`: a new key signs from now on; the one it replaces still verifies until
 * the tokens it signed expire. With `dropPrevious` (a key has leaked), every other key is dropped
 * at once: their tokens stop opening anything, and clients sign in again or refresh.
 */
export async function rotateSigningKeys(
  db: Database,
  { tokenSeconds = ACCESS_TOKEN_SECONDS, dropPrevious = false } = {},
): Promise<Rotation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK_ID})`);
    const kid = await insertKey(tx);
    const rows = await tx
      .select({ kid: authSigningKeys.kid, createdAt: authSigningKeys.createdAt })
      .from(authSigningKeys)
      .orderBy(desc(authSigningKeys.createdAt));
    const previous = rows.filter((row) => row.kid !== kid);
    const expired = dropPrevious
      ? previous.map((row) => row.kid)
      : expiredKeys(rows, tokenSeconds, nowSeconds());
    if (expired.length > 0) await tx.delete(authSigningKeys).where(inArray(authSigningKeys.kid, expired));
    const latest = previous[0];
    return {
      kid,
      dropped: expired.length,
      previousVerifiesUntil:
        latest && !dropPrevious ? new Date((nowSeconds() + verifyingGrace(tokenSeconds)) * 1000) : null,
    };
  });
}

// How long after its retirement a key still verifies: the last token it signed lives this long.
const verifyingGrace = (tokenSeconds: number) => tokenSeconds + KEY_REFRESH_SECONDS + CLOCK_TOLERANCE_SECONDS;

/** The retired keys (of rows newest first) whose every token has expired by `now`. */
function expiredKeys(rows: { kid: string; createdAt: Date }[], tokenSeconds: number, now: number): string[] {
  return rows.flatMap((row, index) => {
    const successor = rows[index - 1];
    if (!successor) return [];
    const retiredAt = toSeconds(successor.createdAt);
    return now > retiredAt + verifyingGrace(tokenSeconds) ? [row.kid] : [];
  });
}

async function insertKey(tx: Database): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const kid = randomBytes(12).toString("base64url");
  await tx.insert(authSigningKeys).values({
    kid,
    algorithm: ALGORITHM,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: "sig" },
  });
  return kid;
}

async function createFirstKey(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Instances starting together must agree on one first key.
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK_ID})`);
    const existing = await tx.select({ kid: authSigningKeys.kid }).from(authSigningKeys).limit(1);
    if (existing.length === 0) await insertKey(tx);
  });
}

// The newest key signs; a retired key verifies until its tokens have expired, then is dropped.
async function readKeyRing(db: Database, tokenSeconds: number): Promise<KeyRing> {
  const now = nowSeconds();
  let rows = await db.select().from(authSigningKeys).orderBy(desc(authSigningKeys.createdAt));
  const expired = expiredKeys(rows, tokenSeconds, now);
  if (expired.length > 0) {
    await db.delete(authSigningKeys).where(inArray(authSigningKeys.kid, expired));
    rows = rows.filter((row) => !expired.includes(row.kid));
  }
  const newest = rows[0];
  if (!newest) throw new Error("No signing key is stored.");
  const verifying = new Map<string, LoadedKey>();
  for (const [index, row] of rows.entries()) {
    const publicJwk = row.publicJwk as JWK;
    const successor = rows[index - 1];
    verifying.set(row.kid, {
      kid: row.kid,
      publicJwk,
      publicKey: (await importJWK(publicJwk, ALGORITHM)) as CryptoKey,
      ...(successor ? { retiredAt: toSeconds(successor.createdAt) } : {}),
    });
  }
  const privateKey = (await importJWK(newest.privateJwk as JWK, ALGORITHM)) as CryptoKey;
  return { signing: { kid: newest.kid, privateKey }, verifying, readAt: now };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
