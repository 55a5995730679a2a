import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { errors, jwtVerify, SignJWT } from "jose";
import { StorageError } from "./errors";

const secrets = new Map<string, Uint8Array>();

/** The HMAC key for signed URLs, kept beside the files so URLs survive a restart of a persistent backend. */
function secretFor(root: string): Uint8Array {
  let secret = secrets.get(root);
  if (!secret) {
    const file = join(root, "signing.key");
    if (!existsSync(file)) {
      mkdirSync(root, { recursive: true });
      writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
    }
    secret = new TextEncoder().encode(readFileSync(file, "utf8").trim());
    secrets.set(root, secret);
  }
  return secret;
}

export async function signObjectUrl(root: string, bucketId: string, name: string, expiresIn: number): Promise<string> {
  const token = await new SignJWT({ url: `${bucketId}/${name}` })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(secretFor(root));
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

/** Checks the token and that it was issued for exactly this bucket and object. */
export async function verifyObjectToken(root: string, token: string | null, bucketId: string, name: string): Promise<void> {
  if (!token) throw new StorageError(400, "InvalidJWT", "Missing token");
  try {
    const { payload } = await jwtVerify(token, secretFor(root), { algorithms: ["HS256"] });
    if (payload.url !== `${bucketId}/${name}`) throw new StorageError(400, "InvalidSignature", "The url do not match the signature");
  } catch (e) {
    if (e instanceof StorageError) throw e;
    const message = e instanceof errors.JWTExpired ? "jwt expired" : "invalid signature";
    throw new StorageError(400, "InvalidJWT", message);
  }
}
