import { randomBytes } from "node:crypto";
import { authSigningKeys, type Database } from "@staffing/db";
import { desc, sql } from "drizzle-orm";
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

const ALGORITHM = "ES256";
// Any constant works: it only has to be the same for every instance creating the first key.
const KEY_LOCK_ID = 7_340_222;

interface LoadedKey {
  kid: string;
  publicJwk: JWK;
  publicKey: CryptoKey;
}

interface KeyRing {
  signing: { kid: string; privateKey: CryptoKey };
  verifying: Map<string, LoadedKey>;
}

/**
 * The ES256 keys access tokens are signed with. They live in the database, so every instance
 * signs with the same key and accepts what the others issued.
 */
export class SigningKeys {
  private constructor(
    private readonly db: Database,
    private ring: KeyRing,
  ) {}

  static async load(db: Database): Promise<SigningKeys> {
    await createFirstKey(db);
    return new SigningKeys(db, await readKeyRing(db));
  }

  /** Reads the keys again, for a token signed by a key this instance has not seen yet. */
  async reload(): Promise<void> {
    this.ring = await readKeyRing(this.db);
  }

  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, kid: this.ring.signing.kid, typ: "JWT" })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresInSeconds)
      .sign(this.ring.signing.privateKey);
  }

  /** Verifies signature, algorithm, expiry and audience; throws on any failure. */
  async verify(token: string, audience: string): Promise<JWTPayload> {
    const { kid } = decodeProtectedHeader(token);
    if (typeof kid !== "string") throw new Error("The token names no key.");
    if (!this.ring.verifying.has(kid)) await this.reload();
    const key = this.ring.verifying.get(kid);
    if (!key) throw new Error("The token's key is unknown.");
    const { payload } = await jwtVerify(token, key.publicKey, { algorithms: [ALGORITHM], audience });
    return payload;
  }

  jwks(): { keys: JWK[] } {
    return { keys: [...this.ring.verifying.values()].map((key) => key.publicJwk) };
  }
}

async function createFirstKey(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Instances starting together must agree on one first key.
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK_ID})`);
    const existing = await tx.select({ kid: authSigningKeys.kid }).from(authSigningKeys).limit(1);
    if (existing.length > 0) return;
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    const kid = randomBytes(12).toString("base64url");
    await tx.insert(authSigningKeys).values({
      kid,
      algorithm: ALGORITHM,
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM },
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: "sig" },
    });
  });
}

// The newest key signs; every stored key verifies.
async function readKeyRing(db: Database): Promise<KeyRing> {
  const rows = await db.select().from(authSigningKeys).orderBy(desc(authSigningKeys.createdAt));
  const newest = rows[0];
  if (!newest) throw new Error("No signing key is stored.");
  const verifying = new Map<string, LoadedKey>();
  for (const row of rows) {
    const publicJwk = row.publicJwk as JWK;
    verifying.set(row.kid, {
      kid: row.kid,
      publicJwk,
      publicKey: (await importJWK(publicJwk, ALGORITHM)) as CryptoKey,
    });
  }
  const privateKey = (await importJWK(newest.privateJwk as JWK, ALGORITHM)) as CryptoKey;
  return { signing: { kid: newest.kid, privateKey }, verifying };
}
