import { useTranslation } from "#app/platform/i18n/use-translation";
import { Field, type AnyFieldMeta } from "#app/components/forms";

/**
 * A new password and its confirmation, as sign-up, the reset link and the settings page ask for them: the
 * rule as a hint under the first, both filed as a new password. `resetKey` empties both after a refused
 * submit (see Field).
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  label,
  resetKey,
}: {
  password: AnyFieldMeta;
  confirmPassword: AnyFieldMeta;
  label: string;
  resetKey?: number;
}) {
  const { t } = useTranslation("auth");
  return (
    <>
      <Field meta={password} resetKey={resetKey} label={label} type="password" autoComplete="new-password" hint={t("fields.passwordHint")} />
      <Field meta={confirmPassword} resetKey={resetKey} label={t("fields.confirmPassword")} type="password" autoComplete="new-password" />
    </>
  );
}
