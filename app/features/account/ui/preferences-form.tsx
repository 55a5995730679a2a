import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Locale } from "#app/platform/i18n/locales";
import { THEME_CHOICES, type ThemeChoice } from "#app/platform/theme/theme";
import { FormAlert, inputClass, SubmitButton } from "#app/components/forms";

/** Language and colour scheme, saved in the profile and applied on every device at sign-in. */
export function PreferencesForm({ locale, theme, lastResult }: { locale: Locale; theme: ThemeChoice; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation(["account", "common"]);
  const [form] = useForm({ id: "preferences", lastResult });
  return (
    // A full page load on purpose, also with JavaScript: the new language and theme apply to everything.
    <Form method="post" reloadDocument {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="preferences" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="flex flex-col gap-1">
        <label htmlFor="preferences-locale" className="font-semibold">
          {t("settings.preferences.language")}
        </label>
        <select id="preferences-locale" name="locale" defaultValue={locale} className={inputClass}>
          <option value="en">{t("common:language.en")}</option>
          <option value="de">{t("common:language.de")}</option>
        </select>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t("settings.preferences.theme")}</legend>
        {THEME_CHOICES.map((choice) => (
          <label key={choice} className="flex items-center gap-2">
            <input type="radio" name="theme" value={choice} defaultChecked={choice === theme} />
            {t(`common:theme.${choice}`)}
          </label>
        ))}
      </fieldset>
      <SubmitButton className="w-fit">{t("settings.preferences.save")}</SubmitButton>
    </Form>
  );
}
