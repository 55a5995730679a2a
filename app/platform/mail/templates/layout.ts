import { escapeMarkup } from "#app/lib/escape-markup";

/** A rendered message: the HTML part and its plain-text twin, which carries the same words and link. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailContent {
  lang: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button for mail clients that hide it. */
  linkFallback?: string;
  code?: { intro: string; value: string };
  footer: string;
  /** A link under the footer text (the newsletter's unsubscribe link). */
  footerLink?: { label: string; url: string };
}

// Mail clients ignore stylesheets and CSS variables: plain inline styles in a light, neutral palette.
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const P = `${FONT}font-size:16px;line-height:1.5;color:#1f2933;margin:0 0 16px;`;

/** Every catalogue string and value is escaped here, so no template can inject markup. */
export function renderLayout(content: MailContent): RenderedMail {
  const parts: string[] = [`<h1 style="${FONT}font-size:22px;color:#1f2933;margin:0 0 16px;">${escapeMarkup(content.heading)}</h1>`];
  for (const paragraph of content.paragraphs) parts.push(`<p style="${P}">${escapeMarkup(paragraph)}</p>`);
  if (content.action) {
    const url = escapeMarkup(content.action.url);
    parts.push(
      `<p style="margin:24px 0;"><a href="${url}" style="${FONT}display:inline-block;background:#0f5fa8;color:#ffffff;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:8px;">${escapeMarkup(content.action.label)}</a></p>`,
    );
    if (content.linkFallback)
      parts.push(
        `<p style="${P}font-size:14px;">${escapeMarkup(content.linkFallback)}<br><a href="${url}" style="color:#0f5fa8;word-break:break-all;">${url}</a></p>`,
      );
  }
  if (content.code)
    parts.push(
      `<p style="${P}">${escapeMarkup(content.code.intro)} <strong style="font-size:20px;letter-spacing:2px;">${escapeMarkup(content.code.value)}</strong></p>`,
    );
  parts.push(`<p style="${P}font-size:13px;color:#52606d;margin-top:32px;">${escapeMarkup(content.footer)}</p>`);
  if (content.footerLink) {
    parts.push(
      `<p style="${P}font-size:13px;"><a href="${escapeMarkup(content.footerLink.url)}" style="color:#0f5fa8;">${escapeMarkup(content.footerLink.label)}</a></p>`,
    );
  }

  const html = `<!doctype html><html lang="${escapeMarkup(content.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMarkup(content.subject)}</title></head><body style="margin:0;padding:24px;background:#f5f7fa;"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;">${parts.join("")}</div></body></html>`;

  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.code ? [`${content.code.intro} ${content.code.value}`, ""] : []),
    "--",
    content.footer,
    ...(content.footerLink ? [`${content.footerLink.label}: ${content.footerLink.url}`] : []),
  ].join("\n");
  return { subject: content.subject, html, text };
}
