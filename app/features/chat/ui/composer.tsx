import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Trans } from "react-i18next";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { FormAlert, SelectField, SubmitButton, TextareaField } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import { useLocale } from "#app/platform/i18n/use-locale";
import { LocalizedLink } from "#app/components/localized-link";
import { operator } from "#app/config/operator";
import { ListingFields } from "#app/features/attachments/ui/listing-fields";
import { sendSchema, type SendForm } from "../forms";
import { MAX_MESSAGE_LENGTH, messageLimitText } from "../limits";
import type { ModelOption } from "../models";

const COMPOSER_ATTRIBUTE = "data-composer";

/** The chat's posts after which the question field is where the user goes on. */
const ASKING = new Set(["send", "stop", "regenerate"]);

/**
 * After a question is sent (the first one opens the conversation's page, a follow-up re-creates the composer),
 * an answer is stopped or regenerated, the control that was pressed is gone and focus would fall to <body>:
 * the question field takes it, to go on from; the chat's status line tells how the answer stands. Focus put
 * elsewhere meanwhile (a refusal's alert, the user) stays. For the chat's layout, which outlives both pages.
 */
export function useQuestionFieldAfterPost() {
  const navigation = useNavigation();
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (navigation.state !== "idle") {
      const intent = navigation.formData?.get("intent");
      if (typeof intent === "string") posted.current = intent;
      return;
    }
    const intent = posted.current;
    posted.current = null;
    if (!intent || !ASKING.has(intent) || (document.activeElement && document.activeElement !== document.body)) return;
    document.querySelector<HTMLTextAreaElement>(`form[${COMPOSER_ATTRIBUTE}] textarea[name="text"]`)?.focus();
  }, [navigation]);
}

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
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3" {...getFormProps(form)} {...{ [COMPOSER_ATTRIBUTE]: "" }}>
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
      {/* Art. 13 GDPR where the data is entered: who receives it, linked to the policy's AI chat section. */}
      <p className="text-sm text-muted">
        <Trans
          t={t}
          i18nKey="providerNotice.text"
          values={{ provider: operator.aiProvider.product }}
          components={{
            privacy: <LocalizedLink to={`/privacy#${t("providerNotice.section")}`} className="font-semibold text-accent-strong underline" />,
          }}
        />
      </p>
      <SubmitButton className="w-fit" disabled={busy}>
        {isNew ? t("composer.start") : t("composer.send")}
      </SubmitButton>
    </Form>
  );
}
