import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import { Field, FormAlert, SubmitButton } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import { saveSchema } from "../form-schemas";
import { NAME_MAX } from "../limits";

/**
 * The signed-in half of the save panel: names and saves the calculation shown. Its own module (loaded by
 * save-panel.tsx only for a signed-in visitor) because the form's validation brings zod and conform along.
 */
export default function SaveForm(props: { locale: Locale; search: string; defaultName: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("calculator");
  const calculator = localizePath("/calculator", props.locale);
  const [form, fields] = useKitForm(saveSchema, { id: "save-form", lastResult: props.lastResult });
  const typed = props.lastResult?.initialValue?.name;
  return (
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
        defaultValue={typeof typed === "string" ? typed : props.defaultName}
        resetKey={typeof typed === "string" ? "typed" : props.defaultName}
      />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton>{t("save.submit")}</SubmitButton>
        <Link to={localizePath("/calculations", props.locale)} className="font-semibold text-accent-strong underline">
          {t("save.listLink")}
        </Link>
      </div>
    </Form>
  );
}
