import { describe, expect, it } from "vitest";
import { choiceFromForm, CONSENT_VERSION, consentVersion, createConsent, validConsent } from "./consent";

describe("consent", () => {
  it("records the choice with the text version and the time", () => {
    const consent = createConsent({ analytics: true, marketing: false }, new Date("2026-11-22T10:00:00Z"));
    expect(consent).toEqual({ version: CONSENT_VERSION, at: "2026-11-22T10:00:00.000Z", analytics: true, marketing: false });
    expect(validConsent(consent)).toEqual(consent);
  });

  it("asks again for an old version or a malformed value", () => {
    expect(validConsent({ version: "2026-11-22", at: "x", analytics: true, marketing: true })).toBeNull();
    expect(validConsent({ version: "2020-01-01", at: "x", analytics: true, marketing: true })).toBeNull();
    expect(validConsent({ version: CONSENT_VERSION, at: "x", analytics: "yes", marketing: false })).toBeNull();
    expect(validConsent(null)).toBeNull();
  });

  it("asks again once an advertising pixel is configured: a choice made before it was named does not cover it", () => {
    const before = createConsent({ analytics: false, marketing: true }, new Date(), consentVersion(false));
    expect(validConsent(before, consentVersion(true))).toBeNull();
    const after = createConsent({ analytics: false, marketing: true }, new Date(), consentVersion(true));
    expect(validConsent(after, consentVersion(true))).toEqual(after);
    expect(consentVersion(false)).toBe(CONSENT_VERSION);
  });

  it("reads accept all, reject all and a saved choice", () => {
    const form = new FormData();
    form.set("analytics", "on");
    expect(choiceFromForm("accept-all", form)).toEqual({ analytics: true, marketing: true });
    expect(choiceFromForm("reject-all", form)).toEqual({ analytics: false, marketing: false });
    expect(choiceFromForm("save", form)).toEqual({ analytics: true, marketing: false });
    expect(choiceFromForm("other", form)).toBeNull();
  });
});
