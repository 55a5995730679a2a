import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormAlert, SelectField, SubmitButton, TextareaField } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import { INTL_LOCALE } from "#app/platform/i18n/locales";
import { useLocale } from "#app/platform/i18n/use-locale";
import { carriesListing, ListingFields } from "#app/features/attachments/ui/listing-fields";
import { sendSchema, type SendForm } from "../forms";
import { MAX_MESSAGE_LENGTH } from "../limits";
import type { ModelOption } from "../models";

interface ComposerProps {
  id: string;
  models: ModelOption[];
  model: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** A message refused by the chat stream (JS path): shown like the form's own refusal. */
  streamError?: string | null;
  busy?: boolean;
  isNew?: boolean;
  /** With JavaScript: hands the question to the chat stream instead of posting the form. */
  onSend?: (value: SendForm, form: HTMLFormElement) => void;
  onModelChange?: (model: string) => void;
  /** The message field got focus: a chance to load what sending will need. */
  onFocus?: () => void;
}

/** The question form: model selector and message. A real form; with JavaScript the chat stream takes it. */
export function Composer({ id, models, model, lastResult, streamError, busy, isNew, onSend, onModelChange, onFocus }: ComposerProps) {
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
    onSubmit: onSend
      ? (event: FormEvent<HTMLFormElement>, { submission }) => {
          // A listing goes with the form post (multipart, the same action as without JavaScript).
          if (carriesListing(event.currentTarget)) return;
          event.preventDefault();
          if (submission?.status === "success") onSend(submission.value, event.currentTarget);
        }
      : undefined,
  });
  const errors = [...(form.errors ?? []), ...(streamError ? [streamError] : [])];
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3" {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={errors} />
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
        hint={t("composer.hint", { max: MAX_MESSAGE_LENGTH.toLocaleString(INTL_LOCALE[locale]) })}
        rows={isNew ? 5 : 3}
        onFocus={onFocus}
        maxLength={MAX_MESSAGE_LENGTH}
      />
      <ListingFields textMeta={fields.listingText} formId={id} />
      <SubmitButton className="w-fit" disabled={busy}>
        {isNew ? t("composer.start") : t("composer.send")}
      </SubmitButton>
    </Form>
  );
}
