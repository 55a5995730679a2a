import { useTranslation } from "#app/platform/i18n/use-translation";
import { STATE_CODES } from "../transfer-tax";
import { NUMBER_FIELDS, type NumberFieldName } from "../view/fields";
import { describedBy, fieldIds, FormField, inputClass } from "./form-field";

export type Messages = Record<string, string[] | undefined>;

const REQUIRED = new Set(["purchasePrice", "state", "equity", "interestRatePercent"]);

/** Numbers are text inputs: type="number" would reject "1.234,56" and show the browser's format, not the page's. */
export function NumberInput({ name, value, errors }: { name: NumberFieldName; value: string | undefined; errors: Messages }) {
  const { t } = useTranslation("calculator");
  const kind = NUMBER_FIELDS[name];
  const messages = errors[name];
  return (
    <FormField name={name} required={REQUIRED.has(name)} unit={t(`fields.${name}.unit`, { defaultValue: "" })} errors={messages}>
      <input
        id={fieldIds(name).input}
        name={name}
        type="text"
        inputMode={kind === "years" ? "numeric" : "decimal"}
        autoComplete="off"
        defaultValue={value ?? ""}
        aria-invalid={messages ? true : undefined}
        aria-describedby={describedBy(name, Boolean(messages))}
        className={`${inputClass} text-right tabular-nums`}
      />
    </FormField>
  );
}

export function StateSelect({ value, errors }: { value: string | undefined; errors: Messages }) {
  const { t, i18n } = useTranslation("calculator");
  const states = [...STATE_CODES].sort((a, b) => t(`states.${a}`).localeCompare(t(`states.${b}`), i18n.language));
  const messages = errors.state;
  return (
    <FormField name="state" required errors={messages}>
      <select
        id={fieldIds("state").input}
        name="state"
        defaultValue={value ?? ""}
        aria-invalid={messages ? true : undefined}
        aria-describedby={describedBy("state", Boolean(messages))}
        className={inputClass}
      >
        <option value="">{t("form.chooseState")}</option>
        {states.map((code) => (
          <option key={code} value={code}>
            {t(`states.${code}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function DateInput({ value, errors }: { value: string | undefined; errors: Messages }) {
  const messages = errors.contractDate;
  return (
    <FormField name="contractDate" errors={messages}>
      <input
        id={fieldIds("contractDate").input}
        name="contractDate"
        type="date"
        min="2016-01-01"
        max="2100-12-31"
        defaultValue={value ?? ""}
        aria-invalid={messages ? true : undefined}
        aria-describedby={describedBy("contractDate", Boolean(messages))}
        className={inputClass}
      />
    </FormField>
  );
}

export function DecliningBalanceCheckbox({ checked, errors }: { checked: boolean; errors: Messages }) {
  const { t } = useTranslation("calculator");
  const name = "decliningBalanceDepreciation";
  const ids = fieldIds(name);
  const messages = errors[name];
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={ids.input}
          name={name}
          type="checkbox"
          defaultChecked={checked}
          aria-invalid={messages ? true : undefined}
          aria-describedby={describedBy(name, Boolean(messages))}
          className="mt-1 size-4 accent-accent"
        />
        <label htmlFor={ids.input} className="font-medium">
          {t(`fields.${name}.label`)}
        </label>
      </div>
      {messages ? (
        <p id={ids.error} className="text-sm font-medium text-danger">
          {messages.join(" ")}
        </p>
      ) : null}
      <p id={ids.help} className="text-sm text-muted">
        {t(`fields.${name}.help`)}
      </p>
    </div>
  );
}
