import { escapeHtml, layout, pickLang, translator } from "./text";
import type { PageHandler } from "./types";

/** `hosted_invoice_url`: the invoice's number, date, lines and status. */
export const invoicePage: PageHandler = async (ctx, request) => {
  const invoice = ctx.store.objects.get(request.path[0] ?? "");
  const tr = translator(pickLang(null, request.acceptLanguage));
  if (!invoice || invoice.object !== "invoice") return { status: 404, html: layout(tr.lang, "404", `<p>${tr.t("notFound")}</p>`, tr.t("testMode")) };
  const lines = invoice.lines.data
    .map(
      (line: { description: string; amount: number; currency: string }) =>
        `<tr><td>${escapeHtml(line.description)}</td><td>${tr.money(line.amount, line.currency)}</td></tr>`,
    )
    .join("");
  const body = `<p>${tr.date(invoice.created)} · ${tr.t(invoice.status === "paid" ? "paid" : "open")}</p>
<table><tbody>${lines}<tr><th>${tr.t("total")}</th><th>${tr.money(invoice.total, invoice.currency)}</th></tr></tbody></table>`;
  return { status: 200, html: layout(tr.lang, tr.t("invoiceTitle", { number: invoice.number }), body, tr.t("testMode")) };
};
