import { describe, expect, it } from "vitest";
import { isDayOff, isoDayPlus } from "./days-off";

describe("days on which a legal period cannot end (§ 193 BGB)", () => {
  it("are Saturdays and Sundays", () => {
    expect(isDayOff("2026-12-12")).toBe(true); // Saturday
    expect(isDayOff("2026-12-13")).toBe(true); // Sunday
    expect(isDayOff("2026-12-14")).toBe(false); // Monday
    expect(isDayOff("2026-12-11")).toBe(false); // Friday
  });

  it("follow Easter: Good Friday, Easter Monday, Ascension, Whit Monday and Corpus Christi", () => {
    // Easter Sunday: 20 April 2025, 5 April 2026, 28 March 2027, 16 April 2028, 25 April 2038, 22 March 2285.
    for (const [goodFriday, easterMonday] of [
      ["2025-04-18", "2025-04-21"],
      ["2026-04-03", "2026-04-06"],
      ["2027-03-26", "2027-03-29"],
      ["2028-04-14", "2028-04-17"],
      ["2038-04-23", "2038-04-26"],
      ["2285-03-20", "2285-03-23"],
    ]) {
      expect(isDayOff(goodFriday!), goodFriday).toBe(true);
      expect(isDayOff(easterMonday!), easterMonday).toBe(true);
      expect(isDayOff(isoDayPlus(goodFriday!, -1)), "Maundy Thursday").toBe(false);
      expect(isDayOff(isoDayPlus(easterMonday!, 1)), "Easter Tuesday").toBe(false);
    }
    expect(isDayOff("2026-05-14")).toBe(true); // Ascension
    expect(isDayOff("2026-05-25")).toBe(true); // Whit Monday
    expect(isDayOff("2026-06-04")).toBe(true); // Corpus Christi
    expect(isDayOff("2026-05-15")).toBe(false);
    expect(isDayOff("2026-06-05")).toBe(false);
  });

  it("include every state's fixed holidays and Saxony's Repentance Day", () => {
    for (const day of ["2027-01-01", "2027-01-06", "2027-03-08", "2027-05-01", "2028-08-08", "2028-08-15"]) expect(isDayOff(day), day).toBe(true);
    for (const day of ["2027-09-20", "2028-10-03", "2028-10-31", "2028-11-01", "2026-12-25", "2029-12-26"]) expect(isDayOff(day), day).toBe(true);
    // The Wednesday before 23 November.
    expect(isDayOff("2026-11-18")).toBe(true);
    expect(isDayOff("2027-11-17")).toBe(true);
    expect(isDayOff("2028-11-22")).toBe(true);
    expect(isDayOff("2026-11-25")).toBe(false);
    expect(isDayOff("2026-12-24")).toBe(false); // Christmas Eve is a working day
    expect(isDayOff("2026-12-31")).toBe(false);
  });
});

describe("isoDayPlus", () => {
  it("rolls over months, years and leap days", () => {
    expect(isoDayPlus("2026-12-31", 1)).toBe("2027-01-01");
    expect(isoDayPlus("2028-02-28", 1)).toBe("2028-02-29");
    expect(isoDayPlus("2027-02-28", 1)).toBe("2027-03-01");
    expect(isoDayPlus("2026-03-15", 14)).toBe("2026-03-29");
  });
});
