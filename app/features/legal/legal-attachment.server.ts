import type { LegalDocument } from "#app/config/operator";
import type { Locale } from "#app/platform/i18n/locales";
import { legalMarkdown } from "./legal-pages.server";
import { renderMarkdown } from "./markdown.server";
import type { LegalPrices } from "./statements";
import { escapeMarkup } from "#app/lib/escape-markup";

/**
 * A legal text as one self-contained HTML file, rendered from the same Markdown as the page: what the order
 * confirmation attaches as the terms in force (§ 312f Abs. 2 BGB). The page's relative links resolve
 * against the site (`<base>`), so they still work when the file is opened from the mail.
 */
export function legalDocumentHtml(document: LegalDocument, locale: Locale, siteUrl: string, prices?: LegalPrices): string {
  const page = renderMarkdown(legalMarkdown(document, locale, {}, undefined, prices));
  const title = escapeMarkup(page.title);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><base href="${escapeMarkup(siteUrl)}/"><title>${title}</title><style>body{font:16px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2933;max-width:46rem;margin:2rem auto;padding:0 1rem}</style></head><body><h1>${title}</h1>${page.intro}${page.body}</body></html>`;
}
