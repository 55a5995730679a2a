import { readFileSync } from "node:fs";
import { parse } from "smol-toml";

/** The auth settings this backend honours, read from supabase/config.toml the way the Supabase CLI reads them. */
export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  doubleConfirmChanges: boolean;
  refreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  /** [auth.sessions] timebox: a session ends this long after sign-in, however active (0: never). */
  sessionTimeboxSeconds: number;
  /** [auth.sessions] inactivity_timeout: a session ends when not refreshed for this long (0: never). */
  sessionInactivitySeconds: number;
  maxFrequencySeconds: number;
  otpLength: number;
  otpExpirySeconds: number;
  senderName: string;
  adminEmail: string;
  sendEmailHook: { uri: string; secrets: string[] } | null;
}

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Table) : {};
}

/** The CLI lets any string be written as env(NAME); an unset variable reads as "". */
function resolveEnv(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value !== "string") return value;
  const match = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim());
  return match ? (env[match[1]!] ?? "") : value;
}

function str(t: Table, key: string, fallback: string, env: NodeJS.ProcessEnv): string {
  const v = resolveEnv(t[key], env);
  return typeof v === "string" && v !== "" ? v : fallback;
}
function num(t: Table, key: string, fallback: number): number {
  const v = t[key];
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}
function bool(t: Table, key: string, fallback: boolean): boolean {
  const v = t[key];
  return typeof v === "boolean" ? v : fallback;
}

/** "1s", "2m", "1h" as the CLI writes durations. */
export function parseDuration(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(value.trim());
  if (!match) throw new Error(`config.toml: cannot read duration "${value}"`);
  const n = Number(match[1]);
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] as "ms" | "s" | "m" | "h"];
  return n * unit;
}

/** Environment overrides let tests and the e2e set-up point the backend elsewhere without editing config.toml. */
function applyEnvOverrides(config: AuthConfig, env: NodeJS.ProcessEnv): AuthConfig {
  const out = { ...config };
  if (env.SUPABASE_AUTH_SITE_URL) out.siteUrl = env.SUPABASE_AUTH_SITE_URL;
  if (env.SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS) {
    out.additionalRedirectUrls = env.SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  }
  if (env.SUPABASE_AUTH_SESSIONS_TIMEBOX) out.sessionTimeboxSeconds = parseDuration(env.SUPABASE_AUTH_SESSIONS_TIMEBOX);
  if (env.SUPABASE_AUTH_ENABLE_CONFIRMATIONS) out.enableConfirmations = env.SUPABASE_AUTH_ENABLE_CONFIRMATIONS === "true";
  if (env.SEND_EMAIL_HOOK_URI) {
    const secrets = (env.SEND_EMAIL_HOOK_SECRET ?? "").split("|").filter(Boolean);
    out.sendEmailHook = { uri: env.SEND_EMAIL_HOOK_URI, secrets };
  }
  return out;
}

export function readAuthConfig(configPath: string, env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const root = table(parse(readFileSync(configPath, "utf8")));
  const auth = table(root.auth);
  const email = table(auth.email);
  const smtp = table(email.smtp);
  const hook = table(table(auth.hook).send_email);
  const sessions = table(auth.sessions);
  const redirects = Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls : [];
  const hookEnabled = bool(hook, "enabled", false);
  const config: AuthConfig = {
    siteUrl: str(auth, "site_url", "http://127.0.0.1:3000", env),
    additionalRedirectUrls: redirects.map((v) => resolveEnv(v, env)).filter((v): v is string => typeof v === "string" && v !== ""),
    jwtExpiry: num(auth, "jwt_expiry", 3600),
    enableSignup: bool(auth, "enable_signup", true) && bool(email, "enable_signup", true),
    enableConfirmations: bool(email, "enable_confirmations", false),
    doubleConfirmChanges: bool(email, "double_confirm_changes", true),
    refreshTokenRotation: bool(auth, "enable_refresh_token_rotation", true),
    refreshTokenReuseInterval: num(auth, "refresh_token_reuse_interval", 10),
    minimumPasswordLength: num(auth, "minimum_password_length", 6),
    sessionTimeboxSeconds: parseDuration(str(sessions, "timebox", "0s", env)),
    sessionInactivitySeconds: parseDuration(str(sessions, "inactivity_timeout", "0s", env)),
    maxFrequencySeconds: parseDuration(str(email, "max_frequency", "1s", env)),
    otpLength: num(email, "otp_length", 6),
    otpExpirySeconds: num(email, "otp_expiry", 3600),
    senderName: str(smtp, "sender_name", "Kolleague (local)", env),
    adminEmail: str(smtp, "admin_email", "admin@kolleague.local", env),
    sendEmailHook: hookEnabled ? { uri: str(hook, "uri", "", env), secrets: str(hook, "secrets", "", env).split("|").filter(Boolean) } : null,
  };
  if (config.sendEmailHook && !config.sendEmailHook.uri) throw new Error("config.toml: [auth.hook.send_email] is enabled but has no uri");
  return applyEnvOverrides(config, env);
}

/** [api] max_rows: PostgREST's hard cap on the rows one read returns, whatever limit or Range asks for. */
export function readMaxRows(configPath: string): number | null {
  const api = table(table(parse(readFileSync(configPath, "utf8"))).api);
  const maxRows = num(api, "max_rows", 0);
  return maxRows > 0 ? maxRows : null;
}
