import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import type { Locale } from "#app/platform/i18n/locales";
import { THEME_CHOICES, type ThemeChoice } from "#app/platform/theme/theme";
import { FormAlert, RadioGroupField, SelectField, SubmitButton } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import { preferencesSchema } from "../settings-schemas";

/** Language and colour scheme, saved in the profile and applied on every device at sign-in. */
export function PreferencesForm({ locale, theme, lastResult }: { locale: Locale; theme: ThemeChoice; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["account", "common"]);
  const [form, fields] = useKitForm(preferencesSchema, { id: "preferences", lastResult, defaultValue: { locale, theme } });
  return (
    // A full page load on purpose, also with JavaScript: the new language and theme apply to everything.
    <Form method="post" reloadDocument action={`#${form.id}`} {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="preferences" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <SelectField
        meta={fields.locale}
        label={t("settings.preferences.language")}
        options={[
          { value: "en", label: t("common:language.en") },
          { value: "de", label: t("common:language.de") },
        ]}
      />
      <RadioGroupField
        meta={fields.theme}
        label={t("settings.preferences.theme")}
        options={THEME_CHOICES.map((choice) => ({ value: choice, label: t(`common:theme.${choice}`) }))}
      />
      <SubmitButton className="w-fit">{t("settings.preferences.save")}</SubmitButton>
    </Form>
  );
}
