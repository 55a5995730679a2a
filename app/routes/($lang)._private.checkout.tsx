import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { PageMeta } from "#app/components/page-meta";
import { orderOverview, placeOrder } from "#app/features/billing/checkout.server";
import { OrderForm } from "#app/features/billing/ui/order-form";
import type { Route } from "./+types/($lang)._private.checkout";

export const handle = { i18n: ["billing", "validation"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { overview: await orderOverview(request, context), cancelled: new URL(request.url).searchParams.has("cancelled") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return placeOrder(request, context);
}

/** /checkout?interval=month|year: our own order overview; the button leads to Stripe's payment page. */
export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  const other = loaderData.overview.interval === "year" ? "month" : "year";
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-md) flex-col gap-6 px-4 py-8">
      <PageMeta title={t("checkout.title")} description={t("checkout.description")} noindex />
      <h1 className="text-3xl font-bold">{t("checkout.title")}</h1>
      {loaderData.cancelled ? (
        <p role="status" className="rounded-lg border border-border bg-subtle p-3">
          {t("checkout.cancelled")}
        </p>
      ) : null}
      <OrderForm key={loaderData.overview.interval} overview={loaderData.overview} lastResult={actionData?.result} />
      <LocalizedLink to={`/checkout?interval=${other}`} className="w-fit font-semibold text-accent-strong">
        {t(`checkout.switchTo.${other}`)}
      </LocalizedLink>
    </div>
  );
}
