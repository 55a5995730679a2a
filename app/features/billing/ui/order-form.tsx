import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { CheckboxField, FormAlert, SubmitButton } from "#app/components/forms";
import { LocalizedLink } from "#app/components/localized-link";
import { useLocale } from "#app/platform/i18n/use-locale";
import type { OrderOverview } from "../checkout.server";
import { orderSchema, type OrderValues } from "../schemas";
import { useKitForm } from "#app/components/use-kit-form";
import { AcceptedPaymentMethods } from "./payment-methods";
import { OrderSummary } from "./order-summary";

/**
 * The order overview (§ 312j BGB). The means of payment come first (Abs. 1); everything the contract
 * says sits directly above the button that says the order costs money (Abs. 2, 3). The early-start
 * checkbox is never pre-ticked and not required.
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
  if (!overview.price || !overview.available)
    return (
      <p role="status" className="rounded-lg border border-border bg-subtle p-4">
        {t("pricing.unavailable")}
      </p>
    );
  return (
    <Form method="post" className="flex flex-col gap-6" {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input {...getInputProps(fields.interval, { type: "hidden" })} key={fields.interval.key} />
      <div className="flex flex-col gap-2 text-sm">
        <AcceptedPaymentMethods />
        <p className="text-muted">{t("checkout.paymentNext")}</p>
      </div>
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
      <OrderSummary overview={{ ...overview, price: overview.price }} locale={locale} />
      <SubmitButton className="w-full sm:w-fit" disabled={submitting}>
        {t("checkout.submit")}
      </SubmitButton>
    </Form>
  );
}
