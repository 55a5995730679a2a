import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

/**
 * Sends a request that announces `declared` bytes but writes only the first chunk, then waits for the
 * answer: a server that reads the body before refusing would wait for the rest and never answer.
 */
function announce(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, app.url);
    const req = httpRequest(url, { method: "POST", headers: { Origin: app.url, ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.write("email=a%40b.example&password=");
  });
}

describe("request body caps", () => {
  it("answers 413 to a 50 MB sign-in at once, without reading the body, in the page's language", async () => {
    const english = await announce("/login", { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(50 * 1024 * 1024) });
    expect(english.status).toBe(413);
    expect(english.body).toContain("Too much data");
    const german = await announce("/de/login", { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(50 * 1024 * 1024) });
    expect(german.status).toBe(413);
    expect(german.body).toContain("Zu viele Daten");
    expect(german.body).toContain('lang="de"');
  });

  it("answers 411 to a form body of unknown length", async () => {
    const response = await announce("/support", { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" });
    expect(response.status).toBe(411);
  });

  it("lets an ordinary form through to its action", async () => {
    const response = await fetch(`${app.url}/login`, {
      method: "POST",
      headers: { Origin: app.url },
      body: new URLSearchParams({ email: "not-an-address", password: "x" }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
  });

  it("keeps the avatar upload's own streamed cap: a 5 MB declared upload reaches the route", async () => {
    // The route itself answers (redirect to sign-in for this anonymous request), not the server's 413.
    const response = await announce("/my/profile", { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(5 * 1024 * 1024) });
    expect(response.status).not.toBe(413);
  });
});
