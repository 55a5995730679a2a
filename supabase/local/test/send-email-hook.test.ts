import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalBackend } from "../src/index";
import { clientFor, signedInUser, startTestBackend, uniqueEmail } from "./helpers";

const key = randomBytes(32);
const SECRET = `v1,whsec_${key.toString("base64")}`;

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  signatureValid: boolean;
}

let receiver: Server;
let received: Received[] = [];
let answer: (res: ServerResponse) => void = (res) => res.writeHead(204).end();
let backend: LocalBackend;

/** The receiving side of Standard Webhooks, written from the spec: HMAC-SHA256 over "id.timestamp.body". */
function verifySignature(headers: Received["headers"], body: string): boolean {
  const expected = createHmac("sha256", key).update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`).digest();
  return [...String(headers["webhook-signature"]).matchAll(/v1,([A-Za-z0-9+/=]+)/g)].some((match) => {
    const given = Buffer.from(match[1]!, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      received.push({ headers: req.headers, body, signatureValid: verifySignature(req.headers, body) });
      answer(res);
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const port = (receiver.address() as AddressInfo).port;
  backend = await startTestBackend({ env: { SEND_EMAIL_HOOK_URI: `http://127.0.0.1:${port}/hooks/send-email`, SEND_EMAIL_HOOK_SECRET: SECRET } });
});
afterAll(async () => {
  await backend?.stop();
  await new Promise((r) => receiver.close(r));
});

describe("Send Email Hook", () => {
  it("receives a signed sign-up payload instead of the default mail, and its token_hash confirms", async () => {
    received = [];
    answer = (res) => res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    const email = uniqueEmail("hooked");
    const client = clientFor(backend);
    const { error } = await client.auth.signUp({
      email,
      password: "long-enough-1",
      options: { data: { locale: "de" }, emailRedirectTo: "http://localhost:5173/auth/confirm" },
    });
    expect(error).toBeNull();
    expect(received).toHaveLength(1);
    const call = received[0]!;
    expect(call.signatureValid).toBe(true);
    expect(Math.abs(Number(call.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
    const payload = JSON.parse(call.body);
    expect(payload.user).toMatchObject({ email, user_metadata: expect.objectContaining({ locale: "de" }) });
    expect(payload.email_data).toMatchObject({
      email_action_type: "signup",
      redirect_to: "http://localhost:5173/auth/confirm",
      site_url: `${backend.url}/auth/v1`,
      token: expect.stringMatching(/^\d{6}$/),
      token_hash: expect.stringMatching(/^[0-9a-f]{56}$/),
    });
    expect(backend.mail.list(email)).toHaveLength(0);
    const verified = await client.auth.verifyOtp({ token_hash: payload.email_data.token_hash, type: "signup" });
    expect(verified.error).toBeNull();
  });

  it("pairs the e-mail change tokens as Supabase does (token_hash_new for the current address)", async () => {
    answer = (res) => res.writeHead(204).end();
    const { client, email } = await signedInUser(backend);
    received = [];
    const newEmail = uniqueEmail("hook-new");
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const data = JSON.parse(received[0]!.body).email_data;
    expect(data.email_action_type).toBe("email_change");
    expect(data.token_new).toMatch(/^\d{6}$/);
    const current = await client.auth.verifyOtp({ token_hash: data.token_hash_new, type: "email_change" });
    expect(current.error).toBeNull();
    const next = await client.auth.verifyOtp({ token_hash: data.token_hash, type: "email_change" });
    expect(next.data.user?.email).toBe(newEmail);
    expect(email).not.toBe(newEmail);
  });

  it("fails the sign-up when the hook fails, leaving no account behind", async () => {
    answer = (res) => res.writeHead(500).end();
    const email = uniqueEmail("hook-down");
    const { error } = await clientFor(backend).auth.signUp({ email, password: "long-enough-1" });
    expect(error?.status).toBe(500);
    const { rows } = await backend.db.query("select 1 from auth.users where email = $1", [email]);
    expect(rows).toHaveLength(0);
  });

  it("passes the hook's own error status and message on", async () => {
    answer = (res) =>
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { http_code: 429, message: "Mailbox busy" } }));
    const { error } = await clientFor(backend).auth.resetPasswordForEmail("demo@kolleague.local");
    expect(error?.status).toBe(429);
    expect(error?.message).toBe("Mailbox busy");
  });
});
