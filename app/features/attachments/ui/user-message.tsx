import type { UIMessage } from "ai";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { readListingPart } from "../listing-part";

/**
 * A user's message: the question as typed and, when a listing came with it, the listing folded away
 * beneath (a details element, so it opens without JavaScript) with the original PDF to download.
 */
export function UserMessageBody({ parts }: { parts: UIMessage["parts"] }) {
  const { t } = useTranslation("attachments");
  const texts = parts.flatMap((part) => (part.type === "text" ? [part.text] : []));
  const listing = texts.map(readListingPart).find((read) => read !== null) ?? null;
  const question = texts.filter((text) => readListingPart(text) === null).join("");
  const name = listing?.marker.name ?? "listing.pdf";
  return (
    <>
      <p className="whitespace-pre-wrap break-words">{question}</p>
      {listing ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">
            {listing.marker.kind === "pdf" ? t("attached", { name }) : t("pasted")}
            {listing.marker.pages ? ` (${t("pages", { count: listing.marker.pages })})` : null}
          </summary>
          {listing.marker.attachment ? (
            <p className="mt-2">
              <a className="underline" href={`/resources/attachments/${listing.marker.attachment}`} download={name}>
                {t("download", { name })}
              </a>
            </p>
          ) : null}
          <p className="mt-2 whitespace-pre-wrap break-words text-muted">{listing.text}</p>
        </details>
      ) : null}
    </>
  );
}
