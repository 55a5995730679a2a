import type { IncomingMessage, ServerResponse } from "node:http";
import { sendHtml, sendJson } from "../http/respond";
import type { CapturedMail, MailStore } from "./store";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function summary(mail: CapturedMail) {
  return { id: mail.id, receivedAt: mail.receivedAt, from: mail.from, to: mail.to, subject: mail.subject, links: mail.links };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:60rem}td,th{padding:.3rem .6rem;text-align:left;border-bottom:1px solid #ddd}iframe{width:100%;height:30rem;border:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body>${body}</body></html>`;
}

function listPage(store: MailStore): string {
  const rows = store
    .list()
    .map(
      (m) =>
        `<tr><td>${esc(m.receivedAt)}</td><td>${esc(m.to.join(", "))}</td><td><a href="/__mail/messages/${m.id}">${esc(m.subject || "(no subject)")}</a></td></tr>`,
    );
  return page(
    "Local mail / Lokale Post",
    `<h1>Local mail capture / Lokaler Posteingang</h1>
<p>Mail sent to the backend's SMTP port ends up here. / Mails an den SMTP-Port des Backends landen hier.</p>
<table><thead><tr><th>Received / Empfangen</th><th>To / An</th><th>Subject / Betreff</th></tr></thead><tbody>${rows.join("") || '<tr><td colspan="3">No mail yet. / Noch keine Mails.</td></tr>'}</tbody></table>`,
  );
}

function messagePage(mail: CapturedMail): string {
  const links = mail.links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join("");
  // The HTML part renders in a sandboxed frame: captured mail must not run script in this origin.
  const html = mail.html ? `<iframe sandbox srcdoc="${esc(mail.html)}" title="HTML"></iframe>` : "";
  return page(
    mail.subject,
    `<p><a href="/__mail/">← All mail / Alle Mails</a></p><h1>${esc(mail.subject)}</h1>
<p>From / Von: ${esc(mail.from)}<br>To / An: ${esc(mail.to.join(", "))}<br>${esc(mail.receivedAt)}</p>
<h2>Links</h2><ul>${links}</ul>${html}<h2>Text</h2><pre>${esc(mail.text)}</pre>`,
  );
}

/** /__mail: JSON under /__mail/api/messages, HTML under /__mail/. */
export function handleMail(req: IncomingMessage, res: ServerResponse, url: URL, store: MailStore): void {
  const path = url.pathname;
  const method = req.method ?? "GET";
  if (path === "/__mail/api/messages" && method === "GET") return sendJson(res, 200, store.list(url.searchParams.get("to")).map(summary));
  if (path === "/__mail/api/messages" && method === "DELETE") {
    store.clear();
    res.writeHead(204).end();
    return;
  }
  const apiOne = /^\/__mail\/api\/messages\/([0-9a-f-]+)$/.exec(path);
  const pageOne = /^\/__mail\/messages\/([0-9a-f-]+)$/.exec(path);
  const mail = store.get(apiOne?.[1] ?? pageOne?.[1] ?? "");
  if (apiOne && method === "GET") return mail ? sendJson(res, 200, mail) : sendJson(res, 404, { message: "Message not found" });
  if (pageOne && method === "GET")
    return mail
      ? sendHtml(res, 200, messagePage(mail))
      : sendHtml(res, 404, page("Not found", "<p>Message not found. / Nachricht nicht gefunden.</p>"));
  if ((path === "/__mail" || path === "/__mail/") && method === "GET") return sendHtml(res, 200, listPage(store));
  sendJson(res, 404, { message: "Not found" });
}
