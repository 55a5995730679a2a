import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";
import { logger } from "#app/platform/log/logger.server";

/**
 * Every vitest file runs with this: a test that makes its process log an error (the logger's error level,
 * or console.error) fails, unless it says it expects that with allowErrorLog(). An error only logged
 * is an error nobody asserted on. (Apps and backends the tests spawn as child processes log to their own
 * output, not through this.)
 */
let spy: MockInstance<typeof console.error> | undefined;
let loggerSpy: MockInstance<typeof logger.error> | undefined;
let allowed = false;

/** For a test that provokes a logged error on purpose: it gets the logger's spy to assert on what was logged. */
export function allowErrorLog(): MockInstance<typeof logger.error> {
  allowed = true;
  if (!loggerSpy) throw new Error("allowErrorLog() runs inside a test");
  // Asserted on, so not printed as well.
  return loggerSpy.mockImplementation(() => undefined);
}

beforeEach(() => {
  allowed = false;
  spy = vi.spyOn(console, "error");
  loggerSpy = vi.spyOn(logger, "error");
});

afterEach(() => {
  const calls = [
    ...(spy?.mock.calls ?? []).map((args) => args.map(String).join(" ")),
    ...(loggerSpy?.mock.calls ?? []).map((args) => args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" ")),
  ];
  spy?.mockRestore();
  loggerSpy?.mockRestore();
  spy = loggerSpy = undefined;
  if (!allowed) expect(calls, "an error logged during the test").toEqual([]);
});
