import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { globToRegExp, isRedirectAllowed } from "../src/auth/redirects";
import { parseDuration, readAuthConfig } from "../src/config";
import { addMissingEnv } from "../src/env-file";
import { defaultConfigPath } from "../src/paths";

function tempConfig(toml: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "kolleague-config-")), "config.toml");
  writeFileSync(path, toml);
  return path;
}

describe("supabase/config.toml", () => {
  it("is read for the auth settings the backend honours", () => {
    const config = readAuthConfig(defaultConfigPath, {});
    expect(config).toMatchObject({
      siteUrl: "http://localhost:5173",
      enableConfirmations: true,
      jwtExpiry: 3600,
      minimumPasswordLength: 12,
      sendEmailHook: null,
    });
    expect(config.additionalRedirectUrls).toContain("http://localhost:3000/**");
  });

  it("resolves env(NAME) like the CLI and lets the environment override for tests", () => {
    const path = tempConfig(
      `[auth]\nsite_url = "env(APP_URL)"\n[auth.hook.send_email]\nenabled = true\nuri = "http://localhost:5173/hooks/send-email"\nsecrets = "env(HOOK_SECRET)"\n`,
    );
    const config = readAuthConfig(path, { APP_URL: "http://localhost:4000", HOOK_SECRET: "v1,whsec_AAAA" });
    expect(config.siteUrl).toBe("http://localhost:4000");
    expect(config.sendEmailHook).toEqual({ uri: "http://localhost:5173/hooks/send-email", secrets: ["v1,whsec_AAAA"] });
    const overridden = readAuthConfig(path, {
      SUPABASE_AUTH_SITE_URL: "http://127.0.0.1:9",
      SEND_EMAIL_HOOK_URI: "http://127.0.0.1:8/h",
      SEND_EMAIL_HOOK_SECRET: "v1,whsec_BBBB",
    });
    expect(overridden.siteUrl).toBe("http://127.0.0.1:9");
    expect(overridden.sendEmailHook).toEqual({ uri: "http://127.0.0.1:8/h", secrets: ["v1,whsec_BBBB"] });
  });

  it("refuses an enabled hook without a uri, and unreadable durations", () => {
    expect(() => readAuthConfig(tempConfig(`[auth.hook.send_email]\nenabled = true\n`), {})).toThrow(/no uri/);
    expect(parseDuration("2m")).toBe(120);
    expect(() => parseDuration("soon")).toThrow();
  });
});

describe("redirect allow-list", () => {
  const config = readAuthConfig(defaultConfigPath, {});

  it("matches globs the way Supabase Auth compiles them", () => {
    expect(globToRegExp("http://localhost:3000/**").test("http://localhost:3000/a/b?c=d")).toBe(true);
    expect(globToRegExp("https://*.example.com").test("https://a.b.example.com")).toBe(false);
    expect(globToRegExp("https://*.example.com").test("https://a.example.com")).toBe(true);
  });

  it("allows the site, loopback and listed targets, and nothing else", () => {
    expect(isRedirectAllowed(config, "http://localhost:5173/auth/confirm")).toBe(true);
    expect(isRedirectAllowed(config, "http://localhost:61234/x")).toBe(true);
    expect(isRedirectAllowed(config, "http://127.0.0.1:45678/auth/confirm")).toBe(true);
    for (const evil of [
      "https://evil.example",
      "http://localhost.evil.example/",
      "javascript:alert(1)",
      "//evil.example",
      "http://a@evil.example/",
      "https://localhost:5173/",
    ]) {
      expect(isRedirectAllowed(config, evil), evil).toBe(false);
    }
  });
});

describe(".env", () => {
  it("gets the local keys only where a variable is absent", () => {
    const path = join(mkdtempSync(join(tmpdir(), "kolleague-env-")), ".env");
    writeFileSync(path, "SUPABASE_URL=https://mine.example\nOTHER=1");
    expect(addMissingEnv(path, { SUPABASE_URL: "http://127.0.0.1:54321", SUPABASE_SECRET_KEY: "sb_secret_x" })).toEqual(["SUPABASE_SECRET_KEY"]);
    expect(readFileSync(path, "utf8")).toMatch(/^SUPABASE_URL=https:\/\/mine\.example\nOTHER=1\n# .*\nSUPABASE_SECRET_KEY=sb_secret_x\n$/);
    expect(addMissingEnv(path, { SUPABASE_SECRET_KEY: "other" })).toEqual([]);
  });
});
