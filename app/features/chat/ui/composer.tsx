import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { FormAlert, SelectField, SubmitButton, TextareaField } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import { useLocale } from "#app/platform/i18n/use-locale";
import { ListingFields } from "#app/features/attachments/ui/listing-fields";
import { sendSchema, type SendForm } from "../forms";
import { MAX_MESSAGE_LENGTH, messageLimitText } from "../limits";
import type { ModelOption } from "../models";

interface ComposerProps {
  id: string;
  models: ModelOption[];
  model: string;
  lastResult?: SubmissionResult<string[]> | null;
  busy?: boolean;
  isNew?: boolean;
  onModelChange?: (model: string) => void;
}

/** The question form: model selector and message. A real form posting to the page's action, with or without JavaScript. */
export function Composer({ id, models, model, lastResult, busy, isNew, onModelChange }: ComposerProps) {
  const { t } = useTranslation(["chat", "validation"]);
  const locale = useLocale();
  const [form, fields] = useKitForm<SendForm>(sendSchema, {
    id,
    lastResult,
    defaultValue: { intent: "send", model, text: "" },
    constraint: true,
    // A question is checked when sent, not while it is typed.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3" {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input {...getInputProps(fields.intent, { type: "hidden" })} key={fields.intent.key} />
      <SelectField
        meta={fields.model}
        label={t("model.label")}
        options={models.map((m) => ({ value: m.id, label: m.label }))}
        onChange={(event) => onModelChange?.(event.currentTarget.value)}
      />
      <TextareaField
        meta={fields.text}
        label={isNew ? t("composer.newLabel") : t("composer.label")}
        hint={t("composer.hint", { max: messageLimitText(locale) })}
        rows={isNew ? 5 : 3}
        maxLength={MAX_MESSAGE_LENGTH}
      />
      <ListingFields textMeta={fields.listingText} formId={id} />
      <SubmitButton className="w-fit" disabled={busy}>
        {isNew ? t("composer.start") : t("composer.send")}
      </SubmitButton>
    </Form>
  );
}
