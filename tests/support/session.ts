import { randomUUID } from "node:crypto";
import { localSession } from "../../scripts/local-session";
import { adminClient, backendUrl, realtime } from "./clients";

export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** A confirmed user made through the admin API (the secret key never leaves the test process). */
export async function createConfirmedUser(options: { email?: string; password?: string; fullName?: string; locale?: "en" | "de" } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? `pw-${randomUUID()}`;
  const { data, error } = await adminClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: options.fullName ?? "Test User", locale: options.locale ?? "en" },
  });
  if (error || !data.user) throw error ?? new Error("user not created");
  return { id: data.user.id, email, password };
}

export type TestUser = Awaited<ReturnType<typeof createConfirmedUser>>;

/**
 * Signs in the way the app's server does (scripts/local-session.ts: @supabase/ssr, the app's cookie encoding) and
 * returns the session cookies it would set, values as they travel, so tests can start signed in without driving
 * the login form each time.
 */
export async function sessionCookies(email: string, password: string): Promise<{ name: string; value: string }[]> {
  const { cookies } = await localSession(backendUrl(), email, password, { realtime });
  return cookies.map(([name, value]) => ({ name, value }));
}

export const cookieHeader = (cookies: { name: string; value: string }[]) => cookies.map((c) => `${c.name}=${c.value}`).join("; ");
