import { advanceSubscription } from "../advance";
import type { StandInContext } from "../context";
import { str } from "../form";
import { portalConfiguration } from "../portal-configurations";
import { detachSchedule } from "../schedules";
import type { StripeObject } from "../store";
import { firstItem, setCancelAtPeriodEnd, switchPrice, updatedEvent } from "../subscriptions";
import { escapeHtml, layout, pickLang, translator, type Translator } from "./text";
import { redirect, type PageHandler } from "./types";

/**
 * The hosted billing portal: the customer's subscriptions with cancel at period end, resume, a switch
 * between the product's monthly and yearly prices, the invoices, and the way back to `return_url`.
 * A subscription a schedule manages is released first (the stand-in's simplification; real Stripe's portal
 * may refuse such changes).
 */
export const portalPage: PageHandler = async (ctx, request) => {
  const [id = "", action] = request.path;
  const portal = ctx.store.objects.get(id);
  if (!portal || portal.object !== "billing_portal.session") return { status: 404, html: layout("en", "404", "<p>No such portal session.</p>", "") };
  const tr = translator(pickLang(portal.locale, request.acceptLanguage));
  if (request.method === "POST" && action) {
    const subscription = ctx.store.objects.get(str(request.form, "subscription") ?? "");
    if (!subscription || subscription.object !== "subscription" || subscription.customer !== portal.customer || subscription.status === "canceled") {
      return { status: 400, html: layout(tr.lang, tr.t("portalTitle"), `<p>${tr.t("notFound")}</p>`, tr.t("testMode")) };
    }
    if (action === "pay") {
      // A new card on a past-due subscription: the open invoice is paid at once (the stand-in's retry).
      if (subscription.status === "past_due") await ctx.hooks.dispatch(advanceSubscription(ctx, subscription));
      return redirect(`/portal/${portal.id}`);
    }
    // As Stripe's portal: an action the session's configuration leaves out is not offered, nor taken.
    const features = portalConfiguration(ctx, portal.configuration).features;
    const allowed = {
      cancel: features.subscription_cancel.enabled,
      resume: features.subscription_cancel.enabled,
      switch: features.subscription_update.enabled,
    };
    if (!allowed[action as keyof typeof allowed])
      return { status: 400, html: layout(tr.lang, tr.t("portalTitle"), `<p>${tr.t("notFound")}</p>`, tr.t("testMode")) };
    const before = structuredClone(subscription);
    const events: StripeObject[] = [];
    if (subscription.schedule) events.push(detachSchedule(ctx, ctx.store.get("subscription_schedule", subscription.schedule)));
    let invoice: StripeObject | null = null;
    if (action === "cancel") setCancelAtPeriodEnd(subscription, true);
    else if (action === "resume") setCancelAtPeriodEnd(subscription, false);
    else if (action === "switch") invoice = switchPrice(ctx, subscription, ctx.store.get("price", str(request.form, "price") ?? ""));
    events.push(updatedEvent(ctx, before, subscription));
    if (invoice) events.push(ctx.hooks.emit("invoice.paid", invoice));
    await ctx.hooks.dispatch(events);
    return redirect(`/portal/${portal.id}`);
  }
  return { status: 200, html: render(ctx, portal, tr) };
};

function render(ctx: StandInContext, portal: StripeObject, tr: Translator): string {
  const { t } = tr;
  const subscriptions = ctx.store.all("subscription").filter((subscription) => subscription.customer === portal.customer);
  const live = subscriptions.filter((subscription) => subscription.status !== "canceled");
  const shown = live.length > 0 ? live : subscriptions.slice(0, 1);
  const sections = shown.map((subscription) => subscriptionSection(ctx, portal, subscription, tr)).join("\n");
  const invoices = ctx.store.all("invoice").filter((invoice) => invoice.customer === portal.customer);
  const rows = invoices
    .map(
      (invoice) =>
        `<tr><td>${tr.date(invoice.created)}</td><td>${tr.money(invoice.amount_due, invoice.currency)}</td><td>${t(invoice.status === "paid" ? "paid" : "open")}</td><td><a href="/invoices/${invoice.id}">${escapeHtml(invoice.number)}</a></td></tr>`,
    )
    .join("");
  const body = `${sections || `<p>${t("none")}</p>`}
<section><h2>${t("paymentMethod")}</h2><p>${t("cardOnFile")}</p></section>
<section><h2>${t("invoices")}</h2><table><tbody>${rows}</tbody></table></section>
${portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">${t("back")}</a></p>` : ""}`;
  return layout(tr.lang, t("portalTitle"), body, t("testMode"));
}

function subscriptionSection(ctx: StandInContext, portal: StripeObject, subscription: StripeObject, tr: Translator): string {
  const { t } = tr;
  const item = firstItem(subscription);
  const price = item.price;
  const product = ctx.store.objects.get(price.product);
  const amount = tr.money(price.unit_amount * (item.quantity ?? 1), price.currency);
  const state =
    subscription.cancel_at !== null && subscription.status !== "canceled"
      ? t("cancels", { date: tr.date(subscription.cancel_at) })
      : subscription.status === "trialing"
        ? t("trialing", { date: tr.date(subscription.trial_end) })
        : subscription.status === "active"
          ? t("active", { date: tr.date(item.current_period_end) })
          : t((["past_due", "canceled"].includes(subscription.status) ? subscription.status : "incomplete") as "past_due");
  const form = (action: string, label: string, extra = "") =>
    `<form method="post" action="/portal/${portal.id}/${action}"><input type="hidden" name="subscription" value="${subscription.id}">${extra}<button type="submit">${escapeHtml(label)}</button></form>`;
  const actions: string[] = [];
  if (subscription.status === "past_due") actions.push(form("pay", t("updateCard")));
  const { features } = portalConfiguration(ctx, portal.configuration);
  if (subscription.status !== "canceled" && features.subscription_cancel.enabled)
    actions.push(subscription.cancel_at !== null ? form("resume", t("resume")) : form("cancel", t("cancelSubscription")));
  if (subscription.status !== "canceled" && features.subscription_update.enabled) {
    const alternatives = ctx.store
      .all("price")
      .filter((other) => other.active && other.product === price.product && other.recurring.interval !== price.recurring.interval);
    for (const other of alternatives) {
      const plan = t(other.recurring.interval === "year" ? "yearly" : "monthly");
      actions.push(form("switch", t("switchTo", { plan }), `<input type="hidden" name="price" value="${other.id}">`));
    }
  }
  const per = t(price.recurring.interval === "year" ? "perYear" : "perMonth", { amount });
  return `<section><h2>${escapeHtml(product?.name ?? price.id)}</h2><p>${per}</p><p><strong>${state}</strong></p>${actions.join("\n")}</section>`;
}
