import { useState } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { useHydrated } from "#app/lib/use-hydrated";

/** Copies an answer's text; needs the clipboard, so it appears only once JavaScript runs. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation("chat");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      className="w-fit text-sm font-semibold text-accent-strong"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? t("message.copied") : t("message.copy")}
    </button>
  );
}
