import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";

const local = {
  APP_URL: "http://localhost:5173",
  SUPABASE_URL: "http://127.0.0.1:54321",
  SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
  SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
  SESSION_SECRET: "x".repeat(32),
  SMTP_URL: "smtp://127.0.0.1:54325",
  MAIL_FROM: "Kolleague <hello@kolleague.local>",
};

describe("parseEnv", () => {
  it("accepts the local development values outside production", () => {
    const env = parseEnv({ ...local, NODE_ENV: "development" });
    expect(env.PORT).toBe(3000);
    expect(env.TRUST_PROXY).toBe(0);
  });

  it("names every missing and malformed variable", () => {
    const error = (() => {
      try {
        parseEnv({ ...local, APP_URL: undefined, SESSION_SECRET: "short", PORT: "99999" });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("APP_URL: is missing");
    expect(message).toContain("SESSION_SECRET: must be at least 32 random characters");
    expect(message).toContain("PORT:");
  });

  it("resolves the rate limits once, naming a malformed or unknown RATE_LIMIT_ variable with the others", () => {
    expect(parseEnv({ ...local, RATE_LIMIT_SUPPORT_IP: "50/1h" }).rateLimits["support.ip"]).toMatchObject({ limit: 50, windowMs: 3_600_000 });
    const message = (() => {
      try {
        parseEnv({ ...local, PORT: "99999", RATE_LIMIT_SUPPORT_IP: "0/1h", RATE_LIMIT_SUPORT_IP: "5/1h" });
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toContain("PORT:");
    expect(message).toContain('RATE_LIMIT_SUPPORT_IP: rate limit "0/1h" would switch the limit off');
    expect(message).toContain("RATE_LIMIT_SUPORT_IP: names no rate limit");
  });

  it("allows the local backend for the production build on loopback (tests, benchmarks)", () => {
    expect(parseEnv({ ...local, NODE_ENV: "production", APP_URL: "http://127.0.0.1:3000" }).NODE_ENV).toBe("production");
  });

  it("refuses local keys and stand-in URLs on a public deployment", () => {
    expect(() => parseEnv({ ...local, NODE_ENV: "production", APP_URL: "https://kolleague.de" })).toThrow(
      /SUPABASE_URL: is a local development value[\s\S]*SUPABASE_PUBLISHABLE_KEY[\s\S]*SUPABASE_SECRET_KEY[\s\S]*SMTP_URL[\s\S]*OPENAI_BASE_URL/,
    );
  });

  const production = {
    ...local,
    NODE_ENV: "production",
    APP_URL: "https://kolleague.de",
    SUPABASE_URL: "https://abcd.supabase.co",
    SUPABASE_PUBLISHABLE_KEY: "sb_publishable_abcdefghijklmnopqrstuvwxyz",
    SUPABASE_SECRET_KEY: "sb_secret_abcdefghijklmnopqrstuvwxyz",
    SMTP_URL: "smtps://user:pass@smtp.example.com:465",
    SESSION_SECRET: "9f2c1e7a4b8d6035c1e9a7f4b2d8c6e0a3f5b7d9",
    OPENAI_BASE_URL: "https://api.openai.example/v1",
    OPENAI_API_KEY: "sk-real-provider-key",
    AI_MODELS: "gpt-4.1-mini=GPT-4.1 mini",
    TRUST_PROXY: "1",
  };

  it("accepts real production values", () => {
    const env = parseEnv(production);
    expect(env.NODE_ENV).toBe("production");
    expect(() => parseEnv({ ...production, NODE_ENV: undefined, APP_URL: "http://kolleague.de", SMTP_URL: "smtp://smtp.example.com" })).toThrow(
      /APP_URL: must use https/,
    );
  });

  it("refuses the local OpenAI stand-in (its URL or its key) on a public deployment", () => {
    expect(() => parseEnv({ ...production, OPENAI_BASE_URL: undefined })).toThrow(/OPENAI_BASE_URL: is a local development value/);
    expect(() => parseEnv({ ...production, OPENAI_API_KEY: "sk-local_development_key_do_not_use_in_production" })).toThrow(
      /OPENAI_API_KEY: is a local development value/,
    );
    expect(() => parseEnv({ ...production, AI_MODELS: "no label" })).toThrow(/AI_MODELS: must be id=English label\|German label/);
    expect(() => parseEnv({ ...production, AI_MODELS: undefined })).toThrow(/AI_MODELS: must list the provider's models/);
    expect(parseEnv(production).AI_MODELS).toBe("gpt-4.1-mini=GPT-4.1 mini");
    // Without a key the provider would be sent the stand-in's, and every answer would fail.
    expect(() => parseEnv({ ...production, OPENAI_API_KEY: undefined, AI_MODELS: undefined })).toThrow(
      /OPENAI_API_KEY: is required when served publicly/,
    );
  });

  it("requires the proxy in front of an https APP_URL to be counted, and https for the services keys go to", () => {
    expect(() => parseEnv({ ...production, TRUST_PROXY: undefined })).toThrow(/TRUST_PROXY: must count the proxies/);
    expect(() => parseEnv({ ...production, TRUST_PROXY: "0" })).toThrow(/TRUST_PROXY: must count the proxies/);
    for (const [name, value] of [
      ["SUPABASE_URL", "http://db.internal.example"],
      ["OPENAI_BASE_URL", "http://llm.example/v1"],
      ["BREVO_API_URL", "http://api.brevo.example/v3"],
      ["BOT_CHECK_VERIFY_URL", "http://captcha.example/verify"],
      ["META_GRAPH_URL", "http://graph.example/v24.0"],
    ] as const) {
      expect(() => parseEnv({ ...production, [name]: value }), name).toThrow(new RegExp(`${name}: must use https when served publicly`));
    }
  });

  it.each([
    "replace-with-32-or-more-random-characters",
    "test-only-session-secret-0123456789abcdef",
    "x".repeat(40),
    "change-me-change-me-change-me-change-me",
  ])("refuses the placeholder session secret %s on a public deployment", (SESSION_SECRET) => {
    expect(() => parseEnv({ ...production, SESSION_SECRET })).toThrow(/SESSION_SECRET: is an example value/);
  });

  it("refuses the local Stripe stand-in and its key on a public deployment, and a key without a webhook secret", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_live_abcdef123456", STRIPE_WEBHOOK_SECRET: "whsec_abcdef123456" };
    expect(parseEnv({ ...production, ...stripe }).STRIPE_API_URL).toBeUndefined();
    for (const STRIPE_API_URL of ["http://127.0.0.1:12111", "http://stripe-mock:12111", "https://api.stripe.com"])
      expect(() => parseEnv({ ...production, ...stripe, STRIPE_API_URL })).toThrow(/STRIPE_API_URL: is only for the local Stripe stand-in/);
    expect(() => parseEnv({ ...production, ...stripe, STRIPE_SECRET_KEY: "sk_test_local_development_key_do_not_use_in_production" })).toThrow(
      /STRIPE_SECRET_KEY: is a local development value/,
    );
    expect(() => parseEnv({ ...production, STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET: is required/);
  });

  it("has no advertising by default, and refuses the local Meta stand-in and its token on a public deployment", () => {
    const parsed = parseEnv(production);
    expect(parsed.META_PIXEL_ID).toBeUndefined();
    expect(parsed.META_GRAPH_URL).toBe("https://graph.facebook.com/v24.0");
    const meta = { META_PIXEL_ID: "123456789012345", META_CAPI_ACCESS_TOKEN: "EAAB-real-token-123" };
    expect(parseEnv({ ...production, ...meta }).META_CAPI_ACCESS_TOKEN).toBe("EAAB-real-token-123");
    expect(() => parseEnv({ ...production, ...meta, META_GRAPH_URL: "http://127.0.0.1:54343/v24.0" })).toThrow(
      /META_GRAPH_URL: is a local development value/,
    );
    expect(() => parseEnv({ ...production, ...meta, META_PIXEL_SCRIPT_URL: "http://127.0.0.1:54343/fbevents.js" })).toThrow(
      /META_PIXEL_SCRIPT_URL: is a local development value/,
    );
    expect(() => parseEnv({ ...production, ...meta, META_CAPI_ACCESS_TOKEN: "meta_local_development_key" })).toThrow(
      /META_CAPI_ACCESS_TOKEN: is a local development value/,
    );
    expect(() => parseEnv({ ...production, META_CAPI_ACCESS_TOKEN: "EAAB-real-token-123" })).toThrow(/META_PIXEL_ID: is required/);
  });

  it("requires TLS for SMTP on a public deployment: smtps, or STARTTLS enforced", () => {
    expect(() => parseEnv({ ...production, SMTP_URL: "smtp://user:pass@smtp.example.com:587" })).toThrow(/SMTP_URL: must use TLS/);
    expect(parseEnv({ ...production, SMTP_URL: "smtp://user:pass@smtp.example.com:587?requireTLS=true" }).SMTP_URL).toContain("requireTLS");
    expect(parseEnv({ ...production }).SMTP_URL.startsWith("smtps://")).toBe(true);
  });
});
