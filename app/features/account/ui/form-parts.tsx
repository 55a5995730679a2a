import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "#app/features/validation/error-map";

export const inputClass =
  "w-full rounded-md border border-border bg-surface px-3 py-2 text-fg focus:outline-2 focus:outline-offset-1 focus:outline-accent aria-[invalid=true]:border-danger";
export const primaryButtonClass = "w-fit rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg hover:opacity-90 disabled:opacity-60";
export const secondaryButtonClass = "w-fit rounded-md border border-border px-4 py-2 font-semibold hover:bg-subtle";
export const dangerButtonClass = "w-fit rounded-md border border-danger px-4 py-2 font-semibold text-danger hover:bg-subtle";

/** A labelled input with its hint and errors (catalogue keys are translated) tied to it for screen readers. */
export function Field({
  label,
  hint,
  errors,
  errorId,
  ...input
}: { label: string; hint?: string; errors?: string[]; errorId: string } & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const hintId = hint ? `${errorId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={input.id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        className={inputClass}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={[hintId, errors?.length ? errorId : undefined].filter(Boolean).join(" ") || undefined}
      />
      {errors?.length ? (
        <ul id={errorId} className="text-sm text-danger">
          {errors.map((error) => (
            <li key={error}>{translateMessage(t, error)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A message about the whole form (backend failure, refused upload), announced when it appears. */
export function FormAlert({ children, id }: { children: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="rounded-md border border-danger bg-surface p-3 text-sm text-danger">
      {children}
    </p>
  );
}

/** One titled block of a settings or profile page. */
export function Panel({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {description ? <p className="text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
