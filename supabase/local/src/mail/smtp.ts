import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { MailStore } from "./store";

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((a) => a.address ?? "")).filter(Boolean);
}

/** The SMTP capture: accepts any sender and recipient on loopback, without auth or TLS, and stores what it parses. */
export async function startSmtpCapture(store: MailStore, port: number): Promise<{ port: number; stop(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: "Kolleague local mail capture",
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.key.length + 1).trim();
          store.add({
            from: addresses(parsed.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ""),
            to: envelopeTo.length > 0 ? envelopeTo : addresses(parsed.to),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : null,
            headers,
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? "",
              contentType: file.contentType,
              text: file.contentType.startsWith("text/") ? file.content.toString("utf8") : null,
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
