import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { postForm } from "../support/http";
import { signedInUser } from "../support/account";
import { ask, chatIdOf, MODEL, settledAnswer, textOf } from "../support/chat";

let app: RunningApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let chatId: string;

beforeAll(async () => {
  app = await startApp();
  [owner, other] = await Promise.all([signedInUser("Owner"), signedInUser("Other")]);
  chatId = chatIdOf(await ask(app, owner.cookie, "What does a flat for €300,000 in Bavaria cost?"));
  await settledAnswer(chatId);
});
afterAll(() => app.stop());

describe("a conversation belongs to its owner", () => {
  it("shows the owner the answer, with the calculation card and its calculator link", async () => {
    const answer = await settledAnswer(chatId);
    expect(answer.status).toBe("complete");
    expect(textOf(answer.parts)).toMatch(/€/);
    const html = await (await fetch(`${app.url}/ai-chat/${chatId}`, { headers: { Cookie: owner.cookie } })).text();
    expect(html).toContain("Open in the calculator");
    expect(html).toMatch(/href="\/calculator\?purchasePrice=300000&amp;state=BY/);
  });

  it("answers 404 to another user on the page and every data endpoint", async () => {
    const get = (path: string) => fetch(app.url + path, { headers: { Cookie: other.cookie }, redirect: "manual" });
    expect((await get(`/ai-chat/${chatId}`)).status).toBe(404);
    expect((await get(`/de/ai-chat/${chatId}`)).status).toBe(404);
    expect((await get(`/ai-chat/${chatId}.data`)).status).toBe(404);
    expect((await get(`/resources/chat/${chatId}/stream`)).status).toBe(404);
    const attempts: Record<string, string>[] = [
      { intent: "rename", title: "Hijacked" },
      { intent: "delete" },
      { intent: "send", text: "Hi", model: MODEL },
      { intent: "regenerate", model: MODEL },
    ];
    for (const fields of attempts) {
      expect((await postForm(app, `/ai-chat/${chatId}`, fields, { Cookie: other.cookie })).status).toBe(404);
    }
    const html = await (await fetch(`${app.url}/ai-chat/${chatId}`, { headers: { Cookie: owner.cookie } })).text();
    expect(html).toContain("What does a flat for €300,000 in Bavaria cost?");
    expect(html).not.toContain("Hijacked");
  });
});

describe("checked input", () => {
  it("refuses a model outside the allow-list with 400, a localized message and the text kept", async () => {
    const response = await ask(app, owner.cookie, "Keep this question", { model: "gpt-4o" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("This model is not available. Please choose one from the list.");
    expect(html).toContain("Keep this question");
    const german = await ask(app, owner.cookie, "Diese Frage bleibt", { model: "gpt-4o", lang: "de" });
    expect(german.status).toBe(400);
    const germanHtml = await german.text();
    expect(germanHtml).toContain("Dieses Modell ist nicht verfügbar.");
    expect(germanHtml).toContain("Diese Frage bleibt");
  });

  it("refuses a message over 4,000 characters and keeps it", async () => {
    const long = `${"Wohnung ".repeat(500)}Ende`;
    const response = await ask(app, owner.cookie, long, { lang: "de" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Ende</textarea>");
    // The limit in German figures, in the field's error and its hint.
    expect(html).toContain("Darf höchstens 4.000 Zeichen lang sein");
    expect(html).toContain("Bis zu 4.000 Zeichen.");
  });
});
