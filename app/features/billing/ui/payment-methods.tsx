import { useTranslation } from "#app/platform/i18n/use-translation";
import { listFormat } from "#app/lib/intl";
import { INTL_LOCALE } from "#app/platform/i18n/locales";
import { useLocale } from "#app/platform/i18n/use-locale";
import { PAYMENT_METHODS } from "../payment-methods";

/** "We accept: card or SEPA Direct Debit", from the list Checkout is given, so the two cannot disagree. */
export function AcceptedPaymentMethods({ className }: { className?: string }) {
  const { t } = useTranslation("billing");
  const locale = useLocale();
  const methods = listFormat(INTL_LOCALE[locale], { type: "disjunction" }).format(PAYMENT_METHODS.map((method) => t(`paymentMethods.${method}`)));
  return <p className={className}>{t("paymentMethods.accepted", { methods })}</p>;
}
