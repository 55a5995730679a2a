import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";

/** Signs the backend's Send Email Hook calls to the app; scripts/test-all.mjs gives the backend the same value. */
export const TEST_SEND_EMAIL_HOOK_SECRET = "v1,whsec_dGVzdC1vbmx5LXNlbmQtZW1haWwtaG9vay1zZWNyZXQ=";

/** Signs the Stripe stand-in's webhooks in the test run (scripts/test-all.ts); the app verifies with it. */
export const TEST_STRIPE_WEBHOOK_SECRET = "whsec_test_only_stripe_standin_webhook_secret_0123456789";

const RAISED = "1000/1m";

/**
 * Every test request comes from 127.0.0.1, and the limits are counted in Postgres across all the app
 * instances of a run, so every per-IP rule is raised (never off) for the test apps. A test of a limit sets
 * its own value, which also gives it a counter of its own (the limit is part of the counter's key).
 */
const RAISED_IP_LIMITS = {
  RATE_LIMIT_AUTH_SIGNIN_IP: RAISED,
  RATE_LIMIT_AUTH_SIGNUP_IP: RAISED,
  RATE_LIMIT_AUTH_RESET_IP: RAISED,
  RATE_LIMIT_SUPPORT_IP: RAISED,
  RATE_LIMIT_NEWSLETTER_IP: RAISED,
  RATE_LIMIT_DECLARATION_IP: RAISED,
  RATE_LIMIT_CHAT_IP: RAISED,
  RATE_LIMIT_CALCULATE_IP: RAISED,
  RATE_LIMIT_CONSENT_IP: RAISED,
};

/** The Meta stand-in of the test run (standins/meta); each app gets a pixel id of its own, so tests read only theirs. */
export const testMetaUrl = () => process.env.TEST_META_URL ?? "http://127.0.0.1:54345";

/** An advertising pixel with the Conversions API, both at the stand-in; retries after a second. */
export function metaTestEnv(pixelId: string): Record<string, string> {
  return {
    META_PIXEL_ID: pixelId,
    META_CAPI_ACCESS_TOKEN: "meta_local_development_key",
    META_GRAPH_URL: `${testMetaUrl()}/v24.0`,
    META_PIXEL_SCRIPT_URL: `${testMetaUrl()}/fbevents.js`,
    CONVERSIONS_RETRY_SECONDS: "1",
  };
}

/** The app's settings for the Friendly Captcha stand-in at `standInUrl`: the server verifies its tokens there. */
export function botCheckTestEnv(standInUrl: string): Record<string, string> {
  return {
    BOT_CHECK_PROVIDER: "friendly-captcha",
    BOT_CHECK_SITE_KEY: "FCMLOCALSITEKEY",
    BOT_CHECK_API_KEY: "frc_local_development_key",
    BOT_CHECK_VERIFY_URL: `${standInUrl}/api/v2/captcha/siteverify`,
  };
}

/** The pixel id of the app the browser tests drive. */
export const E2E_PIXEL_ID = "100000000000001";

/** The app the browser tests drive (and the backend's Send Email Hook calls): the per-address limits are raised too. */
export function e2eAppEnv(port: number): Record<string, string> {
  return appTestEnv(port, {
    // The Friendly Captcha stand-in the test run starts; without JavaScript the check is required only after
    // this many attempts from one IP, far above what the suite sends from loopback.
    ...botCheckTestEnv(process.env.TEST_BOTCHECK_URL ?? "http://127.0.0.1:54341"),
    BOT_CHECK_WIDGET_URL: `${process.env.TEST_BOTCHECK_URL ?? "http://127.0.0.1:54341"}/widget.js`,
    BOT_CHECK_FREE_ATTEMPTS: "1000",
    RATE_LIMIT_AUTH_SIGNIN_EMAIL: RAISED,
    RATE_LIMIT_AUTH_SIGNUP_EMAIL: RAISED,
    RATE_LIMIT_AUTH_RESET_EMAIL: RAISED,
    CHAT_MESSAGES_PER_DAY: "1000",
    ...metaTestEnv(E2E_PIXEL_ID),
  });
}

/** The environment the built app runs with in tests: local backend, raised (never disabled) limits. */
/** `overrides` may unset a default with `undefined` (e.g. no analytics). */
export function appTestEnv(port: number, overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string | undefined> = {
    // The production build, as the container runs it; loopback APP_URL allows the local backend.
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    SUPABASE_URL: process.env.TEST_SUPABASE_URL ?? "http://127.0.0.1:54321",
    SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
    SESSION_SECRET: "test-only-session-secret-0123456789abcdef",
    SMTP_URL: process.env.TEST_SMTP_URL ?? "smtp://127.0.0.1:54325",
    MAIL_FROM: "Kolleague <hello@kolleague.local>",
    SEND_EMAIL_HOOK_SECRET: TEST_SEND_EMAIL_HOOK_SECRET,
    SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/kolleague-example",
    SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/kolleague.example",
    // Analytics is configured so the tests can see it stay off until consent (the browser never reaches it).
    ANALYTICS_PLAUSIBLE_DOMAIN: "kolleague.example",
    // The Stripe stand-in the test run starts (scripts/test-all.ts); the key is its well-known local one.
    STRIPE_SECRET_KEY: "sk_test_local_development_key_do_not_use_in_production",
    STRIPE_API_URL: process.env.TEST_STRIPE_URL ?? "http://127.0.0.1:12121",
    STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
    // The OpenAI-compatible stand-in the test run starts (scripts/test-all.ts).
    OPENAI_BASE_URL: process.env.TEST_OPENAI_BASE_URL ?? "http://127.0.0.1:54339/v1",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    ...RAISED_IP_LIMITS,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
