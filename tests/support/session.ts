import { randomUUID } from "node:crypto";
import { createServerClient } from "@supabase/ssr";
import { LOCAL_PUBLISHABLE_KEY } from "@kolleague/local-stand-ins";
import { SESSION_COOKIE_ENCODING } from "#app/platform/supabase/session-cookie";
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
 * Signs in the way the app's server does (@supabase/ssr, the app's cookie encoding) and returns the session
 * cookies it would set, values as they travel (URI-encoded), so tests can start signed in without driving the
 * login form each time.
 */
export async function sessionCookies(email: string, password: string): Promise<{ name: string; value: string }[]> {
  const jar = new Map<string, string>();
  const client = createServerClient(backendUrl(), LOCAL_PUBLISHABLE_KEY, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach((c) => jar.set(c.name, c.value)),
    },
    cookieEncoding: SESSION_COOKIE_ENCODING,
    realtime,
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return [...jar].filter(([, value]) => value !== "").map(([name, value]) => ({ name, value: encodeURIComponent(value) }));
}

export const cookieHeader = (cookies: { name: string; value: string }[]) => cookies.map((c) => `${c.name}=${c.value}`).join("; ");
