import { useTranslation } from "react-i18next";
import { translateMessage } from "#app/features/validation/error-map";

/** The form-level message (refused sign-in, too many attempts), announced when it appears. */
export function FormAlert({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation(["auth", "validation"]);
  if (!errors?.length) return <div id={id} />;
  return (
    <div id={id} role="alert" className="rounded-lg border border-danger px-3 py-2 text-sm font-medium text-danger">
      {errors.map((message) => (
        <p key={message}>{translateMessage(t, message)}</p>
      ))}
    </div>
  );
}
