import { completeCheckoutSession } from "../checkout";
import type { StandInContext } from "../context";
import type { StripeObject } from "../store";
import { escapeHtml, layout, pickLang, translator, type Translator } from "./text";
import { redirect, type PageHandler } from "./types";

/** The hosted checkout page: plain forms, so it works without JavaScript. */
export const checkoutPage: PageHandler = async (ctx, request) => {
  const [id = "", action] = request.path;
  const session = ctx.store.objects.get(id);
  if (!session || session.object !== "checkout.session") return { status: 404, html: layout("en", "404", "<p>No such checkout session.</p>", "") };
  const tr = translator(pickLang(session.locale, request.acceptLanguage));
  if (request.method === "POST" && action === "cancel") return redirect(session.cancel_url ?? session.success_url);
  if (request.method === "POST" && action === "complete" && session.status === "open") {
    const { redirect: location, events } = completeCheckoutSession(ctx, session);
    // The redirect waits for the first delivery attempt: the app has seen the webhook (unless deliveries are held).
    await ctx.hooks.dispatch(events);
    return redirect(location);
  }
  return { status: session.status === "open" ? 200 : 409, html: render(ctx, session, tr) };
};

function render(ctx: StandInContext, session: StripeObject, tr: Translator): string {
  const { t } = tr;
  if (session.status !== "open") {
    const next =
      session.status === "complete"
        ? `<p><a href="${escapeHtml(session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id))}">${t("continue")}</a></p>`
        : "";
    return layout(tr.lang, t("checkoutTitle"), `<p>${t(session.status === "complete" ? "complete" : "expired")}</p>${next}`, t("testMode"));
  }
  const details = ctx.store.checkoutDetails.get(session.id);
  const price = ctx.store.get("price", details?.price ?? "");
  const product = ctx.store.objects.get(price.product);
  const amount = tr.money(price.unit_amount * (details?.quantity ?? 1), price.currency);
  const per = t(price.recurring.interval === "year" ? "perYear" : "perMonth", { amount });
  const vat = price.tax_behavior === "inclusive" ? ` (${t("vatIncluded")})` : "";
  const trialEnd = details?.trialEnd ?? (details?.trialPeriodDays ? Math.floor(Date.now() / 1000) + details.trialPeriodDays * 86_400 : undefined);
  const trialDays = trialEnd === undefined ? undefined : Math.floor((trialEnd - Math.floor(Date.now() / 1000)) / 86_400);
  const firstCharge = trialEnd === undefined ? "" : tr.date(trialEnd);
  // Checkout shows the session's custom_text.submit message just above its button.
  const submitMessage = (session.custom_text as { submit: { message: string } | null } | undefined)?.submit?.message;
  const email = session.customer ? ctx.store.objects.get(session.customer)?.email : session.customer_email;
  const body = `<section>
<h2>${escapeHtml(product?.name ?? price.nickname ?? price.id)}</h2>
<p><strong>${per}</strong>${vat}</p>
<p>${trialDays ? t("trial", { days: trialDays, date: firstCharge }) : t("noTrial", { amount })}</p>
${email ? `<p>${t("email")}: ${escapeHtml(email)}</p>` : ""}
<p>${t("card")}</p>
</section>
${submitMessage ? `<p>${escapeHtml(submitMessage)}</p>` : ""}
<form method="post" action="/checkout/${session.id}/complete"><button type="submit">${t(trialDays ? "startTrial" : "pay")}</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">${t("cancelCheckout")}</button></form>`;
  return layout(tr.lang, t("checkoutTitle"), body, t("testMode"));
}
