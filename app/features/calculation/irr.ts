/**
 * Internal rate of return of yearly cash flows (index t = year t, t = 0 is today): the rate r with
 * Σ CFₜ / (1 + r)ᵗ = 0. Solved by bisection on the NPV, which cannot diverge: a grid of candidate rates
 * finds intervals where the NPV changes sign, and of those the one nearest 0 % is refined (with several
 * sign changes in the cash flows there may be several roots; the one closest to zero is the plausible one).
 * Without a sign change there is no IRR and the result is null.
 */
const GRID = [-0.99, -0.95, -0.9, -0.8, -0.6, -0.4, -0.2, -0.1, -0.05, 0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10];
const TOLERANCE = 1e-12;
const MAX_ITERATIONS = 200;

export function npv(rate: number, cashFlows: readonly number[]): number {
  let value = 0;
  let discount = 1;
  const factor = 1 + rate;
  for (const cashFlow of cashFlows) {
    value += cashFlow / discount;
    discount *= factor;
  }
  return value;
}

/** The IRR as a fraction (0.05 = 5 %), or null when the NPV has no root between −99 % and 1000 %. */
export function irr(cashFlows: readonly number[]): number | null {
  // With flows all of one sign (or all zero) the NPV has no root for any rate above −100 %.
  if (!cashFlows.some((cashFlow) => cashFlow > 0) || !cashFlows.some((cashFlow) => cashFlow < 0)) return null;
  let best: [number, number] | null = null;
  let previousRate = GRID[0] ?? -0.99;
  let previousValue = npv(previousRate, cashFlows);
  if (previousValue === 0) return previousRate;
  for (let index = 1; index < GRID.length; index++) {
    const rate = GRID[index] ?? 0;
    const value = npv(rate, cashFlows);
    if (value === 0) return rate;
    if (Math.sign(value) !== Math.sign(previousValue)) {
      const candidate: [number, number] = [previousRate, rate];
      if (!best || distanceFromZero(candidate) < distanceFromZero(best)) best = candidate;
    }
    previousRate = rate;
    previousValue = value;
  }
  return best ? bisect(best[0], best[1], cashFlows) : null;
}

function distanceFromZero([low, high]: [number, number]): number {
  return low <= 0 && high >= 0 ? 0 : Math.min(Math.abs(low), Math.abs(high));
}

function bisect(low: number, high: number, cashFlows: readonly number[]): number {
  let lowValue = npv(low, cashFlows);
  for (let iteration = 0; iteration < MAX_ITERATIONS && high - low > TOLERANCE; iteration++) {
    const middle = (low + high) / 2;
    const middleValue = npv(middle, cashFlows);
    if (middleValue === 0) return middle;
    if (Math.sign(middleValue) === Math.sign(lowValue)) {
      low = middle;
      lowValue = middleValue;
    } else {
      high = middle;
    }
  }
  return (low + high) / 2;
}
