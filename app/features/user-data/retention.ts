/**
 * How long the product keeps what it must or may keep, in one place: the purge (retention.server.ts) reads
 * these, the privacy policy (§3.3, §3.7) states them, and decision 012 (2026-11-26) gives the reasoning.
 */

/**
 * A sign-up whose address was never confirmed is deleted this long after its last confirmation mail. The
 * link itself works for an hour (supabase/config.toml, otp_expiry); the longer period lets someone who missed
 * the mail sign up again (a new mail) and finish within the week, and it is what the policy states.
 */
export const UNCONFIRMED_SIGNUP_DAYS = 7;

/** Tables of records kept after the account is gone (registry: `retained`), as the purge deletes them. */
export type RetainedTable = "billing_orders" | "contract_cancellations" | "contract_withdrawals";

export interface RecordRetention {
  table: RetainedTable;
  /** Rows that led to a contract (subscription_id set), or those that did not. */
  withContract: boolean;
  /** Full calendar years after the end of the year the row was received (ordered_at, received_at). */
  years: number;
  basis: string;
}

/**
 * What the purge deletes, counted, as the law counts it, from the end of the calendar year of receipt (§ 199(1)
 * BGB). Records of a contract are not in it yet: an order is the voucher of the contract's payments (8 years,
 * § 147(1) no. 4, (3) AO; § 257(1) no. 4, (4) HGB) and a declaration about it a business letter (6 years, § 147(1)
 * no. 2, (3) AO; § 257(1) no. 2, (4) HGB), each counted from the end of the year the contract ENDED, since its last
 * bookings still rest on them. The rows do not carry that end yet (after an account's deletion its subscription row
 * is gone), so they are kept; no contract ended before 2026, so the first of them falls due on 1 January 2035.
 */
export const recordRetention: readonly RecordRetention[] = [
  // A checkout never paid made no contract and no booking: kept only for claims about it (limitation period).
  { table: "billing_orders", withContract: false, years: 3, basis: "§§ 195, 199 BGB" },
  // One that matched no contract (a typo, spam) proves only that it was received, should someone claim so.
  { table: "contract_cancellations", withContract: false, years: 3, basis: "§§ 195, 199 BGB" },
  { table: "contract_withdrawals", withContract: false, years: 3, basis: "§§ 195, 199 BGB" },
];

/**
 * The first instant that is still kept: rows received before it are past their period. The calendar year is
 * Germany's; on 1 January Berlin is always at UTC+1 (no summer time), so its midnight is 23:00 UTC the day before.
 */
export function retentionCutoff(years: number, now: Date): Date {
  const berlinYear = new Date(now.getTime() + 3_600_000).getUTCFullYear();
  return new Date(Date.UTC(berlinYear - years, 0, 1) - 3_600_000);
}

/** Sign-ups whose last confirmation mail went out before this are deleted. */
export const unconfirmedSignupCutoff = (now: Date): Date => new Date(now.getTime() - UNCONFIRMED_SIGNUP_DAYS * 86_400_000);
