import { describe, expect, it, vi } from "vitest";
import { createRetryingFetch } from "./retrying-fetch";

const reply = (status: number) => new Response(null, { status });

describe("retrying fetch", () => {
  it("retries a body-less request once on a retryable status", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(reply(503)).mockResolvedValueOnce(reply(200));
    const response = await createRetryingFetch({ fetchImpl, retryDelayMs: 0 })("http://backend/auth/v1/user");
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("retries once only", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(reply(502));
    const response = await createRetryingFetch({ fetchImpl, retryDelayMs: 0 })("http://backend/x");
    expect(response.status).toBe(502);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("never retries a request with a body", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(reply(503));
    await createRetryingFetch({ fetchImpl, retryDelayMs: 0 })("http://backend/x", { method: "POST", body: "{}" });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 404, 422])("does not retry a %s", async (status) => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(reply(status));
    await createRetryingFetch({ fetchImpl, retryDelayMs: 0 })("http://backend/x");
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("retries a network error once, then answers 502 like a gateway (no thrown error for a client to retry again)", async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }));
    const response = await createRetryingFetch({ fetchImpl, retryDelayMs: 0 })("http://backend/x");
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: "backend_unreachable" });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("passes the caller's own abort through as an error", async () => {
    const controller = new AbortController();
    const fetchImpl: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const pending = createRetryingFetch({ fetchImpl, retryDelayMs: 0 })("http://backend/x", { signal: controller.signal });
    controller.abort(new Error("caller left"));
    await expect(pending).rejects.toThrow("caller left");
  });

  it("bounds each attempt with a timeout", async () => {
    const fetchImpl: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const response = await createRetryingFetch({ fetchImpl, timeoutMs: 50, retryDelayMs: 0 })("http://backend/x");
    expect(response.status).toBe(504);
  });
});
