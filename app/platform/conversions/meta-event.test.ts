import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "#app/lib/background-worker.server";
import { hashedEmail, metaServerEvent, pixelConversion, sha256Hex } from "./meta-event";

const visitor = {
  ip: "203.0.113.9",
  userAgent: "Mozilla/5.0",
  fbp: "fb.1.1700000000000.123",
  fbc: null,
  sourceUrl: "https://kolleague.example/de/app",
};

describe("metaServerEvent", () => {
  it("hashes the e-mail (normalised) and the user id, and keeps IP, user agent and _fbp as they are", () => {
    const event = metaServerEvent(
      { name: "CompleteRegistration", eventId: "e-1", at: new Date("2026-11-23T10:00:00.900Z"), email: "  Ada@Example.ORG ", userId: "u-1" },
      visitor,
    );
    expect(event).toEqual({
      event_name: "CompleteRegistration",
      event_time: 1795428000,
      event_id: "e-1",
      action_source: "website",
      event_source_url: "https://kolleague.example/de/app",
      user_data: {
        em: [hashedEmail("ada@example.org")],
        external_id: [sha256Hex("u-1")],
        client_ip_address: "203.0.113.9",
        client_user_agent: "Mozilla/5.0",
        fbp: "fb.1.1700000000000.123",
      },
    });
    // SHA-256 of "ada@example.org", computed independently (Python's hashlib).
    expect(event.user_data.em[0]).toBe("cfe00dde46ef942601ffafb9e2825e802858b460e586b8305b344c1eb826357d");
    expect(JSON.stringify(event)).not.toContain("ada@example.org");
  });

  it("values a subscription in euros to the cent, a trial at 0 with the price as predicted value", () => {
    const base = { eventId: "e-2", at: new Date(0), email: "a@b.de", userId: "u" };
    expect(metaServerEvent({ ...base, name: "Subscribe", value: { cents: 9990, currency: "eur", trial: false } }, visitor).custom_data).toEqual({
      currency: "EUR",
      value: 99.9,
    });
    const trial = metaServerEvent({ ...base, name: "StartTrial", value: { cents: 999, currency: "eur", trial: true } }, visitor);
    expect(trial.custom_data).toEqual({ currency: "EUR", value: 0, predicted_ltv: 9.99 });
    expect(pixelConversion(trial)).toEqual({ name: "StartTrial", eventId: "e-2", data: { currency: "EUR", value: 0, predicted_ltv: 9.99 } });
  });
});

describe("retryDelaySeconds", () => {
  it("waits the first delay, then four times longer each attempt, at most six hours", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 60))).toEqual([60, 240, 960, 3840]);
    expect(retryDelaySeconds(9, 60)).toBe(21_600);
  });
});
