import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { BackendError, backendFailure, checked, required, throwBackendFailure } from "./backend-error";

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe("BackendError", () => {
  it("keeps the backend's words in its message and its error as the cause", () => {
    const cause = { message: "connection refused", code: "08006" };
    const error = new BackendError("unavailable:database", cause);
    expect(error.message).toBe("unavailable:database: connection refused");
    expect(error.cause).toBe(cause);
    expect(error.status).toBe(503);
  });

  it("maps to one status and one localized message, and anything else thrown counts as unavailable", () => {
    expect(backendFailure(t, new BackendError("unavailable:stripe"))).toEqual({ status: 503, message: "«common:forms.unavailable»" });
    expect(backendFailure(t, new Error("socket hang up"))).toEqual({ status: 503, message: "«common:forms.unavailable»" });
    expect(backendFailure(t)).toEqual({ status: 503, message: "«common:forms.unavailable»" });
  });

  it("turns a supabase-js answer into its data or a BackendError", () => {
    expect(checked({ data: [1], error: null })).toEqual([1]);
    expect(checked({ data: null, error: null })).toBeNull();
    expect(() => checked({ data: null, error: { message: "boom" } })).toThrow(BackendError);
    expect(() => required({ data: null, error: null })).toThrow("unavailable:database: no row returned");
  });

  it("gives a loader one way out: a backend failure becomes its status for the error boundary, a bug is rethrown", () => {
    const thrown = (run: () => void) => {
      try {
        run();
      } catch (value) {
        return value;
      }
      throw new Error("nothing was thrown");
    };
    expect(thrown(() => throwBackendFailure(new BackendError("unavailable:database")))).toMatchObject({
      type: "DataWithResponseInit",
      init: { status: 503 },
    });
    expect(thrown(() => throwBackendFailure())).toMatchObject({ init: { status: 503 } });
    const bug = new TypeError("x is undefined");
    expect(thrown(() => throwBackendFailure(bug))).toBe(bug);
  });
});
