import { z } from "zod";
import { parseModelList } from "#app/config/ai-models";
import { resolveRules, type ResolvedRules } from "#app/platform/rate-limit/rules";
import { isLocalStandIn, LOCAL_OPENAI_BASE_URL } from "@kolleague/local-stand-ins";

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
const optionalHttpsUrl = z.url({ protocol: /^https$/, error: "must be an https URL" }).optional();

/** The local stand-in's models (standins/openai), the default while no provider is configured. */
const LOCAL_AI_MODELS = "kolleague-local=Local test model|Lokales Testmodell,kolleague-local-mini=Local test model (mini)|Lokales Testmodell (mini)";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    APP_URL: httpUrl,
    SUPABASE_URL: httpUrl,
    SUPABASE_PUBLISHABLE_KEY: z.string().min(20, "must be the project's publishable key"),
    SUPABASE_SECRET_KEY: z.string().min(20, "must be the project's secret key"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 random characters"),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }),
    MAIL_FROM: z.string().min(3, "must be a sender such as Kolleague <hello@example.com>"),
    /**
     * Verifies Supabase's Send Email Hook (POST /hooks/send-email): "v1,whsec_<base64>", several separated
     * by "|" while rotating. Unset, the hook endpoint answers 404 and Supabase must send its own mails.
     */
    SEND_EMAIL_HOOK_SECRET: z
      .string()
      .regex(/^v1,whsec_[A-Za-z0-9+/]+={0,2}(\|v1,whsec_[A-Za-z0-9+/]+={0,2})*$/, "must be v1,whsec_<base64> (several separated by |)")
      .optional(),
    /** How many proxies sit in front of the server (0 = none); their X-Forwarded-For entries are trusted. */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    SOCIAL_LINKEDIN_URL: optionalHttpsUrl,
    SOCIAL_INSTAGRAM_URL: optionalHttpsUrl,
    SOCIAL_YOUTUBE_URL: optionalHttpsUrl,
    SOCIAL_FACEBOOK_URL: optionalHttpsUrl,
    /** Privacy-friendly analytics, loaded only after consent: the site's domain as registered there. */
    ANALYTICS_PLAUSIBLE_DOMAIN: z.string().min(3).optional(),
    ANALYTICS_PLAUSIBLE_SRC: z.url({ protocol: /^https$/, error: "must be an https URL" }).default("https://plausible.io/js/script.js"),
    /** Where support-form messages go; unset: the operator's e-mail (app/config/operator.ts), else MAIL_FROM's address. */
    SUPPORT_INBOX: z.email({ error: "must be an e-mail address" }).optional(),
    /** "own" keeps the list in our database and mails over SMTP_URL; "brevo" hands sign-ups to Brevo's double opt-in. */
    NEWSLETTER_PROVIDER: z.enum(["own", "brevo"]).default("own"),
    BREVO_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).default("https://api.brevo.com/v3"),
    BREVO_API_KEY: z.string().min(10).optional(),
    BREVO_LIST_ID: z.coerce.number().int().positive().optional(),
    BREVO_DOI_TEMPLATE_ID_EN: z.coerce.number().int().positive().optional(),
    BREVO_DOI_TEMPLATE_ID_DE: z.coerce.number().int().positive().optional(),
    /** Memberships: without a secret key the pricing page shows the plans but no one can order. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, "must be a Stripe secret key (sk_test_…, sk_live_…)")
      .optional(),
    /** Verifies POST /webhooks/stripe ("whsec_…", from the dashboard or `stripe listen`). */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, "must be a webhook signing secret (whsec_…)")
      .optional(),
    /** Only for the local stand-in (standins/stripe): where the SDK sends its requests instead of api.stripe.com. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    STRIPE_PRICE_MONTHLY_LOOKUP_KEY: z.string().min(1).default("kolleague_plus_monthly"),
    STRIPE_PRICE_YEARLY_LOOKUP_KEY: z.string().min(1).default("kolleague_plus_yearly"),
    BILLING_TRIAL_DAYS: z.coerce.number().int().min(0).max(90).default(14),
    /** Any OpenAI-compatible endpoint speaking Chat Completions; default: the local stand-in (npm run dev). */
    OPENAI_BASE_URL: httpUrl.default(LOCAL_OPENAI_BASE_URL),
    /** Unset: only the local stand-in is usable (it ignores the key). */
    OPENAI_API_KEY: z.string().min(1).optional(),
    /** Allow-listed models, first = default: "id=English label|German label,…" (see app/features/chat/models.ts). */
    AI_MODELS: z
      .string()
      .default(LOCAL_AI_MODELS)
      .refine((value) => parseModelList(value) !== null, "must be id=English label|German label, separated by commas"),
    /** The free plan's chat messages per user and day (plans may raise it: app/features/chat/allowance.server.ts). */
    CHAT_MESSAGES_PER_DAY: z.coerce.number().int().min(1).default(20),
    /** An answer without a stored heartbeat for this long shows as failed with "try again" (its writer died). */
    CHAT_STALL_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
    /** The most tokens the model may write per call (each answer and each step after a tool result); bounds cost and length. */
    CHAT_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_000).default(2_000),
    /** Bot check on public forms (app/platform/bot-check); unset: off, honeypot and limits only. */
    BOT_CHECK_PROVIDER: z.enum(["friendly-captcha"]).optional(),
    BOT_CHECK_SITE_KEY: z.string().min(1).optional(),
    BOT_CHECK_API_KEY: z.string().min(1).optional(),
    /** Only for the local stand-in (standins/friendly-captcha); the default is Friendly Captcha's EU endpoint. */
    BOT_CHECK_VERIFY_URL: httpUrl.default("https://eu.frcapi.com/api/v2/captcha/siteverify"),
    /** Only for local development: the stand-in's widget script instead of Friendly Captcha's. */
    BOT_CHECK_WIDGET_URL: httpUrl.optional(),
    /** Token-less (JavaScript-off) attempts per form, IP and hour before the check is required. */
    BOT_CHECK_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(3),
    /** Advertising (app/platform/conversions): the Meta Pixel, loaded only after consent to marketing; unset: none. */
    META_PIXEL_ID: z
      .string()
      .regex(/^\d{6,20}$/, "must be the pixel's (dataset's) numeric id")
      .optional(),
    /** The Conversions API's access token; with it, sign-ups and subscriptions are also sent from the server. */
    META_CAPI_ACCESS_TOKEN: z.string().min(10).optional(),
    /** The Graph API with its version; only the local stand-in (standins/meta) changes the host. */
    META_GRAPH_URL: httpUrl.default("https://graph.facebook.com/v24.0"),
    /** The pixel's script; only the local stand-in changes it. */
    META_PIXEL_SCRIPT_URL: httpUrl.default("https://connect.facebook.net/en_US/fbevents.js"),
    /** Routes server events to Events Manager's "Test events" while the setup is checked. */
    META_TEST_EVENT_CODE: z.string().min(1).optional(),
    /** Memory for rendered public pages served again to anonymous visitors (0 switches the page cache off). */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(32),
    /** The first retry of a failed conversion send waits this long; each further one four times longer. */
    CONVERSIONS_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** The first retry of a declaration whose Stripe or mail work failed waits this long; each further one four times longer. */
    DECLARATION_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  })
  .superRefine((env, ctx) => {
    // A real provider with the stand-in's model list would offer models that provider does not have.
    if (env.OPENAI_API_KEY && env.AI_MODELS === LOCAL_AI_MODELS) {
      ctx.addIssue({ code: "custom", path: ["AI_MODELS"], message: "must list the provider's models when OPENAI_API_KEY is set" });
    }
    if (env.NEWSLETTER_PROVIDER === "brevo") {
      for (const name of ["BREVO_API_KEY", "BREVO_LIST_ID", "BREVO_DOI_TEMPLATE_ID_EN", "BREVO_DOI_TEMPLATE_ID_DE"] as const) {
        if (env[name] === undefined) ctx.addIssue({ code: "custom", path: [name], message: "is required when NEWSLETTER_PROVIDER=brevo" });
      }
    }
    if (env.BOT_CHECK_PROVIDER && (!env.BOT_CHECK_SITE_KEY || !env.BOT_CHECK_API_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["BOT_CHECK_API_KEY"],
        message: "BOT_CHECK_SITE_KEY and BOT_CHECK_API_KEY are required with BOT_CHECK_PROVIDER",
      });
    }
    if (env.META_CAPI_ACCESS_TOKEN && !env.META_PIXEL_ID) {
      ctx.addIssue({ code: "custom", path: ["META_PIXEL_ID"], message: "is required with META_CAPI_ACCESS_TOKEN (events go to that pixel)" });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required with STRIPE_SECRET_KEY (subscriptions only change through webhooks)",
      });
    }
    // A server reachable under a public URL is a real deployment: the local stand-ins' public keys and
    // loopback URLs are refused there, whatever NODE_ENV says. Tests run the production build on loopback.
    if (isLocalStandIn(env.APP_URL)) return;
    const mustBeReal = [
      "SUPABASE_URL",
      "SUPABASE_PUBLISHABLE_KEY",
      "SUPABASE_SECRET_KEY",
      "SMTP_URL",
      "OPENAI_BASE_URL",
      "STRIPE_SECRET_KEY",
      "BOT_CHECK_API_KEY",
      "BOT_CHECK_VERIFY_URL",
      "BOT_CHECK_WIDGET_URL",
      "META_CAPI_ACCESS_TOKEN",
      "META_GRAPH_URL",
      "META_PIXEL_SCRIPT_URL",
    ] as const;
    if (env.OPENAI_API_KEY && isLocalStandIn(env.OPENAI_API_KEY)) {
      ctx.addIssue({ code: "custom", path: ["OPENAI_API_KEY"], message: "is a local development value; production needs the real one" });
    }
    for (const name of mustBeReal) {
      const value = env[name];
      if (value !== undefined && isLocalStandIn(value)) {
        ctx.addIssue({ code: "custom", path: [name], message: "is a local development value; production needs the real one" });
      }
    }
    if (!env.APP_URL.startsWith("https://")) {
      ctx.addIssue({ code: "custom", path: ["APP_URL"], message: "must use https when served publicly" });
    } else if (env.TRUST_PROXY === 0) {
      // This process does not terminate TLS, so a proxy is in front; trusting none would put every visitor in the
      // proxy's rate-limit bucket (one visitor's failed sign-ins would lock everyone out).
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message: "must count the proxies in front of the server (1 for one) when APP_URL is https",
      });
    }
    // Keys and users' data travel to these; only the local stand-ins speak plain http.
    for (const name of [
      "SUPABASE_URL",
      "OPENAI_BASE_URL",
      "BREVO_API_URL",
      "BOT_CHECK_VERIFY_URL",
      "BOT_CHECK_WIDGET_URL",
      "META_GRAPH_URL",
      "META_PIXEL_SCRIPT_URL",
    ] as const) {
      const value = env[name];
      if (value !== undefined && !isLocalStandIn(value) && !value.startsWith("https://"))
        ctx.addIssue({ code: "custom", path: [name], message: "must use https when served publicly" });
    }
    if (env.STRIPE_API_URL !== undefined) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_API_URL"], message: "is only for the local Stripe stand-in; unset it to use Stripe" });
    }
    if (!env.OPENAI_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["OPENAI_API_KEY"], message: "is required when served publicly (the model provider's key)" });
    }
    if (isPlaceholderSecret(env.SESSION_SECRET)) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is an example value; generate one (e.g. openssl rand -hex 32)" });
    }
    if (!smtpRequiresTls(env.SMTP_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "must use TLS when served publicly: smtps://… or smtp://…?requireTLS=true (STARTTLS)",
      });
    }
  });

/** The example's and the tests' session secrets, and other values that are obviously not random. */
function isPlaceholderSecret(secret: string): boolean {
  return /replace-with|change-?me|example|test-only|^(.)\1+$/i.test(secret);
}

/** Mail carries sign-in links: off loopback it must never travel in clear (implicit TLS, or STARTTLS enforced). */
function smtpRequiresTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === "smtps:" || url.searchParams.get("requireTLS") === "true";
}

/** The variables, and the rate limits as RATE_LIMIT_<RULE> overrides set them (app/platform/rate-limit/rules.ts). */
export type Env = z.infer<typeof envSchema> & { rateLimits: ResolvedRules };

/** Served over HTTPS: cookies get Secure, responses HSTS. */
export const isHttps = (env: Env) => env.APP_URL.startsWith("https://");

export class EnvError extends Error {
  override name = "EnvError";
}

/** Validates the environment and names every missing or malformed variable at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const rateLimits = resolveRules(source);
  if (result.success && rateLimits.issues.length === 0) return { ...result.data, rateLimits: rateLimits.rules };
  const lines = (result.error?.issues ?? []).map((issue) => {
    const name = issue.path.join(".") || "(environment)";
    const missing = issue.code === "invalid_type" && source[name] === undefined;
    return `  - ${name}: ${missing ? "is missing" : issue.message}`;
  });
  for (const issue of rateLimits.issues) lines.push(`  - ${issue.name}: ${issue.message}`);
  throw new EnvError(`Invalid environment (see .env.example):\n${lines.join("\n")}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
