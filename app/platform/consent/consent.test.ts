import { describe, expect, it } from "vitest";
import { choiceFromForm, consentIdOf, CONSENT_VERSION, consentVersion, createConsent, grantsMore, validConsent, withdrawalsOf } from "./consent";

const ID = "0b6f4c8e-2f3a-4d5b-9c1e-7a8b9c0d1e2f";

describe("consent", () => {
  it("records the choice with the text version, the time and its record id", () => {
    const consent = createConsent({ analytics: true, marketing: false }, new Date("2026-11-22T10:00:00Z"), CONSENT_VERSION, ID);
    expect(consent).toEqual({ id: ID, version: CONSENT_VERSION, at: "2026-11-22T10:00:00.000Z", analytics: true, marketing: false });
    expect(validConsent(consent)).toEqual(consent);
  });

  it("relies on a consent only with the id of its record; a refusal needs none", () => {
    const at = "2026-11-22T10:00:00.000Z";
    expect(validConsent({ version: CONSENT_VERSION, at, analytics: true, marketing: false })).toBeNull();
    expect(validConsent({ version: CONSENT_VERSION, at, analytics: false, marketing: true, id: "not-a-uuid" })).toBeNull();
    expect(validConsent({ version: CONSENT_VERSION, at, analytics: false, marketing: false })).toEqual({
      version: CONSENT_VERSION,
      at,
      analytics: false,
      marketing: false,
    });
    // A new choice keeps the device's id, whatever version it was stored under.
    expect(consentIdOf({ id: ID, version: "2020-01-01" })).toBe(ID);
    expect(consentIdOf({ id: "<script>" })).toBeNull();
  });

  it("asks again for an old version or a malformed value", () => {
    expect(validConsent({ version: "2026-11-22", at: "x", analytics: true, marketing: true })).toBeNull();
    expect(validConsent({ version: "2020-01-01", at: "x", analytics: true, marketing: true })).toBeNull();
    expect(validConsent({ version: CONSENT_VERSION, at: "x", analytics: "yes", marketing: false })).toBeNull();
    expect(validConsent(null)).toBeNull();
  });

  it("asks again once an advertising pixel is configured: a choice made before it was named does not cover it", () => {
    const none = { analytics: false, advertisingPixel: false };
    const pixel = { analytics: false, advertisingPixel: true };
    const before = createConsent({ analytics: false, marketing: true }, new Date(), consentVersion(none), ID);
    expect(validConsent(before, consentVersion(pixel))).toBeNull();
    const after = createConsent({ analytics: false, marketing: true }, new Date(), consentVersion(pixel), ID);
    expect(validConsent(after, consentVersion(pixel))).toEqual(after);
    expect(consentVersion(none)).toBe(CONSENT_VERSION);
  });

  it("asks again once an analytics tool is configured: 'accept all' while none ran did not name it", () => {
    const pixel = { analytics: false, advertisingPixel: true };
    const both = { analytics: true, advertisingPixel: true };
    const before = createConsent({ analytics: true, marketing: true }, new Date(), consentVersion(pixel), ID);
    expect(validConsent(before, consentVersion(both))).toBeNull();
    expect(consentVersion(both)).toBe(`${CONSENT_VERSION}+plausible+meta`);
    expect(consentVersion({ analytics: true, advertisingPixel: false })).toBe(`${CONSENT_VERSION}+plausible`);
  });

  it("lets a choice that could not be recorded withdraw, never add", () => {
    const both = { analytics: true, marketing: true };
    const none = { analytics: false, marketing: false };
    const onlyAnalytics = { analytics: true, marketing: false };
    const onlyMarketing = { analytics: false, marketing: true };
    expect(grantsMore(onlyAnalytics, both)).toBe(false);
    expect(grantsMore(onlyMarketing, onlyAnalytics)).toBe(true);
    expect(grantsMore(none, null)).toBe(false);
    expect(grantsMore(onlyAnalytics, null)).toBe(true);
    // Swapping one for the other: the withdrawal applies, the addition waits.
    expect(withdrawalsOf(onlyMarketing, onlyAnalytics)).toEqual(none);
    expect(withdrawalsOf(onlyAnalytics, both)).toEqual(onlyAnalytics);
    // Nothing withdrawn, or nothing chosen before: the current state stays (a first "accept" is not stored as a refusal).
    expect(withdrawalsOf(both, onlyAnalytics)).toBeNull();
    expect(withdrawalsOf(both, null)).toBeNull();
  });

  it("marks a choice whose record could not be written, and reads the mark back", () => {
    const unrecorded = createConsent({ analytics: false, marketing: false }, new Date("2026-11-26T10:00:00Z"), CONSENT_VERSION, ID, false);
    expect(unrecorded.recorded).toBe(false);
    expect(validConsent(unrecorded)).toEqual(unrecorded);
    expect(createConsent({ analytics: false, marketing: false }, new Date(), CONSENT_VERSION, ID)).not.toHaveProperty("recorded");
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
