import type { ReactNode } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { ErrorList, inputClass as kitInputClass } from "#app/components/form-controls";
import { NUMBER_FIELDS } from "../view/fields";

// The kit's one input style; min-w-0 lets an input shrink beside its unit in a flex row.
export const inputClass = `${kitInputClass} min-w-0`;

export function fieldIds(name: string) {
  return { input: `f-${name}`, help: `f-${name}-help`, error: `f-${name}-error`, unit: `f-${name}-unit` };
}

/**
 * aria-describedby for an input: its errors first (read before the help), then its unit (every number
 * field shows one beside the input: "€/month" is what tells a monthly figure from a yearly one), then the
 * help text.
 */
export function describedBy(name: string, hasErrors: boolean, hasHelp = true): string | undefined {
  const ids = fieldIds(name);
  const hasUnit = Object.hasOwn(NUMBER_FIELDS, name);
  return [hasErrors ? ids.error : null, hasUnit ? ids.unit : null, hasHelp ? ids.help : null].filter(Boolean).join(" ") || undefined;
}

/** The kit's error list under the id the input's aria-describedby names. */
export function FieldErrors({ name, messages }: { name: string; messages: string[] | undefined }) {
  return <ErrorList id={fieldIds(name).error} errors={messages} />;
}

/** One labelled input with its unit, help text and errors. */
export function FormField(props: { name: string; required?: boolean; unit?: string; errors: string[] | undefined; children: ReactNode }) {
  const { t } = useTranslation("calculator");
  const ids = fieldIds(props.name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.input} className="font-medium">
        {t(`fields.${props.name}.label`)}
        {props.required ? (
          <>
            <span aria-hidden="true" className="text-danger">
              {" "}
              *
            </span>
            <span className="sr-only"> ({t("form.required")})</span>
          </>
        ) : null}
      </label>
      <div className="flex items-center gap-2">
        {props.children}
        {props.unit !== undefined ? (
          <span id={ids.unit} className="w-16 shrink-0 text-sm text-muted">
            {props.unit}
          </span>
        ) : null}
      </div>
      <FieldErrors name={props.name} messages={props.errors} />
      <p id={ids.help} className="text-sm text-muted">
        {t(`fields.${props.name}.help`)}
      </p>
    </div>
  );
}
