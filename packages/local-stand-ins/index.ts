/**
 * Well-known values of the local, Docker-free backend (supabase/local) and the other local stand-ins.
 * They are public on purpose (like the Supabase CLI's demo keys); the server refuses to start in
 * production while any of them is configured. The one module both sides import: the app (its
 * start-up check), the tests, and the stand-ins that serve these keys, so neither reaches into the
 * other's folder.
 */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_local_development_key_do_not_use_in_production";
export const LOCAL_SECRET_KEY = "sb_secret_local_development_key_do_not_use_in_production";
export const LOCAL_BACKEND_PORT = 54321;
export const LOCAL_SMTP_PORT = 54325;
export const LOCAL_BACKEND_URL = `http://127.0.0.1:${LOCAL_BACKEND_PORT}`;
/** The OpenAI-compatible stand-in (standins/openai): Chat Completions under /v1, any bearer key accepted. */
export const LOCAL_OPENAI_PORT = 54329;
export const LOCAL_OPENAI_BASE_URL = `http://127.0.0.1:${LOCAL_OPENAI_PORT}/v1`;
export const LOCAL_OPENAI_API_KEY = "sk-local_development_key_do_not_use_in_production";

/** A key or URL that marks a local stand-in; used by the production start-up check. */
export function isLocalStandIn(value: string): boolean {
  if (value.includes("local_development_key")) return true;
  try {
    const { hostname } = new URL(value);
    return ["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0"].includes(hostname) || hostname.endsWith(".localhost");
  } catch {
    return false;
  }
}
