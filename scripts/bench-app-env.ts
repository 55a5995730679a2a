// The environment a benchmark starts the built app with: production mode on loopback, the local backend's
// keys, a mail server that is never reached. Each bench adds what it measures with (cache, limits, model).
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";

export function benchAppEnv(port: number, backendUrl: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    SUPABASE_URL: backendUrl,
    SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
    SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
    SMTP_URL: "smtp://127.0.0.1:9",
    MAIL_FROM: "Kolleague <hello@kolleague.local>",
    // As production will run: an analytics tool, so the pages carry the consent banner (its script waits for consent).
    ANALYTICS_PLAUSIBLE_DOMAIN: "kolleague.example",
  };
}
