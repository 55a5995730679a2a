/**
 * The issue's acceptance check against a running backend (npm run dev or db:start):
 *   npx tsx supabase/local/scripts/acceptance.ts [http://127.0.0.1:54321]
 * Creates a confirmed user with the admin API, signs in, verifies the ES256 token with getClaims,
 * refreshes, signs out, and shows that the refresh token is dead afterwards.
 */
import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { LOCAL_BACKEND_URL, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";

const url = process.argv[2] ?? process.env.SUPABASE_URL ?? LOCAL_BACKEND_URL;
const options = { realtime: { transport: WebSocket as never }, auth: { persistSession: false, autoRefreshToken: false } };
const admin = createClient(url, LOCAL_SECRET_KEY, options);
const client = createClient(url, LOCAL_PUBLISHABLE_KEY, options);

function check(label: string, ok: boolean, detail = ""): void {
  console.log(`${ok ? "ok  " : "FAIL"} ${label}${detail ? `: ${detail}` : ""}`);
  if (!ok) process.exitCode = 1;
}

const email = `acceptance-${randomUUID().slice(0, 8)}@example.test`;
const password = "acceptance-password";
const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
check("admin creates a confirmed user", !created.error && Boolean(created.data.user?.email_confirmed_at), created.error?.message);

const signIn = await client.auth.signInWithPassword({ email, password });
check("sign in", !signIn.error && Boolean(signIn.data.session), signIn.error?.message);
const firstRefresh = signIn.data.session?.refresh_token ?? "";

const claims = await client.auth.getClaims();
const alg = claims.data?.header.alg;
check("getClaims verifies an ES256 token", !claims.error && alg === "ES256" && claims.data?.claims.email === email, `alg ${alg}`);

const refreshed = await client.auth.refreshSession();
check("refresh rotates the refresh token", !refreshed.error && refreshed.data.session?.refresh_token !== firstRefresh, refreshed.error?.message);
const lastRefresh = refreshed.data.session?.refresh_token ?? "";

const signOut = await client.auth.signOut();
check("sign out", !signOut.error, signOut.error?.message);

const dead = await createClient(url, LOCAL_PUBLISHABLE_KEY, options).auth.refreshSession({ refresh_token: lastRefresh });
check("the refresh token is dead after sign-out", Boolean(dead.error), dead.error?.code ?? "still works");

await admin.auth.admin.deleteUser(created.data.user?.id ?? "");
