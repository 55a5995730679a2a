import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { ErrorList, inputClass } from "./form-controls";

export { answerErrors, buttonClass, FormAlert, HoneypotField, SubmitButton } from "./form-controls";

/**
 * The one form kit: every form in the product builds on these pieces and on conform's field metadata,
 * so labels, hints and errors are tied together for screen readers the same way everywhere
 * (aria-describedby, aria-invalid) and the controls share one look.
 */

// conform's metadata is generic over the field's value; the kit only reads ids, names, errors and defaults.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFieldMeta = FieldMetadata<any, any, any>;

interface FrameProps {
  meta: AnyFieldMeta;
  label: ReactNode;
  hint?: ReactNode;
}

const hintId = (meta: AnyFieldMeta) => `${meta.id}-hint`;

/** What stands below a control: its hint and its errors, each with the id the control's aria-describedby names. */
function HintAndErrors({ meta, hint }: Omit<FrameProps, "label">) {
  return (
    <>
      {hint ? (
        <p id={hintId(meta)} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </>
  );
}

/** Label, control, hint and errors in the order a screen reader and a sighted user expect. */
function FieldFrame({ meta, label, hint, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="font-medium">
        {label}
      </label>
      {children}
      <HintAndErrors meta={meta} hint={hint} />
    </div>
  );
}

type InputType = "text" | "email" | "password" | "number" | "search" | "tel" | "url" | "date" | "hidden";

/**
 * A labelled input. `resetKey` re-creates the input (emptying it) when it changes: password fields use
 * it so a refused submit empties them with JavaScript too, as the server's answer does without.
 */
export function Field({
  meta,
  label,
  hint,
  type = "text",
  resetKey,
  className,
  ...rest
}: FrameProps & { type?: InputType; resetKey?: number | string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form">) {
  const { key, ...inputProps } = getInputProps(meta, { type, ariaDescribedBy: hint ? hintId(meta) : undefined });
  return (
    <FieldFrame meta={meta} label={label} hint={hint}>
      <input {...inputProps} {...rest} key={`${key ?? ""}-${resetKey ?? 0}`} className={className ? `${inputClass} ${className}` : inputClass} />
    </FieldFrame>
  );
}

export function TextareaField({
  meta,
  label,
  hint,
  rows = 6,
  ...rest
}: FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "form">) {
  const { key, ...textareaProps } = getTextareaProps(meta, { ariaDescribedBy: hint ? hintId(meta) : undefined });
  return (
    <FieldFrame meta={meta} label={label} hint={hint}>
      <textarea {...textareaProps} {...rest} key={key} rows={rows} className={inputClass} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  meta,
  label,
  hint,
  options,
  ...rest
}: FrameProps & { options: readonly SelectOption[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "form">) {
  const { key, ...selectProps } = getSelectProps(meta, { ariaDescribedBy: hint ? hintId(meta) : undefined });
  return (
    <FieldFrame meta={meta} label={label} hint={hint}>
      <select {...selectProps} {...rest} key={key} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * One choice of several as radio buttons under a legend. The radios share the field's name and carry no
 * id (each one's label wraps it); the group is described by the hint and the errors.
 */
export function RadioGroupField({ meta, label, hint, options }: FrameProps & { options: readonly SelectOption[] }) {
  const described = [hint ? hintId(meta) : null, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={described || undefined}>
      <legend className="mb-1 font-semibold">{label}</legend>
      {options.map((option) => (
        <label key={`${option.value}-${meta.key ?? ""}`} className="flex items-center gap-2">
          <input type="radio" name={meta.name} form={meta.formId} value={option.value} defaultChecked={option.value === meta.initialValue} />
          {option.label}
        </label>
      ))}
      <HintAndErrors meta={meta} hint={hint} />
    </fieldset>
  );
}

/** A checkbox with its label beside it; the hint and errors below, tied to it. */
export function CheckboxField({ meta, label, hint, value = "on" }: FrameProps & { value?: string }) {
  const { key, ...checkboxProps } = getInputProps(meta, { type: "checkbox", value, ariaDescribedBy: hint ? hintId(meta) : undefined });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input {...checkboxProps} key={key} className="mt-1 size-4 accent-(--color-accent)" />
        <label htmlFor={meta.id}>{label}</label>
      </div>
      <HintAndErrors meta={meta} hint={hint} />
    </div>
  );
}
