import { describe, expect, it } from "vitest";
import { provedMailboxRecently, RECOVERY_WINDOW_SECONDS } from "./recovery-window";

const now = 1_800_000_000;

describe("provedMailboxRecently", () => {
  it("accepts a mail-link sign-in inside the window", () => {
    expect(provedMailboxRecently([{ method: "otp", timestamp: now - 60 }], now)).toBe(true);
    expect(provedMailboxRecently([{ method: "recovery", timestamp: now - RECOVERY_WINDOW_SECONDS }], now)).toBe(true);
  });

  it("refuses a password sign-in, however fresh, and a mail-link sign-in past the window", () => {
    expect(provedMailboxRecently([{ method: "password", timestamp: now }], now)).toBe(false);
    expect(provedMailboxRecently([{ method: "otp", timestamp: now - RECOVERY_WINDOW_SECONDS - 1 }], now)).toBe(false);
  });

  it("refuses missing or malformed claims and timestamps from the future", () => {
    expect(provedMailboxRecently(undefined, now)).toBe(false);
    expect(provedMailboxRecently([{ method: "otp", timestamp: String(now) }], now)).toBe(false);
    expect(provedMailboxRecently([null, "otp"], now)).toBe(false);
    expect(provedMailboxRecently([{ method: "otp", timestamp: now + 3600 }], now)).toBe(false);
  });
});
