import { dateFormat } from "./intl";

const BERLIN_DAY = dateFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * The German calendar day of an instant (contracts are signed in Germany), in ISO form. Callers pass the
 * clock in, so the pure modules never read the system time themselves.
 */
export function germanIsoDay(now: Date): string {
  return BERLIN_DAY.format(now);
}
