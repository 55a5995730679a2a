import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";
import { translateMessage } from "#app/platform/validation/error-map";

/**
 * The form kit's pieces that need neither conform nor zod: the one input style and button styles, error
 * messages, the form alert, the honeypot and the submit button. Kept apart from forms.tsx (which re-exports
 * them) so a form on every page (the footer's newsletter sign-up) ships without conform's code.
 */

export const inputClass =
  "w-full rounded-lg border border-control bg-canvas px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent aria-[invalid=true]:border-danger";

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60";

export const buttonClass = {
  primary: `${buttonBase} bg-accent text-accent-fg hover:bg-accent-strong`,
  secondary: `${buttonBase} border border-border hover:bg-subtle`,
  danger: `${buttonBase} border border-danger text-danger hover:bg-subtle`,
} as const;

export type ButtonVariant = keyof typeof buttonClass;

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
 * When the server's answer brings new form-level errors, the alert takes the focus: the submit button
 * was disabled, or the field re-created, under the keyboard, and focus would otherwise fall to the page.
 */
export function FormAlert({ id, errors, children }: { id?: string; errors?: readonly string[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const ref = useFocusOnNewErrors(errors);
  const messages = errors?.map((message) => translateMessage(t, message)) ?? [];
  if (messages.length === 0 && !children) return <div id={id} />;
  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-danger bg-surface px-3 py-2 text-sm font-medium text-danger"
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {children}
    </div>
  );
}

/**
 * Focuses the alert when `errors` changes to a new non-empty list after the first render (each answer
 * of the server is a new array; conform keeps it while the user types). Not on the first render: a page
 * that arrives with errors starts at its top. Not when conform already focused an invalid field.
 */
function useFocusOnNewErrors(errors: readonly string[] | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useRef(errors);
  useEffect(() => {
    if (errors === seen.current) return;
    seen.current = errors;
    if (!errors?.length || document.activeElement?.getAttribute("aria-invalid") === "true") return;
    ref.current?.focus();
  }, [errors]);
  return ref;
}

/**
 * The form-level messages of an action's answer (`reply.refused`, `reply.unavailable` …) for a place that
 * shows them without a kit form of its own: a file upload, a message about the page as a whole.
 */
export function answerErrors(result: SubmissionResult<string[]> | null | undefined): string[] | undefined {
  return result?.error?.[""] ?? undefined;
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
