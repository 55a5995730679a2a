import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { translateMessage } from "#app/features/validation/error-map";

/**
 * The one form kit: every form in the product builds on these pieces and on conform's field metadata,
 * so labels, hints and errors are tied together for screen readers the same way everywhere
 * (aria-describedby, aria-invalid) and the controls share one look.
 */

export const inputClass =
  "w-full rounded-lg border border-border bg-canvas px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent aria-[invalid=true]:border-danger";

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60";

export const buttonClass = {
  primary: `${buttonBase} bg-accent text-accent-fg hover:bg-accent-strong`,
  secondary: `${buttonBase} border border-border hover:bg-subtle`,
  danger: `${buttonBase} border border-danger text-danger hover:bg-subtle`,
} as const;

export type ButtonVariant = keyof typeof buttonClass;

// conform's metadata is generic over the field's value; the kit only reads ids, names, errors and defaults.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFieldMeta = FieldMetadata<any, any, any>;

interface FrameProps {
  meta: AnyFieldMeta;
  label: ReactNode;
  hint?: ReactNode;
}

const hintId = (meta: AnyFieldMeta) => `${meta.id}-hint`;

/** Label, control, hint and errors in the order a screen reader and a sighted user expect. */
function FieldFrame({ meta, label, hint, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={meta.id} className="font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId(meta)} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
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

/** A checkbox with its label beside it; the hint and errors below, tied to it. */
export function CheckboxField({ meta, label, hint, value = "on" }: FrameProps & { value?: string }) {
  const { key, ...checkboxProps } = getInputProps(meta, { type: "checkbox", value, ariaDescribedBy: hint ? hintId(meta) : undefined });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input {...checkboxProps} key={key} className="mt-1 size-4 accent-(--color-accent)" />
        <label htmlFor={meta.id}>{label}</label>
      </div>
      {hint ? (
        <p id={hintId(meta)} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A field's messages: catalogue keys from schemas are translated, other text is shown as it is. */
export function ErrorList({ id, errors }: { id?: string; errors: readonly string[] | undefined }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="text-sm font-medium text-danger">
      {errors.map((message) => (
        <li key={message}>{translateMessage(t, message)}</li>
      ))}
    </ul>
  );
}

/**
 * A message about the whole form (refused, too many attempts, service unavailable), announced when it
 * appears. The element stays in the page while empty so the form's aria-describedby always resolves.
 */
export function FormAlert({ id, errors, children }: { id?: string; errors?: readonly string[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const messages = errors?.map((message) => translateMessage(t, message)) ?? [];
  if (messages.length === 0 && !children) return <div id={id} />;
  return (
    <div id={id} role="alert" className="rounded-lg border border-danger bg-surface px-3 py-2 text-sm font-medium text-danger">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {children}
    </div>
  );
}

/**
 * Off-screen for people and assistive technology, present for bots that fill every input (see lib/honeypot).
 * A form that can appear twice on one page passes its own `id`; the name is always the same.
 */
export function HoneypotField({ id = HONEYPOT_FIELD }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A submit button; `name`/`value` carry an intent when one form has several actions. */
export function SubmitButton({
  variant = "primary",
  className,
  children,
  ...rest
}: { variant?: ButtonVariant } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type">) {
  return (
    <button type="submit" {...rest} className={className ? `${buttonClass[variant]} ${className}` : buttonClass[variant]}>
      {children}
    </button>
  );
}
