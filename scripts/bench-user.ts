// A signed-in user for the benchmarks: made confirmed with the secret key, signed in with the app's own
// cookie format (what @supabase/ssr would set in a browser), so requests carry a real session.
import { createServerClient } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";

export interface BenchUser {
  userId: string;
  email: string;
  /** The session's cookies (name, value), for a browser context. */
  cookies: [string, string][];
  /** The same as a Cookie header. */
  cookie: string;
  /** The admin client, for the rows a benchmark sets up around the user. */
  admin: SupabaseClient;
}

export async function benchUser(backendUrl: string): Promise<BenchUser> {
  const email = `bench-${Date.now()}@example.test`;
  const password = "bench-password-0123456789";
  const admin = createClient(backendUrl, LOCAL_SECRET_KEY, { auth: { persistSession: false } });
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (!created.data.user) throw new Error(`bench user not created: ${created.error?.message ?? "no user"}`);
  const jar = new Map<string, string>();
  const ssr = createServerClient(backendUrl, LOCAL_PUBLISHABLE_KEY, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach((c) => jar.set(c.name, c.value)),
    },
  });
  await ssr.auth.signInWithPassword({ email, password });
  const cookies = [...jar].filter(([, value]) => value);
  const cookie = cookies.map(([name, value]) => `${name}=${value}`).join("; ");
  return { userId: created.data.user.id, email, cookies, cookie, admin };
}
