import { CONSENT_DAYS } from "#app/platform/consent/consent";

/**
 * How long the product keeps what it must or may keep, in one place: the purge (retention.server.ts) reads
 * these, the privacy policy (§3.3, §3.4, §3.7) states them, and decisions 012 and 015 (2026-11-26) give the
 * reasoning.
 */

/**
 * A sign-up whose address was never confirmed is deleted this long after its last confirmation mail. The
 * link itself works for an hour (supabase/config.toml, otp_expiry); the longer period lets someone who missed
 * the mail sign up again (a new mail) and finish within the week, and it is what the policy states.
 */
export const UNCONFIRMED_SIGNUP_DAYS = 7;

/** Tables of records kept after the account is gone (registry: `retained`), as the purge deletes them. */
export type RetainedTable = "billing_orders" | "contract_cancellations" | "contract_withdrawals";

/** Full calendar years after the end of the year the period counts from, and the law that sets them. */
interface RetentionPeriod {
  years: number;
  basis: string;
}

export interface RecordRetention {
  table: RetainedTable;
  /** A row that led to no contract (subscription_id null): counted from the year it was received (ordered_at, received_at). */
  withoutContract: RetentionPeriod;
  /**
   * A row of a contract: counted from the year the contract ended (contract_ended_at, recorded by the database when
   * Stripe reports the end, or when the account's deletion ends it). Its last bookings still rest on the row, so
   * the period cannot start earlier; while the contract runs, or if its end was never recorded, the row is kept.
   */
  ofContract: RetentionPeriod;
}

// A row without a contract is no accounting record: an order never paid made no contract and no booking, and a
// declaration that matched no contract (a typo, spam) only proves it was received. Kept for claims about it.
const LIMITATION = { years: 3, basis: "§§ 195, 199 BGB" };
// An order is the voucher of its contract's payments; a declaration about the contract a business letter.
const VOUCHER = { years: 8, basis: "§ 147(1) no. 4, (3) AO; § 257(1) no. 4, (4) HGB" };
const BUSINESS_LETTER = { years: 6, basis: "§ 147(1) no. 2, (3) AO; § 257(1) no. 2, (4) HGB" };

/**
 * What the purge deletes, each period counted, as the law counts it, from the end of a calendar year (§ 147(4) AO,
 * § 257(5) HGB, § 199(1) BGB): the year of receipt for rows without a contract, the year the contract ended for
 * rows of one.
 */
export const recordRetention: readonly RecordRetention[] = [
  { table: "billing_orders", withoutContract: LIMITATION, ofContract: VOUCHER },
  { table: "contract_cancellations", withoutContract: LIMITATION, ofContract: BUSINESS_LETTER },
  { table: "contract_withdrawals", withoutContract: LIMITATION, ofContract: BUSINESS_LETTER },
];

/**
 * The first instant that is still kept: rows received (or whose contract ended) before it are past their period.
 * The calendar year is Germany's; on 1 January Berlin is always at UTC+1 (no summer time), so its midnight is
 * 23:00 UTC the day before.
 */
export function retentionCutoff(years: number, now: Date): Date {
  const berlinYear = new Date(now.getTime() + 3_600_000).getUTCFullYear();
  return new Date(Date.UTC(berlinYear - years, 0, 1) - 3_600_000);
}

/**
 * A cookie choice's record (consent_records) proves a consent while the choice holds (the consent cookie's
 * CONSENT_DAYS) and, for claims about what ran on it, the limitation period after the end of the year it expired.
 * Records chosen before this instant are past it.
 */
export const consentRecordCutoff = (now: Date): Date => new Date(retentionCutoff(LIMITATION.years, now).getTime() - CONSENT_DAYS * 86_400_000);

/** Sign-ups whose last confirmation mail went out before this are deleted. */
export const unconfirmedSignupCutoff = (now: Date): Date => new Date(now.getTime() - UNCONFIRMED_SIGNUP_DAYS * 86_400_000);
