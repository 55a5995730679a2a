import { useId, useState } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { useHydrated } from "#app/lib/use-hydrated";
import { titleFrom } from "../messages";
import { useSay } from "./answer-status";

/**
 * Copies an answer's text; needs the clipboard, so it appears only once JavaScript runs. Every answer has one,
 * so each is described by its message's heading and the answer's opening words (hidden; only the description
 * reads them), and "Copied" is said on the chat's status line: a focused button's new name is not reliably read.
 */
export function CopyButton({ text, headingId }: { text: string; headingId: string }) {
  const { t } = useTranslation("chat");
  const hydrated = useHydrated();
  const say = useSay();
  const gistId = useId();
  const [copied, setCopied] = useState(false);
  if (!hydrated || !navigator.clipboard) return null;
  return (
    <>
      <button
        type="button"
        aria-describedby={`${headingId} ${gistId}`}
        className="w-fit text-sm font-semibold text-accent-strong"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => {
              setCopied(true);
              say(t("message.copied"));
            },
            () => setCopied(false),
          )
        }
      >
        {copied ? t("message.copied") : t("message.copy")}
      </button>
      <span id={gistId} hidden>
        {titleFrom(text.replace(/[#*_`>]+/g, ""))}
      </span>
    </>
  );
}
