import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server";
import { appTestEnv } from "../../../tests/support/test-env";

// The tests' own environment, without a bot check (they configure it where they test it).
const local = appTestEnv(3000);
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
