import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "#app/features/validation/error-map";

const inputClass =
  "w-full rounded-lg border border-border bg-canvas px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent aria-[invalid=true]:border-danger";

/** A labelled input with its hint and errors wired for screen readers (aria-describedby, aria-invalid). */
export function AuthField(props: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type: "email" | "password";
  autoComplete: string;
  hint?: string;
  /** Re-creates the input (emptying it) when this changes: see useAttemptKey. */
  attemptKey?: number;
}) {
  const { t } = useTranslation(["auth", "validation"]);
  const hintId = `${props.meta.id}-hint`;
  const inputProps = getInputProps(props.meta, { type: props.type, ariaDescribedBy: props.hint ? hintId : undefined });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.meta.id} className="font-medium">
        {props.label}
      </label>
      <input {...inputProps} key={`${inputProps.key ?? ""}-${props.attemptKey ?? 0}`} autoComplete={props.autoComplete} className={inputClass} />
      {props.hint ? (
        <p id={hintId} className="text-sm text-muted">
          {props.hint}
        </p>
      ) : null}
      {props.meta.errors?.length ? (
        <ul id={props.meta.errorId} className="text-sm font-medium text-danger">
          {props.meta.errors.map((message) => (
            <li key={message}>{translateMessage(t, message)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
