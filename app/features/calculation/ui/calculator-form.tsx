import { useState, type FormEventHandler, type RefObject } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { SubmitButton } from "#app/components/forms";
import type { Locale } from "#app/platform/i18n/locales";
import { isNumberField, SECTIONS, type FieldName, type RepaymentMode, type SectionId } from "../view/fields";
import { DateInput, DecliningBalanceCheckbox, NumberInput, StateSelect, type Messages } from "./form-inputs";
import { RepaymentFieldset } from "./repayment-fieldset";
import { FORMAT_PARAM } from "../view/query";

const ALWAYS_OPEN: SectionId[] = ["purchase", "financing", "rental"];
const REPAYMENT_INPUTS = new Set<FieldName>(["initialRepaymentPercent", "monthlyPayment", "termYears"]);

export interface CalculatorFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  action: string;
  locale: Locale;
  values: Partial<Record<FieldName, string>>;
  repaymentMode: RepaymentMode;
  errors: Messages;
  onInput?: FormEventHandler<HTMLFormElement>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  /** Whether the error summary shows (useLiveCalculation); null or absent: when the page came with errors. */
  errorSummary?: boolean | null;
}

/**
 * A GET form: submitted without JavaScript it loads the page with the typed values and `fmt` (the locale
 * they are written in); the loader answers with the canonical URL. With JavaScript the page calculates as
 * the user types and the submit button only shows every error at once.
 */
export function CalculatorForm({
  formRef,
  action,
  locale,
  values,
  repaymentMode,
  errors,
  onInput,
  onSubmit,
  onFocus,
  errorSummary,
}: CalculatorFormProps) {
  const { t } = useTranslation("calculator");
  const hasErrors = Object.keys(errors).length > 0;
  const [loadedWithErrors] = useState(hasErrors);
  return (
    <form
      ref={formRef}
      method="get"
      action={action}
      noValidate
      onInput={onInput}
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="flex flex-col gap-6"
    >
      <input type="hidden" name={FORMAT_PARAM} value={locale} />
      <p className="text-sm text-muted">
        {t("form.requiredNote")}{" "}
        <a href="#results" className="font-semibold text-accent-strong underline lg:hidden">
          {t("form.toResults")}
        </a>
      </p>
      {hasErrors && (errorSummary ?? loadedWithErrors) ? (
        <p id="form-errors" role="alert" className="rounded-md border border-danger bg-surface p-3 font-medium text-danger">
          {t("form.errorSummary")}
        </p>
      ) : null}
      {(Object.keys(SECTIONS) as SectionId[]).map((section) => {
        const fields: readonly FieldName[] = SECTIONS[section];
        const body = <SectionFields fields={fields} values={values} errors={errors} repaymentMode={repaymentMode} />;
        if (ALWAYS_OPEN.includes(section)) {
          return (
            <fieldset key={section} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
              <legend className="px-1 text-lg font-semibold">{t(`sections.${section}`)}</legend>
              {body}
            </fieldset>
          );
        }
        const open = fields.some((field) => errors[field]);
        return (
          <details key={section} open={open || undefined} className="rounded-lg border border-border bg-surface p-4">
            <summary className="cursor-pointer text-lg font-semibold">{t(`sections.${section}`)}</summary>
            <fieldset className="mt-4 flex flex-col gap-4">
              <legend className="sr-only">{t(`sections.${section}`)}</legend>
              {body}
            </fieldset>
          </details>
        );
      })}
      <SubmitButton className="py-3">{t("form.submit")}</SubmitButton>
    </form>
  );
}

function SectionFields({
  fields,
  values,
  errors,
  repaymentMode,
}: { fields: readonly FieldName[] } & Pick<CalculatorFormProps, "values" | "errors" | "repaymentMode">) {
  return fields.map((field) => {
    if (REPAYMENT_INPUTS.has(field)) {
      return field === "initialRepaymentPercent" ? <RepaymentFieldset key="repayment" mode={repaymentMode} values={values} errors={errors} /> : null;
    }
    if (field === "state") return <StateSelect key={field} value={values.state} errors={errors} />;
    if (field === "contractDate") return <DateInput key={field} value={values.contractDate} errors={errors} />;
    if (field === "decliningBalanceDepreciation") {
      const checked = values.decliningBalanceDepreciation !== undefined && !["false", "off", "0"].includes(values.decliningBalanceDepreciation);
      return <DecliningBalanceCheckbox key={field} checked={checked} errors={errors} />;
    }
    return isNumberField(field) ? <NumberInput key={field} name={field} value={values[field]} errors={errors} /> : null;
  });
}
