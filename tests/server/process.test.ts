import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, runAppExpectingExit, startApp } from "../support/app-server";
import { rawRequest } from "../support/http";
import { appTestEnv } from "../support/test-env";

describe("start-up checks", () => {
  it("names each missing or malformed variable and exits", async () => {
    const env = appTestEnv(await freePort());
    delete env.SESSION_SECRET;
    env.SUPABASE_URL = "not a url";
    const { code, output } = await runAppExpectingExit(env);
    expect(code).toBe(1);
    expect(output).toContain("SESSION_SECRET: is missing");
    expect(output).toContain("SUPABASE_URL: must be an http(s) URL");
  });

  it("refuses the local backend's keys and URLs on a public deployment", async () => {
    const env = appTestEnv(await freePort(), { APP_URL: "https://kolleague.example" });
    const { code, output } = await runAppExpectingExit(env);
    expect(code).toBe(1);
    expect(output).toMatch(/SUPABASE_SECRET_KEY: is a local development value/);
    expect(output).toMatch(/SUPABASE_URL: is a local development value/);
    expect(output).toMatch(/SESSION_SECRET: is an example value/);
    expect(output).toMatch(/SMTP_URL: must use TLS/);
  });

  it("exits with 1 and says so when its port is taken, never that it listens", async () => {
    const taken = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => taken.once("listening", resolve));
    try {
      const { code, output } = await runAppExpectingExit(appTestEnv((taken.address() as { port: number }).port));
      expect(code).toBe(1);
      expect(output).toContain('"msg":"could not listen"');
      expect(output).toContain("EADDRINUSE");
      expect(output).not.toContain('"msg":"listening"');
    } finally {
      taken.close();
    }
  });
});

describe("running", () => {
  it("logs one JSON line per request without the query string and with a truncated IP", async () => {
    const app = await startApp();
    await fetch(`${app.url}/calculator?purchasePrice=512345&equity=99999`, { headers: { "X-Request-Id": "req-test-12345678" } });
    await app.stop();
    const line = app
      .logs()
      .split("\n")
      .filter((entry) => entry.startsWith("{"))
      .map((entry) => JSON.parse(entry) as Record<string, unknown>)
      .find((entry) => entry.requestId === "req-test-12345678");
    expect(line).toMatchObject({ msg: "request", method: "GET", path: "/calculator", status: 200, ip: "127.0.0.0" });
    expect(app.logs()).not.toContain("512345");
  });

  it("takes a form post forwarded by a TLS-terminating proxy that rewrites Host: the request has APP_URL's origin", async () => {
    const app = await startApp({ APP_URL: "https://localhost:9443" });
    try {
      // As nginx forwards it by default: plain http to the container, Host rewritten, the browser's Origin kept.
      const { status, body } = await rawRequest(`${app.url}/login`, {
        method: "POST",
        headers: {
          Host: "app:3000",
          Origin: "https://localhost:9443",
          "X-Forwarded-Proto": "https",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ email: "nobody@example.test", password: "not-the-password-1" }).toString(),
      });
      // The login action answered (React Router's own cross-site check had refused it with a bare 400).
      expect(body.toString()).toContain("Invalid email or password.");
      expect(status).toBeLessThan(500);
    } finally {
      await app.stop();
    }
  });

  it("answers OPTIONS with the methods it takes, and TRACE with 405, without an error in the log", async () => {
    const app = await startApp();
    try {
      for (const path of ["/", "/healthz", "/de/app"]) {
        const options = await rawRequest(app.url + path, { method: "OPTIONS" });
        expect([options.status, options.headers.allow], path).toEqual([204, "GET, HEAD, POST"]);
      }
      const trace = await rawRequest(`${app.url}/`, { method: "TRACE" });
      expect([trace.status, trace.headers.allow]).toEqual([405, "GET, HEAD, POST"]);
    } finally {
      await app.stop();
    }
    expect(app.logs()).not.toMatch(/"level":"(error|fatal)"|No value found for context|Invalid request method/);
  });

  it("reports not ready while the backend is unreachable", async () => {
    const app = await startApp({ SUPABASE_URL: "http://127.0.0.1:9" });
    const response = await fetch(`${app.url}/readyz`);
    await app.stop();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", checks: { backend: { ok: false } } });
  });

  it("reports ready when the backend answers", async () => {
    const app = await startApp();
    const response = await fetch(`${app.url}/readyz`);
    await app.stop();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", checks: { backend: { ok: true } } });
  });

  it("on a public deployment, is not ready and says why while operator details are placeholders", async () => {
    const app = await startApp({
      APP_URL: "https://kolleague.example",
      SUPABASE_URL: "https://project.supabase.example",
      SUPABASE_PUBLISHABLE_KEY: "sb_publishable_0123456789abcdefghij",
      SUPABASE_SECRET_KEY: "sb_secret_0123456789abcdefghijklmn",
      SMTP_URL: "smtps://mail.example:465",
      SESSION_SECRET: "5c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d",
      OPENAI_BASE_URL: "https://models.example/v1",
      OPENAI_API_KEY: "sk-provider-0123456789abcdefghij",
      AI_MODELS: "model-a=Model A|Modell A",
      TRUST_PROXY: "1",
      // The test run's Stripe stand-in is refused here; memberships are simply not offered.
      STRIPE_API_URL: undefined,
      STRIPE_SECRET_KEY: undefined,
    });
    const response = await fetch(`${app.url}/readyz`);
    await app.stop();
    expect(response.status).toBe(503);
    const body = (await response.json()) as { checks: { operator?: { ok: boolean; detail: string } } };
    expect(body.checks.operator?.ok).toBe(false);
    expect(body.checks.operator?.detail).toContain("company");
    expect(app.logs()).toContain("operator details still hold placeholders");
  });

  it("finishes a request in flight and exits 0 on SIGTERM", async () => {
    const app = await startApp();
    // The handler is attached at once: a reset connection must not surface as an unhandled rejection.
    const inFlight = fetch(`${app.url}/de/imprint`).catch(() => null);
    const code = await app.stop("SIGTERM");
    expect(code).toBe(0);
    expect((await inFlight)?.status ?? 200).toBe(200);
  });
});
