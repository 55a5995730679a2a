import { useTranslation } from "#app/platform/i18n/use-translation";
import { PageMeta } from "#app/components/page-meta";
import { readSessionUser } from "#app/features/auth/session.server";
import { getEnv } from "#app/config/env.server";
import { configuredPlanLimits } from "#app/features/billing/plan-limits.server";
import { getPlanPrices, PRICE_WAIT_MS } from "#app/features/billing/prices.server";
import { within } from "#app/lib/within";
import { entitlementsOf, hadSubscription } from "#app/features/billing/subscriptions.server";
import { PricingPlans } from "#app/features/billing/ui/pricing-plans";
import type { Route } from "./+types/($lang)._default.pricing";

export const handle = { i18n: ["billing"], advertisingPixel: true };

export async function loader({ context }: Route.LoaderArgs) {
  const user = await readSessionUser(context);
  // Like the terms page, /pricing does not wait long for a stalled Stripe: it says prices are unavailable.
  const prices = (await within(getPlanPrices(), PRICE_WAIT_MS)) ?? { ok: false as const };
  // A signed-in user who had a subscription before gets no second trial: the page must not promise one.
  const known = user ? await Promise.all([entitlementsOf(user.id), hadSubscription(user.id)]).catch(() => null) : null;
  return {
    prices: prices.ok ? { month: prices.month, year: prices.year } : null,
    trialDays: known?.[1] ? 0 : getEnv().BILLING_TRIAL_DAYS,
    // An ended contract's last day keeps Plus, yet a new order may start: the page offers it then.
    currentPlan: known ? (known[0].plan === "plus" && known[0].canOrder ? null : known[0].plan) : null,
    limits: configuredPlanLimits(),
  };
}

/** /pricing: the free plan and Plus (monthly or yearly), prices from Stripe, EUR including VAT. */
export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  return (
    <div className="mx-auto flex max-w-(--breakpoint-lg) flex-col gap-8 px-4 py-12">
      <PageMeta title={t("pricing.title")} description={t("pricing.description")} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("pricing.heading")}</h1>
        <p className="text-muted">{t("pricing.intro")}</p>
      </div>
      <PricingPlans {...loaderData} />
      <p className="text-sm text-muted">{t("pricing.vat")}</p>
    </div>
  );
}
