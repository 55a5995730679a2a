import { isIsoDate } from "../app/features/calculation/dates";
import { germanIsoDay } from "../app/lib/german-day";

/**
 * The deployment day the footer shows. CI passes BUILD_DATE; Docker passes an empty one when `--build-arg` is
 * left out, which must mean "today" as an unset one does. Today is the German day (the operator's), not UTC's,
 * so a build at 00:30 in Berlin does not show yesterday. Anything that is not a day fails the build: the footer
 * would otherwise throw on every page while the health checks stayed green.
 */
export function buildDate(given: string | undefined, now: Date): string {
  const day = given?.trim();
  if (!day) return germanIsoDay(now);
  if (!isIsoDate(day)) throw new Error(`BUILD_DATE must be a day such as 2026-11-27, not "${day}"`);
  return day;
}
