/**
 * Rounding helpers shared by the engine. Money is rounded half away from zero to the cent, as banks and
 * tax offices do; the tiny nudge keeps binary floating point (1.005 is stored as 1.00499…) from rounding
 * a true half down.
 */
const NUDGE = 1e-9;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = value * factor;
  // `|| 0` turns −0 into 0, so a zero never prints as "-0,00 €".
  return Math.round(scaled + (scaled >= 0 ? NUDGE : -NUDGE)) / factor || 0;
}

export function roundCents(value: number): number {
  return roundTo(value, 2);
}

/** Whole cents as an integer: the schedule runs on integer cents so that no drift builds up over 360 months. */
export function toCents(euros: number): number {
  return Math.round(euros * 100 + (euros >= 0 ? NUDGE : -NUDGE));
}

export function fromCents(cents: number): number {
  return cents / 100;
}
