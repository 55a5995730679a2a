import { describe, expect, it } from "vitest";
import { isUnavailable } from "./errors";

describe("isUnavailable", () => {
  it("reads network failures, 5xx and a timed-out mail hook as the service's outage", () => {
    expect(isUnavailable({ name: "AuthRetryableFetchError" })).toBe(true);
    expect(isUnavailable({ name: "StorageUnknownError" })).toBe(true);
    expect(isUnavailable({ status: 503 })).toBe(true);
    expect(isUnavailable({ status: 422, code: "hook_timeout" })).toBe(true);
    expect(isUnavailable({ status: 422, code: "hook_timeout_after_retry" })).toBe(true);
  });

  it("leaves refusals of the request itself to the caller", () => {
    expect(isUnavailable({ status: 422, code: "weak_password" })).toBe(false);
    expect(isUnavailable({ status: 400, code: "invalid_credentials" })).toBe(false);
    // Storage answers a missing object with 400 and its own "404" code.
    expect(isUnavailable({ name: "StorageApiError", status: 400 })).toBe(false);
    expect(isUnavailable(null)).toBe(false);
  });
});
