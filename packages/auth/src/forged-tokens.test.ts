import { authSigningKeys } from "@staffing/db";
import { desc, eq } from "drizzle-orm";
import { importJWK, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rotateSigningKeys, SigningKeys } from "./signing-keys";
import { startTestProvider, type TestProvider } from "./testing";
import { createUser } from "./users";
import { ACCESS_TOKEN_SECONDS, AUDIENCE } from "./wire";

// Someone holding the private signing key (read from a leaked backup: the key is a row of the
// database) signs tokens of their own. They live no longer than ours, carry no second factor the
// session did not prove, and stop opening anything once the key is rotated away.

let auth: TestProvider;
const ADMIN = { email: "root@example.com", password: "root-password-1" };
const CLIENT = { ip: "203.0.113.7" };
const DAY = 24 * 3600;

beforeAll(async () => {
  auth = await startTestProvider();
  await createUser(auth.db, { ...ADMIN, username: "root", role: "admin" });
}, 120_000);
afterAll(() => auth?.close());

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());

/** A token signed with the stored key of `kid` (the newest when not named), with these claims. */
async function forge(claims: Record<string, unknown>, times: { iat: number; exp: number }, kid?: string) {
  const [row] = await auth.db
    .select()
    .from(authSigningKeys)
    .where(kid ? eq(authSigningKeys.kid, kid) : undefined)
    .orderBy(desc(authSigningKeys.createdAt))
    .limit(1);
  if (!row) throw new Error("no key");
  const key = await importJWK(row.privateJwk as JWK, "ES256");
  return new SignJWT({ ...claims, aud: AUDIENCE })
    .setProtectedHeader({ alg: "ES256", kid: row.kid, typ: "JWT" })
    .setIssuedAt(times.iat)
    .setExpirationTime(times.exp)
    .sign(key);
}

const now = () => Math.floor(Date.now() / 1000);
const refused = { status: 403, code: "bad_jwt" };

describe("a token signed with a leaked key", () => {
  it("is refused when it claims a lifetime beyond the configured one, even with a live session", async () => {
    const { access_token: genuine } = await auth.provider.signInWithPassword(ADMIN, CLIENT);
    const claims = claimsOf(genuine);
    await expect(auth.provider.verifyAccessToken(genuine)).resolves.toMatchObject({ aal: "aal1" });
    const month = await forge(claims, { iat: now(), exp: now() + 30 * DAY });
    await expect(auth.provider.verifyAccessToken(month)).rejects.toMatchObject(refused);
    // Issued "in the future" so that exp - iat looks normal: refused too.
    const later = await forge(claims, {
      iat: now() + 29 * DAY,
      exp: now() + 29 * DAY + ACCESS_TOKEN_SECONDS,
    });
    await expect(auth.provider.verifyAccessToken(later)).rejects.toMatchObject(refused);
    // The same claims with our lifetime are what the key signs (the session is live and aal1).
    const normal = await forge(claims, { iat: now(), exp: now() + ACCESS_TOKEN_SECONDS });
    await expect(auth.provider.verifyAccessToken(normal)).resolves.toMatchObject({ userId: claims.sub });
  });

  it("is refused when it says aal2 for a session that never proved a second factor", async () => {
    const { access_token: genuine } = await auth.provider.signInWithPassword(ADMIN, CLIENT);
    const claims = { ...claimsOf(genuine), aal: "aal2", amr: [{ method: "totp", timestamp: now() }] };
    const forged = await forge(claims, { iat: now(), exp: now() + ACCESS_TOKEN_SECONDS });
    await expect(auth.provider.verifyAccessToken(forged)).rejects.toMatchObject(refused);
    await expect(auth.provider.verifyAccessToken(genuine)).resolves.toMatchObject({ aal: "aal1" });
  });
});

describe("pnpm auth:rotate-keys", () => {
  it("signs with a new key; the old one verifies its own tokens, never ones dated after it was retired", async () => {
    const { access_token: before } = await auth.provider.signInWithPassword(ADMIN, CLIENT);
    const oldKid = String(JSON.parse(Buffer.from(before.split(".")[0] ?? "", "base64url").toString()).kid);
    const rotation = await rotateSigningKeys(auth.db);
    expect(rotation.kid).not.toBe(oldKid);
    expect(rotation.previousVerifiesUntil?.getTime()).toBeGreaterThan(
      Date.now() + (ACCESS_TOKEN_SECONDS - 5) * 1000,
    );
    // A fresh instance (or one past its refresh) signs with the new key and still accepts the old token.
    const keys = await SigningKeys.load(auth.db);
    const token = await keys.sign({ sub: "x", aud: AUDIENCE }, ACCESS_TOKEN_SECONDS);
    expect(JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString()).kid).toBe(rotation.kid);
    await expect(keys.verify(before, AUDIENCE)).resolves.toMatchObject({ sub: claimsOf(before).sub });
    expect(keys.jwks().keys.map((key) => key.kid)).toEqual(expect.arrayContaining([oldKid, rotation.kid]));
    // The old key in a thief's hands: a token it "signs" after its retirement is refused.
    const retiredClaims = claimsOf(before);
    const afterRetirement = await forge(
      retiredClaims,
      { iat: now() + 10 * 60, exp: now() + 10 * 60 + 60 },
      oldKid,
    );
    await expect(keys.verify(afterRetirement, AUDIENCE)).rejects.toThrow();
  });

  it("with --drop-previous, drops every other key at once: their tokens open nothing", async () => {
    const { access_token: before } = await auth.provider.signInWithPassword(ADMIN, CLIENT);
    const rotation = await rotateSigningKeys(auth.db, { dropPrevious: true });
    expect(rotation.previousVerifiesUntil).toBeNull();
    const kids = (await auth.db.select({ kid: authSigningKeys.kid }).from(authSigningKeys)).map(
      (row) => row.kid,
    );
    expect(kids).toEqual([rotation.kid]);
    const keys = await SigningKeys.load(auth.db);
    await expect(keys.verify(before, AUDIENCE)).rejects.toThrow();
  });

  it("drops a retired key once every token it signed has expired", async () => {
    const keys = await SigningKeys.load(auth.db);
    const { kid: first } = await rotateSigningKeys(auth.db, { dropPrevious: true });
    // Pretend the rotation after it happened longer ago than a token lives.
    const { kid: second } = await rotateSigningKeys(auth.db);
    await auth.db
      .update(authSigningKeys)
      .set({ createdAt: new Date(Date.now() - (ACCESS_TOKEN_SECONDS + 3600) * 1000) })
      .where(eq(authSigningKeys.kid, second));
    await auth.db
      .update(authSigningKeys)
      .set({ createdAt: new Date(Date.now() - (ACCESS_TOKEN_SECONDS + 7200) * 1000) })
      .where(eq(authSigningKeys.kid, first));
    const third = await rotateSigningKeys(auth.db);
    const kids = (await auth.db.select({ kid: authSigningKeys.kid }).from(authSigningKeys)).map(
      (row) => row.kid,
    );
    // `first` was replaced by `second` long ago: dropped. `second` was replaced just now: kept.
    expect(kids.sort()).toEqual([second, third.kid].sort());
    expect(third.dropped).toBe(1);
    await keys.reload();
    expect(keys.jwks().keys.map((key) => key.kid)).not.toContain(first);
  });
});
