import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from "../src/index";

/** A backend on ephemeral ports with a fresh in-memory database from the template. */
export function startTestBackend(options: Omit<LocalBackendOptions, "port" | "smtpPort"> = {}): Promise<LocalBackend> {
  return startLocalBackend({ port: 0, smtpPort: 0, quiet: true, dataDir: null, ...options });
}

/** A supabase-js client as the app creates one; Node 20 needs the ws transport for realtime. */
export function clientFor(backend: LocalBackend, key = backend.publishableKey, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(backend.url, key, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: fetchImpl ? { fetch: fetchImpl } : undefined,
  });
}

export const adminFor = (backend: LocalBackend) => clientFor(backend, backend.secretKey);

export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** A confirmed user made through the admin API, signed in on a fresh client. */
export async function signedInUser(backend: LocalBackend, password = "correct-horse-1") {
  const email = uniqueEmail();
  const created = await adminFor(backend).auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const client = clientFor(backend);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error("no session");
  return { client, email, password, session: data.session, userId: data.user.id };
}

/** Raw call to the Auth API with the publishable key, for answers supabase-js would hide. */
export function authFetch(backend: LocalBackend, path: string, init: RequestInit & { bearer?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("apikey", backend.publishableKey);
  headers.set("X-Supabase-Api-Version", "2024-01-01");
  if (init.bearer) headers.set("Authorization", `Bearer ${init.bearer}`);
  if (init.body && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  return fetch(`${backend.url}/auth/v1${path}`, { ...init, headers, redirect: "manual" });
}

/** The verify link of the newest mail to an address, and its token (token_hash) parameter. */
export async function mailLink(backend: LocalBackend, to: string, predicate?: (subject: string) => boolean) {
  const mail = await backend.mail.waitFor(to, (m) => !predicate || predicate(m.subject));
  const link = mail.links.find((l) => l.includes("/auth/v1/verify?"));
  if (!link) throw new Error(`no verify link in mail to ${to}`);
  const url = new URL(link);
  return {
    mail,
    link,
    tokenHash: url.searchParams.get("token")!,
    type: url.searchParams.get("type")!,
    redirectTo: url.searchParams.get("redirect_to")!,
  };
}

/** Session values from the fragment of a GET /verify redirect. */
export function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(location.split("#")[1] ?? "");
}
