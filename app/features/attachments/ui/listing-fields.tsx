import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { TextareaField } from "#app/components/forms";
import { LISTING_FILE_FIELD } from "../fields";

/**
 * The composer's listing: a PDF (a plain file input, so it posts without JavaScript) or pasted text. They
 * come after the question in the form, so the server has the question even when it refuses the file.
 */
export function ListingFields({ textMeta, formId }: { textMeta: FieldMetadata<string | undefined>; formId: string }) {
  const { t } = useTranslation("attachments");
  const fileId = `${formId}-listing-file`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{t("legend")}</legend>
      <TextareaField meta={textMeta} label={t("field.text")} hint={t("field.textHint")} rows={3} />
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="font-medium">
          {t("field.file")}
        </label>
        <input
          id={fileId}
          name={LISTING_FILE_FIELD}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={`${fileId}-hint`}
          className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-subtle file:px-3 file:py-1.5 file:font-semibold"
        />
        <p id={`${fileId}-hint`} className="text-sm text-muted">
          {t("field.fileHint")}
        </p>
      </div>
    </fieldset>
  );
}
