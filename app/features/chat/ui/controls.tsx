import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/forms";
import { LIVE_ATTRIBUTE } from "./live-marker";

/**
 * Stop while an answer is written; "regenerate" (or "try again" after a failure) once it is done. Real
 * forms posting to the conversation's action, with and without JavaScript; the page without JavaScript
 * gets the same component rendered to HTML at the end of a streamed answer (live-document.server.tsx).
 */
export function AnswerControls({
  active,
  canRegenerate,
  failed,
  model,
}: {
  active: boolean;
  canRegenerate: boolean;
  failed: boolean;
  model: string;
}) {
  const { t } = useTranslation("chat");
  if (active) {
    return (
      // Hidden by the no-JS live page's final style rule once the answer is done (live-html.server.ts).
      <Form method="post" {...{ [`${LIVE_ATTRIBUTE}-only`]: "" }}>
        <input type="hidden" name="intent" value="stop" />
        <SubmitButton variant="secondary">{t("message.stop")}</SubmitButton>
      </Form>
    );
  }
  if (!canRegenerate) return null;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="regenerate" />
      <input type="hidden" name="model" value={model} />
      <SubmitButton variant="secondary">{failed ? t("message.retry") : t("message.regenerate")}</SubmitButton>
    </Form>
  );
}
