import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";

const local = {
  APP_URL: "http://127.0.0.1:5173",
  SUPABASE_URL: "http://127.0.0.1:54321",
  SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
  SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
  SESSION_SECRET: "x".repeat(32),
  SMTP_URL: "smtp://127.0.0.1:54325",
  MAIL_FROM: "Kolleague <hello@kolleague.local>",
};
const standIn = {
  BOT_CHECK_PROVIDER: "friendly-captcha",
  BOT_CHECK_SITE_KEY: "FCMLOCALSITEKEY",
  BOT_CHECK_API_KEY: "frc_local_development_key",
  BOT_CHECK_VERIFY_URL: "http://127.0.0.1:54341/api/v2/captcha/siteverify",
};

describe("bot-check configuration", () => {
  it("is off by default and points at Friendly Captcha's EU endpoint", () => {
    const env = parseEnv(local);
    expect(env.BOT_CHECK_PROVIDER).toBeUndefined();
    expect(env.BOT_CHECK_VERIFY_URL).toBe("https://eu.frcapi.com/api/v2/captcha/siteverify");
  });

  it("accepts the stand-in on loopback", () => {
    expect(parseEnv({ ...local, ...standIn }).BOT_CHECK_FREE_ATTEMPTS).toBe(3);
  });

  it("stops start-up for a provider without keys", () => {
    expect(() => parseEnv({ ...local, BOT_CHECK_PROVIDER: "friendly-captcha" })).toThrow(
      /BOT_CHECK_API_KEY: BOT_CHECK_SITE_KEY and BOT_CHECK_API_KEY are required/,
    );
  });

  it("refuses the stand-in's URL and key on a public deployment", () => {
    const run = () => parseEnv({ ...local, ...standIn, APP_URL: "https://kolleague.example" });
    expect(run).toThrow(/BOT_CHECK_API_KEY: is a local development value/);
    expect(run).toThrow(/BOT_CHECK_VERIFY_URL: is a local development value/);
  });
});
