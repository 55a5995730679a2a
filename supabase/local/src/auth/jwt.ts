import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { SigningKey } from "./signing-key";

export interface AccessTokenSubject {
  userId: string;
  email: string | null;
  phone: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  role: string;
  isAnonymous: boolean;
  sessionId: string;
  /** Seconds since the epoch when the session authenticated (the amr entry's timestamp). */
  authenticatedAt: number;
  method: string;
}

/** An access token with the claims Supabase Auth issues, signed ES256 with the project key. */
export async function signAccessToken(
  key: SigningKey,
  issuer: string,
  subject: AccessTokenSubject,
  expiresIn: number,
): Promise<{ token: string; expiresAt: number }> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + expiresIn;
  const token = await new SignJWT({
    aud: "authenticated",
    email: subject.email ?? "",
    phone: subject.phone ?? "",
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: subject.role,
    aal: "aal1",
    amr: [{ method: subject.method, timestamp: subject.authenticatedAt }],
    session_id: subject.sessionId,
    is_anonymous: subject.isAnonymous,
  })
    .setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" })
    .setIssuer(issuer)
    .setSubject(subject.userId)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt };
}

export type VerifyResult = { ok: true; claims: JWTPayload } | { ok: false; reason: "expired" | "invalid" };

/** About 1 KB a token: the bound keeps the memory near a megabyte a key. */
const MAX_REMEMBERED = 1_000;

/**
 * Tokens that passed, per key (a test process runs backends with different keys side by side), until they expire.
 * PostgREST keeps such a cache too (`jwt-cache-max-lifetime`); the ECDSA check was the largest single cost of a REST
 * request here, and a client sends the same token for up to an hour. Only the exact string is remembered.
 */
const verified = new WeakMap<SigningKey, Map<string, JWTPayload>>();

/** Only ES256 with our key passes: "alg: none", HS256 with the public key as secret and foreign keys all fail. */
export async function verifyAccessToken(key: SigningKey, token: string): Promise<VerifyResult> {
  let known = verified.get(key);
  const remembered = known?.get(token);
  if (remembered) {
    // jose's rule: expired once `exp` is not after the current second.
    if (Number(remembered.exp) > Math.floor(Date.now() / 1000)) return { ok: true, claims: remembered };
    known!.delete(token);
    return { ok: false, reason: "expired" };
  }
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { algorithms: ["ES256"] });
    if (typeof payload.exp === "number") {
      if (!known) verified.set(key, (known = new Map()));
      if (known.size >= MAX_REMEMBERED) known.delete(known.keys().next().value!);
      known.set(token, payload);
    }
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: "invalid" };
  }
}

/** Cheap syntactic check used to tell "a JWT" from "an API key" in the Authorization header. */
export function looksLikeJwt(value: string): boolean {
  return value.split(".").length === 3;
}
