import type { TFunction } from "i18next";
import { renderLayout, type RenderedMail } from "./layout";

export interface SupportMailValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The language of the page the form was sent from, so the operator can answer in it. */
  locale: string;
}

/**
 * The support request as it reaches the operator, in the language of the form's page. The sender's
 * text is kept line by line (each line a paragraph, since the layout escapes all markup); the operator
 * answers with the mail client's reply, which goes to the Reply-To address.
 */
export function renderSupportMail(t: TFunction, values: SupportMailValues): RenderedMail {
  const lines = values.message.split(/\r?\n/).filter((line) => line.trim() !== "");
  return renderLayout({
    lang: values.locale,
    subject: t("support:mail.subject", { subject: values.subject }),
    heading: t("support:mail.heading"),
    paragraphs: [
      t("support:mail.from", { name: values.name, email: values.email }),
      t("support:mail.subjectLine", { subject: values.subject }),
      t("support:mail.language", { language: t(`support:mail.languages.${values.locale}`) }),
      ...lines,
    ],
    footer: t("support:mail.footer"),
  });
}
