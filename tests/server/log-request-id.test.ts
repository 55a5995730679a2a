import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/account";
import { startApp, type RunningApp } from "../support/app-server";
import { startBackendProxy, type BackendProxy } from "../support/backend-proxy";
import { backendUrl } from "../support/clients";
import { postForm } from "../support/http";
import { pollUntil } from "../support/poll";

// The logger adds the request id to every line written while a request is handled (an AsyncLocalStorage
// scope opened by server/request-log.ts), so a line logged deep in an action or a loader can be found
// by the X-Request-Id the client sent, without any call site passing it along. The backend fails one
// kind of request (through the proxy), so the app logs an error there.
let proxy: BackendProxy;
let app: RunningApp;
beforeAll(async () => {
  proxy = await startBackendProxy(backendUrl());
  app = await startApp({ SUPABASE_URL: proxy.url });
});
afterAll(async () => {
  await app.stop();
  await proxy.stop();
});

/** The app's JSON log lines with this message, once it has written them (the deadline fails the test). */
function linesSaying(msg: string): Promise<Record<string, unknown>[]> {
  const read = () =>
    app
      .logs()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === msg);
  return pollUntil(`a log line saying "${msg}"`, read, (lines) => lines.length > 0, { timeoutMs: 5_000, intervalMs: 50 });
}

describe("log lines inside a request", () => {
  it("carry the request's X-Request-Id when an action logs", async () => {
    const user = await signedInUser("Request Id");
    proxy.failWhen(({ method, path }) => method === "DELETE" && path.startsWith("/rest/v1/conversion_events"));
    // Withdrawing marketing consent drops the user's unsent conversions; the failed delete is logged.
    const response = await postForm(
      app,
      "/resources/consent",
      { intent: "reject-all", redirectTo: "/" },
      { Cookie: user.cookie, "X-Request-Id": "req-action-12345678" },
    );
    proxy.failWhen(null);
    expect(response.status).toBe(303);
    expect(response.headers.get("x-request-id")).toBe("req-action-12345678");
    const lines = await linesSaying("conversions: could not drop the unsent events of a user");
    expect(lines.map((line) => ({ level: line.level, requestId: line.requestId }))).toEqual([{ level: "error", requestId: "req-action-12345678" }]);
  });

  it("carry the request's X-Request-Id when a loader's response logs", async () => {
    const user = await signedInUser("Request Id");
    // 500, not 503: supabase-js retries a read on 503 for seconds.
    proxy.failWhen(({ method, path }) => method === "GET" && path.startsWith("/rest/v1/calculations"), 500);
    // The data export streams table by table; the failed read breaks the download and is logged.
    const response = await fetch(`${app.url}/resources/my-data.json`, { headers: { Cookie: user.cookie, "X-Request-Id": "req-loader-12345678" } });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    proxy.failWhen(null);
    const lines = await linesSaying("data export: failed part-way");
    expect(lines.map((line) => ({ level: line.level, requestId: line.requestId }))).toEqual([{ level: "error", requestId: "req-loader-12345678" }]);
  });
});
