import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "#app/features/validation/error-map";

const controlClass =
  "w-full rounded-lg border border-border bg-canvas px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent aria-[invalid=true]:border-danger";

/** A labelled input or textarea whose errors are tied to it for screen readers (aria-describedby, aria-invalid). */
export function SupportField(props: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "textarea";
  autoComplete?: string;
}) {
  const { t } = useTranslation(["support", "validation"]);
  // conform's props carry a React key (it changes when the form is reset); keys cannot be spread.
  const { key: textareaKey, ...textareaProps } = getTextareaProps(props.meta);
  const { key: inputKey, ...inputProps } = getInputProps(props.meta, { type: props.type === "email" ? "email" : "text" });
  const control =
    props.type === "textarea" ? (
      <textarea {...textareaProps} key={textareaKey} rows={8} className={controlClass} />
    ) : (
      <input {...inputProps} key={inputKey} autoComplete={props.autoComplete} className={controlClass} />
    );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.meta.id} className="font-medium">
        {props.label}
      </label>
      {control}
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
