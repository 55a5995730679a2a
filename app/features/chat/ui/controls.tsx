import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/forms";

/**
 * Stop while an answer is written; "regenerate" (or "try again" after a failure) once it is done. Real
 * forms; with JavaScript `onStop` / `onRegenerate` take over.
 */
export function AnswerControls({
  active,
  canRegenerate,
  failed,
  model,
  onStop,
  onRegenerate,
}: {
  active: boolean;
  canRegenerate: boolean;
  failed: boolean;
  model: string;
  onStop?: () => void;
  onRegenerate?: () => void;
}) {
  const { t } = useTranslation("chat");
  if (active) {
    return (
      // Hidden by the no-JS live page's final style rule once the answer is done (live-html.server.ts).
      <Form method="post" data-chat-live-only="" onSubmit={onStop ? (event) => (event.preventDefault(), onStop()) : undefined}>
        <input type="hidden" name="intent" value="stop" />
        <SubmitButton variant="secondary">{t("message.stop")}</SubmitButton>
      </Form>
    );
  }
  if (!canRegenerate) return null;
  return (
    <Form method="post" onSubmit={onRegenerate ? (event) => (event.preventDefault(), onRegenerate()) : undefined}>
      <input type="hidden" name="intent" value="regenerate" />
      <input type="hidden" name="model" value={model} />
      <SubmitButton variant="secondary">{failed ? t("message.retry") : t("message.regenerate")}</SubmitButton>
    </Form>
  );
}
