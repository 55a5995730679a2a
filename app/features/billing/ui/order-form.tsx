import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { CheckboxField, FormAlert, SubmitButton } from "#app/components/forms";
import { LocalizedLink } from "#app/components/localized-link";
import { useLocale } from "#app/features/i18n/use-locale";
import type { OrderOverview } from "../checkout.server";
import { formatDay, formatMoney } from "../format";
import { orderSchema, type OrderValues } from "../schemas";
import { useKitForm } from "#app/components/use-kit-form";

/**
 * The order overview (§ 312j BGB): everything the contract says, right above the button that says the
 * order costs money. The early-start checkbox is never pre-ticked and not required.
 */
export function OrderForm({ overview, lastResult }: { overview: OrderOverview; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("billing");
  const locale = useLocale();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useKitForm<OrderValues>(orderSchema, {
    id: "order",
    lastResult,
    defaultValue: { interval: overview.interval },
  });
  const price = overview.price;
  if (!price || !overview.available)
    return (
      <p role="status" className="rounded-lg border border-border bg-subtle p-4">
        {t("pricing.unavailable")}
      </p>
    );
  const amount = formatMoney(price.unitAmount, price.currency, locale);
  const period = t(`period.${overview.interval}`);
  return (
    <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input {...getInputProps(fields.interval, { type: "hidden" })} key={fields.interval.key} />
      <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-border bg-surface p-6 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("checkout.plan")}</dt>
        <dd>{t("plans.plus.name")}</dd>
        <dt className="font-semibold">{t("checkout.price")}</dt>
        <dd>{t("checkout.pricePer", { price: amount, period })}</dd>
        <dt className="font-semibold">{t("checkout.billingPeriod")}</dt>
        <dd>{t(`checkout.term.${overview.interval}`)}</dd>
        <dt className="font-semibold">{t("checkout.trial")}</dt>
        <dd>
          {overview.trialEnds
            ? t("checkout.trialUntil", { count: overview.trialDays, date: formatDay(overview.trialEnds, locale) })
            : t("checkout.noTrial")}
        </dd>
        <dt className="font-semibold">{t("checkout.firstCharge")}</dt>
        <dd>{t("checkout.firstChargeOn", { date: formatDay(overview.firstCharge, locale), price: amount })}</dd>
      </dl>
      <p className="text-sm">{t("checkout.cancelAnytime")}</p>
      <p className="text-sm">
        {t("checkout.legalIntro")}{" "}
        <LocalizedLink to="/terms" className="font-semibold text-accent-strong">
          {t("checkout.termsLink")}
        </LocalizedLink>
        {" · "}
        <LocalizedLink to="/refund" className="font-semibold text-accent-strong">
          {t("checkout.withdrawalLink")}
        </LocalizedLink>
      </p>
      <p className="text-sm">{t("checkout.withdrawalSummary")}</p>
      <CheckboxField meta={fields.earlyStart} label={t("checkout.earlyStart.label")} hint={t("checkout.earlyStart.hint")} />
      <p className="text-sm text-muted">{t("checkout.paymentNext")}</p>
      <SubmitButton className="w-full sm:w-fit" disabled={submitting}>
        {t("checkout.submit")}
      </SubmitButton>
    </Form>
  );
}
