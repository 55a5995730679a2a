import type { StandInContext } from "./context";
import { nowSeconds, randomId, type StripeObject } from "./store";

type InvoiceInput = {
  subscription: StripeObject;
  reason: "subscription_create" | "subscription_cycle" | "subscription_update";
  periodStart: number;
  periodEnd: number;
  /** false: the charge is declined, the invoice stays open. */
  paid: boolean;
};

/** One line per subscription item; a trial's first invoice is 0.00 and paid, as Stripe issues it. */
export function createInvoice(ctx: StandInContext, input: InvoiceInput): StripeObject {
  const { subscription, periodStart, periodEnd, paid } = input;
  const now = nowSeconds();
  const trialing = subscription.status === "trialing" && input.reason === "subscription_create";
  const id = randomId("in");
  const lines = subscription.items.data.map((item: StripeObject) => {
    const amount = trialing ? 0 : item.price.unit_amount * (item.quantity ?? 1);
    return {
      id: randomId("il"),
      object: "line_item",
      amount,
      currency: item.price.currency,
      description: `${item.quantity ?? 1} × ${item.price.nickname ?? item.price.lookup_key ?? item.price.id}${trialing ? " (trial)" : ""}`,
      invoice: id,
      livemode: false,
      metadata: {},
      period: { start: periodStart, end: periodEnd },
      pricing: {
        type: "price_details",
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: String(item.price.unit_amount),
      },
      quantity: item.quantity ?? 1,
      subtotal: amount,
    };
  });
  const total = lines.reduce((sum: number, line: StripeObject) => sum + line.amount, 0);
  const settled = paid || total === 0;
  return ctx.store.put({
    id,
    object: "invoice",
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: settled ? total : 0,
    amount_remaining: settled ? 0 : total,
    attempt_count: total === 0 ? 0 : 1,
    attempted: total > 0,
    billing_reason: input.reason,
    collection_method: "charge_automatically",
    created: now,
    currency: subscription.currency,
    customer: subscription.customer,
    description: null,
    effective_at: now,
    hosted_invoice_url: `${ctx.baseUrl}/invoices/${id}`,
    invoice_pdf: null,
    lines: { object: "list", data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: settled ? null : now + 3 * 86_400,
    number: ctx.store.nextInvoiceNumber(),
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    period_end: periodEnd,
    period_start: periodStart,
    status: settled ? "paid" : "open",
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: settled ? now : null, voided_at: null },
    subtotal: total,
    total,
  });
}

/** A retried charge that succeeds (the stand-in's smart retry). */
export function markPaid(invoice: StripeObject): void {
  invoice.status = "paid";
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempt_count += 1;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = nowSeconds();
}

export function invoicesOf(ctx: StandInContext, subscriptionId: string): StripeObject[] {
  return ctx.store.all("invoice").filter((invoice) => invoice.parent?.subscription_details?.subscription === subscriptionId);
}
