import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { signedInUser } from "../support/account";

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
    const { hostname, port } = new URL(app.url);
    // The path as given, not resolved as a browser would ("/api/%2e%2e/login" stays so).
    const req = httpRequest({ hostname, port, path, method: "POST", headers: { Origin: app.url, ...headers } }, (res) => {
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

  it("refuses a path React Router would read as another one, before reading its body", async () => {
    // "/api/%2e%2e/login" is /login to React Router, but fell under the JSON API's rule, which lets a
    // chunked body of any size through: the sign-in action then read all of it.
    for (const path of ["/api/%2e%2e/login", "/api/%2E%2e/de/support", "/webhooks/%2e%2e/cancel-contract", "/api\\..\\login"]) {
      const response = await announce(path, { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" });
      expect(response.status, path).toBe(400);
      expect(response.body, path).toContain("Bad request");
    }
    // Plain paths with encoded characters are still the same path to both.
    expect((await fetch(`${app.url}/de/blog/%C3%BC-not-a-post`)).status).toBe(404);
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

  it("holds the profile's name form to the ordinary cap, though its path lets bodies of unknown length through", async () => {
    const user = await signedInUser("Chunked Name");
    const { hostname, port } = new URL(app.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          hostname,
          port,
          path: "/my/profile",
          method: "POST",
          headers: { Origin: app.url, Cookie: user.cookie, "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      // 200 KB of a name: the action read all of it (and answered that the name was too long) before.
      req.write("intent=name&fullName=");
      for (let i = 0; i < 200; i++) req.write("x".repeat(1024));
      req.end();
    });
    expect(status).toBe(413);
  });

  it("keeps the avatar upload's own streamed cap: a 5 MB declared upload reaches the route", async () => {
    // The route itself answers (redirect to sign-in for this anonymous request), not the server's 413.
    const response = await announce("/my/profile", { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(5 * 1024 * 1024) });
    expect(response.status).not.toBe(413);
  });
});
