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
 * Counted, as the law counts them, from the end of the calendar year of receipt (§ 147(4) AO, § 257(5) HGB,
 * § 199(1) BGB). A row of a contract that still runs stays regardless (the purge's SQL checks that).
 */
export const recordRetention: readonly RecordRetention[] = [
  // The order is the booking voucher of the contract's payments (terms, price, the consumer's declarations).
  { table: "billing_orders", withContract: true, years: 8, basis: "§ 147(1) no. 4, (3) AO; § 257(1) no. 4, (4) HGB" },
  // A checkout never paid made no contract and no booking: kept only for claims about it (limitation period).
  { table: "billing_orders", withContract: false, years: 3, basis: "§§ 195, 199 BGB" },
  // Declarations received about a contract are business letters.
  { table: "contract_cancellations", withContract: true, years: 6, basis: "§ 147(1) no. 2, (3) AO; § 257(1) no. 2, (4) HGB" },
  { table: "contract_withdrawals", withContract: true, years: 6, basis: "§ 147(1) no. 2, (3) AO; § 257(1) no. 2, (4) HGB" },
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
