import { useTranslation } from "#app/platform/i18n/use-translation";
import { NUMBER_FIELDS, REPAYMENT_FIELDS, REPAYMENT_MODES, type FieldName, type RepaymentMode } from "../view/fields";
import { describedBy, FieldErrors, fieldIds, inputClass } from "./form-field";
import type { Messages } from "./form-inputs";
import { REPAYMENT_MODE_PARAM } from "../view/query";

/**
 * Exactly one of initial repayment rate, monthly payment and term fixes the payment. A radio chooses which
 * one counts, so the form works without JavaScript; with it, typing into a field chooses that field.
 */
export function RepaymentFieldset(props: { mode: RepaymentMode; values: Partial<Record<FieldName, string>>; errors: Messages }) {
  const { t } = useTranslation("calculator");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium">{t("fields.repaymentMode.label")}</legend>
      <p id="f-repaymentMode-help" className="text-sm text-muted">
        {t("fields.repaymentMode.help")}
      </p>
      {REPAYMENT_MODES.map((mode) => {
        const field = REPAYMENT_FIELDS[mode];
        const ids = fieldIds(field);
        const messages = props.errors[field];
        return (
          // A container query, not a breakpoint: the form is a narrow column on wide screens too. Below
          // 17.5rem (a 320 px viewport) the choice gets its own line above the input and unit.
          <div key={mode} className="@container flex flex-col gap-1">
            <div className="grid grid-cols-[minmax(0,1fr)_4rem] items-center gap-2 @min-[17.5rem]:grid-cols-[minmax(0,1fr)_6rem_4rem]">
              <label className="col-span-2 flex items-center gap-2 @min-[17.5rem]:col-span-1">
                <input
                  type="radio"
                  name={REPAYMENT_MODE_PARAM}
                  value={mode}
                  defaultChecked={props.mode === mode}
                  aria-describedby="f-repaymentMode-help"
                  className="size-4 accent-accent"
                />
                {t(`repaymentModes.${mode}`)}
              </label>
              <label htmlFor={ids.input} className="sr-only">
                {t(`fields.${field}.label`)}
              </label>
              <input
                id={ids.input}
                name={field}
                type="text"
                inputMode={NUMBER_FIELDS[field] === "years" ? "numeric" : "decimal"}
                autoComplete="off"
                defaultValue={props.values[field] ?? ""}
                data-repayment-mode={mode}
                aria-invalid={messages ? true : undefined}
                aria-describedby={describedBy(field, Boolean(messages), false)}
                className={`${inputClass} text-right tabular-nums`}
              />
              <span id={ids.unit} className="text-sm text-muted">
                {t(`fields.${field}.unit`)}
              </span>
            </div>
            <FieldErrors name={field} messages={messages} />
          </div>
        );
      })}
    </fieldset>
  );
}
