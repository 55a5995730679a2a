// Signed-in sessions against the local backend for the benchmarks and the dev demo: signed in with the
// app's own cookie format (what @supabase/ssr would set in a browser, in the app's encoding), so requests
// carry a real session.
import { createServerClient } from "@supabase/ssr";
import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";
import { SESSION_COOKIE_ENCODING } from "#app/platform/supabase/session-cookie";

export interface LocalSession {
  /** The session's cookies (name, value as it travels: URI-encoded), for a browser context. */
  cookies: [string, string][];
  /** The same as a Cookie header. */
  cookie: string;
}

export function localAdmin(backendUrl: string): SupabaseClient {
  return createClient(backendUrl, LOCAL_SECRET_KEY, { auth: { persistSession: false } });
}

export interface SignInOptions {
  /** The app's unless a test needs the form cookies had before (`base64url`, @supabase/ssr's default). */
  cookieEncoding?: "raw" | "base64url";
  /** A WebSocket for supabase-js's Realtime client where Node has none (before 22). */
  realtime?: SupabaseClientOptions<"public">["realtime"];
}

export async function localSession(backendUrl: string, email: string, password: string, options: SignInOptions = {}): Promise<LocalSession> {
  const jar = new Map<string, string>();
  const ssr = createServerClient(backendUrl, LOCAL_PUBLISHABLE_KEY, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach((c) => jar.set(c.name, c.value)),
    },
    cookieEncoding: options.cookieEncoding ?? SESSION_COOKIE_ENCODING,
    ...(options.realtime ? { realtime: options.realtime } : {}),
  });
  const { error } = await ssr.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  const cookies = [...jar].filter(([, value]) => value).map(([name, value]): [string, string] => [name, encodeURIComponent(value)]);
  return { cookies, cookie: cookies.map(([name, value]) => `${name}=${value}`).join("; ") };
}

export interface BenchUser extends LocalSession {
  userId: string;
  email: string;
  /** The admin client, for the rows a benchmark sets up around the user. */
  admin: SupabaseClient;
}

/** A new confirmed user, signed in. */
export async function benchUser(backendUrl: string): Promise<BenchUser> {
  const email = `bench-${Date.now()}@example.test`;
  const password = "bench-password-0123456789";
  const admin = localAdmin(backendUrl);
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (!created.data.user) throw new Error(`bench user not created: ${created.error?.message ?? "no user"}`);
  return { userId: created.data.user.id, email, admin, ...(await localSession(backendUrl, email, password)) };
}
