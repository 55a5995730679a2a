import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Field, FormAlert, SubmitButton } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import type { CalculationInput } from "#app/features/calculation/inputs";
import { INTL_LOCALE, localizePath, type Locale } from "#app/platform/i18n/locales";
import { numberFormat } from "#app/lib/intl";
import { saveSchema } from "../form-schemas";
import { NAME_MAX } from "../limits";

/**
 * Under the calculator's results: signed in, a form that saves the calculation shown (its canonical query
 * travels along, so what is saved is what is on screen); signed out, a link to the login page that returns
 * to the same calculation. Posted to the page's own URL, so a refused name re-renders the same results.
 */
export function SavePanel(props: {
  signedIn: boolean;
  locale: Locale;
  search: string;
  input: CalculationInput;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("calculator");
  const calculator = localizePath("/calculator", props.locale);
  const [form, fields] = useKitForm(saveSchema, { id: "save-form", lastResult: props.lastResult });
  const typed = props.lastResult?.initialValue?.name;
  const price = numberFormat(INTL_LOCALE[props.locale], { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(
    props.input.purchasePrice,
  );
  const defaultName = t("save.defaultName", { price, state: t(`states.${props.input.state}`) });
  return (
    <section id="save" aria-labelledby="save-title" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 print:hidden">
      <h3 id="save-title" className="text-lg font-semibold">
        {t("save.title")}
      </h3>
      {props.signedIn ? (
        <Form method="post" action={calculator + props.search} {...getFormProps(form)} className="flex flex-col gap-3">
          <p className="text-sm text-muted">{t("save.intro")}</p>
          <FormAlert id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="search" value={props.search} />
          {/* The default name follows the calculation shown, so a new calculation re-creates the input. */}
          <Field
            meta={fields.name}
            label={t("save.nameLabel")}
            required
            maxLength={NAME_MAX}
            defaultValue={typeof typed === "string" ? typed : defaultName}
            resetKey={typeof typed === "string" ? "typed" : defaultName}
          />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton>{t("save.submit")}</SubmitButton>
            <Link to={localizePath("/calculations", props.locale)} className="font-semibold text-accent-strong underline">
              {t("save.listLink")}
            </Link>
          </div>
        </Form>
      ) : (
        <>
          <p className="text-sm text-muted">{t("save.signInNote")}</p>
          <Link
            to={`${localizePath("/login", props.locale)}?${new URLSearchParams({ redirectTo: calculator + props.search })}`}
            className="w-fit font-semibold text-accent-strong underline"
          >
            {t("save.signIn")}
          </Link>
        </>
      )}
    </section>
  );
}
