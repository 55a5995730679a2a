import type { TFunction } from "i18next";
import { renderLayout, type RenderedMail } from "./layout";

export interface NewsletterLinks {
  /** The page with the unsubscribe button; also the target of the one-click POST (RFC 8058). */
  unsubscribe: string;
}

/**
 * Headers every newsletter mail carries: mail clients show an unsubscribe button, and with
 * List-Unsubscribe-Post they unsubscribe with one POST to the signed link (RFC 8058; the provider's DKIM
 * signature must cover both headers for the big mailbox providers to offer it).
 */
function listUnsubscribeHeaders(links: NewsletterLinks): Record<string, string> {
  return { "List-Unsubscribe": `<${links.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The double opt-in mail: the subscription starts only when the link is followed. */
export function renderConfirmationMail(
  t: TFunction,
  lang: string,
  links: NewsletterLinks & { confirm: string },
): RenderedMail & { headers: Record<string, string> } {
  const mail = renderLayout({
    lang,
    subject: t("newsletter:mail.confirm.subject"),
    heading: t("newsletter:mail.confirm.heading"),
    paragraphs: [t("newsletter:mail.confirm.body"), t("newsletter:mail.confirm.notYou")],
    action: { label: t("newsletter:mail.confirm.action"), url: links.confirm },
    linkFallback: t("newsletter:mail.linkFallback"),
    footer: t("newsletter:mail.confirm.footer"),
    footerLink: { label: t("newsletter:mail.confirm.remove"), url: links.unsubscribe },
  });
  return { ...mail, headers: listUnsubscribeHeaders(links) };
}

/** The first mail of an active subscription, right after confirmation. */
export function renderWelcomeMail(
  t: TFunction,
  lang: string,
  links: NewsletterLinks & { blog: string },
): RenderedMail & { headers: Record<string, string> } {
  const mail = renderLayout({
    lang,
    subject: t("newsletter:mail.welcome.subject"),
    heading: t("newsletter:mail.welcome.heading"),
    paragraphs: [t("newsletter:mail.welcome.body")],
    action: { label: t("newsletter:mail.welcome.action"), url: links.blog },
    footer: t("newsletter:mail.welcome.footer"),
    footerLink: { label: t("newsletter:mail.unsubscribe"), url: links.unsubscribe },
  });
  return { ...mail, headers: listUnsubscribeHeaders(links) };
}
