import type { TFunction } from "i18next";
import { renderLayout, type MailContent, type RenderedMail } from "#app/platform/mail/templates/layout";

/**
 * The one shape of every billing mail (the order confirmation, the trial reminder, the declarations'
 * mails, the operator's notice): subject and heading from the catalogue entry `key` (its `.subject` and
 * `.heading`), the paragraphs, a button where the mail has one, and the billing footer.
 */
export function billingMail(
  t: TFunction,
  lang: string,
  key: string,
  paragraphs: string[],
  options: { subject?: Record<string, string>; action?: MailContent["action"]; linkFallback?: string } = {},
): RenderedMail {
  return renderLayout({
    lang,
    subject: t(`${key}.subject`, options.subject),
    heading: t(`${key}.heading`),
    paragraphs,
    action: options.action,
    linkFallback: options.linkFallback,
    footer: t("billing:mail.footer"),
  });
}
