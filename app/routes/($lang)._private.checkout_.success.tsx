import { useTranslation } from "#app/platform/i18n/use-translation";
import { useLocation } from "react-router";
import { LocalizedLink } from "#app/components/localized-link";
import { PageMeta } from "#app/components/page-meta";
import { getUser } from "#app/features/auth/session.server";
import { membershipSummary } from "#app/features/billing/membership.server";
import { MembershipStatus } from "#app/features/billing/ui/membership-status";
import { usePoll } from "#app/features/billing/ui/use-poll";
import { PixelConversionEvent } from "#app/components/consent/meta-pixel";
import { orderConversion } from "#app/platform/conversions/queue.server";
import type { Route } from "./+types/($lang)._private.checkout_.success";

export const handle = { i18n: ["billing"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = getUser(context).id;
  const summary = await membershipSummary(userId);
  const confirmed = summary.ok && summary.plan === "plus";
  // The browser's half of the "subscription started" conversion, once Stripe confirmed the order.
  const conversion = confirmed ? await orderConversion(userId, new URL(request.url).searchParams.get("session_id")).catch(() => null) : null;
  return { summary, conversion };
}

/**
 * Stripe's success redirect. The membership only counts once the webhook has stored the subscription:
 * until then the page says so (reload link without JS; polling with JS), never "you have Plus" early.
 */
export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  const location = useLocation();
  const { summary, conversion } = loaderData;
  const confirmed = summary.ok && summary.plan === "plus";
  usePoll(!confirmed);
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-md) flex-col gap-6 px-4 py-8">
      <PageMeta title={t("success.title")} description={t("success.title")} noindex />
      <h1 className="text-3xl font-bold">{confirmed ? t("success.title") : t("success.confirming")}</h1>
      {/* One status region for both states, so the confirmation is swapped into a region that is already
          there and screen readers announce it (one that appears with the text, or a new h1, is not read). */}
      <div role="status">{confirmed ? <MembershipStatus summary={summary} /> : <p>{t("success.confirmingBody")}</p>}</div>
      {confirmed ? (
        <>
          <PixelConversionEvent conversion={conversion} />
          <LocalizedLink to="/my/settings" className="w-fit font-semibold text-accent-strong">
            {t("success.toSettings")}
          </LocalizedLink>
        </>
      ) : (
        <a href={location.pathname + location.search} className="w-fit font-semibold text-accent-strong">
          {t("success.reload")}
        </a>
      )}
    </div>
  );
}
