/**
 * The means of payment Checkout offers, and the one list of them: checkout.server.ts passes it to Stripe
 * as `allowed_payment_method_types` (API 2026-10-28: a filter on the methods the account has enabled),
 * and /pricing and the order page name exactly these at the start of the order process (§ 312j Abs. 1
 * BGB). Without the list Checkout shows whatever the dashboard enables, and page and Checkout could
 * disagree; a method the account lacks is logged when the session is created. Card and SEPA Direct Debit
 * both take recurring EUR payments without further approval; PayPal's recurring payments need Stripe to
 * enable them per account.
 */
export const PAYMENT_METHODS = ["card", "sepa_debit"] as const;
