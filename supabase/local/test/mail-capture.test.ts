import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractLinks } from "../src/mail/store";
import type { LocalBackend } from "../src/index";
import { startTestBackend } from "./helpers";

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});

async function send(to: string, subject: string) {
  const transport = createTransport({ host: "127.0.0.1", port: backend.smtpPort, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: "app@kolleague.local",
    to,
    subject,
    text: `Hallo! Bestätige hier: https://app.example/confirm?token_hash=abc&type=signup`,
    html: `<p>Hallo <a href="https://app.example/confirm?token_hash=abc&amp;type=signup">bestätigen</a></p><script>alert(1)</script>`,
  });
  transport.close();
}

describe("SMTP capture and mail API", () => {
  it("captures mail sent over SMTP and serves it as JSON with its links", async () => {
    await send("ada@example.test", "Willkommen");
    await send("bob@example.test", "Hello");
    const list = await (await fetch(`${backend.url}/__mail/api/messages?to=ada@example.test`)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ to: ["ada@example.test"], subject: "Willkommen" });
    const one = await (await fetch(`${backend.url}/__mail/api/messages/${list[0].id}`)).json();
    expect(one.from).toBe("app@kolleague.local");
    expect(one.text).toContain("Bestätige");
    expect(one.links).toEqual(["https://app.example/confirm?token_hash=abc&type=signup"]);
    expect(one.headers.subject).toBe("Willkommen");
  });

  it("shows an HTML view that keeps captured HTML in a sandbox", async () => {
    const page = await (await fetch(`${backend.url}/__mail/`)).text();
    expect(page).toContain("Willkommen");
    const id = backend.mail.list("ada@example.test")[0]!.id;
    const view = await (await fetch(`${backend.url}/__mail/messages/${id}`)).text();
    expect(view).toContain("<iframe sandbox srcdoc=");
    expect(view).not.toContain("<script>");
  });

  it("empties on DELETE", async () => {
    expect((await fetch(`${backend.url}/__mail/api/messages`, { method: "DELETE" })).status).toBe(204);
    expect(await (await fetch(`${backend.url}/__mail/api/messages`)).json()).toEqual([]);
  });

  it("extracts only http(s) links", () => {
    expect(
      extractLinks("see https://a.example/x. and ftp://b", '<a href="javascript:alert(1)">x</a><a href="http://c.example/?a=1&amp;b=2">y</a>'),
    ).toEqual(["http://c.example/?a=1&b=2", "https://a.example/x."]);
  });
});
