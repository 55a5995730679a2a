import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportJWK, generateKeyPair, importJWK, type JWK } from "jose";

/** The project's ES256 key: private half signs access tokens, public half is served as the JWKS. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const kid = jwk.kid ?? randomUUID();
  const { d: _d, ...publicPart } = jwk;
  const publicJwk: JWK = { ...publicPart, kid, alg: "ES256", use: "sig", key_ops: ["verify"] };
  const privateKey = (await importJWK({ ...jwk, key_ops: ["sign"] }, "ES256")) as CryptoKey;
  const publicKey = (await importJWK(publicJwk, "ES256")) as CryptoKey;
  return { kid, privateKey, publicKey, publicJwk };
}

async function generate(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID() };
}

/**
 * A persistent backend keeps its key in dataDir so sessions survive restarts; an in-memory test
 * backend gets a new key, so tokens from one test backend never verify at another.
 */
export async function loadSigningKey(dataDir: string | null): Promise<SigningKey> {
  if (!dataDir) return fromPrivateJwk(await generate());
  const path = join(dataDir, "auth-signing-key.json");
  if (existsSync(path)) return fromPrivateJwk(JSON.parse(readFileSync(path, "utf8")) as JWK);
  const jwk = await generate();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, `${JSON.stringify(jwk, null, 2)}\n`, { mode: 0o600 });
  return fromPrivateJwk(jwk);
}
