/**
 * DPO audit L1, L3, L5: the privacy policy describes what the code does (no host name, no local storage,
 * a hashed IP for the bot check, the bot check only once a form is used), the account deletion warns what
 * stays, and the chat says where the user types that messages go to the AI provider, linked to the
 * policy's AI chat section in the page's language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operator } from "../../app/config/operator";
import { startApp, type RunningApp } from "../support/app-server";
import { cookieHeader, createConfirmedUser, sessionCookies } from "../support/session";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const page = (path: string, cookie = "") => fetch(`${app.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} }).then((r) => r.text());
const text = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("privacy policy matches the code", () => {
  it.each([
    {
      path: "/privacy",
      gone: ["host name", "local storage", "shortened form of your IP"],
      says: ["hash value of your IP address", "start filling in one of these forms", "session storage"],
    },
    {
      path: "/de/privacy",
      gone: ["Hostname", "lokalen Speicher", "gekürzten Form deiner IP"],
      says: ["Hashwerts deiner IP-Adresse", "beginnst du, eines dieser Formulare auszufüllen", "Sitzungsspeicher"],
    },
  ])("$path", async ({ path, gone, says }) => {
    const body = text(await page(path));
    for (const phrase of gone) expect(body).not.toContain(phrase);
    for (const phrase of says) expect(body).toContain(phrase);
  });
});

describe("where the user acts", () => {
  it.each([
    {
      locale: "en" as const,
      prefix: "",
      anchor: "ai-chat",
      provider: "Your messages and attached listings go to our AI provider",
      kept: "separated from your account, for up to eight years after the end of the year your membership ends",
    },
    {
      locale: "de" as const,
      prefix: "/de",
      anchor: "ki-chat",
      provider: "Deine Nachrichten und angehängten Exposés gehen",
      kept: "bis zu acht Jahre nach Ende des Jahres, in dem deine Mitgliedschaft endet, aufbewahren, getrennt von deinem Konto",
    },
  ])(
    "$locale: the chat names the AI provider and links the policy's section; deletion says what is kept",
    async ({ locale, prefix, anchor, provider, kept }) => {
      const user = await createConfirmedUser({ locale });
      const cookie = cookieHeader(await sessionCookies(user.email, user.password));
      const chat = await page(`${prefix}/ai-chat`, cookie);
      expect(text(chat)).toContain(provider);
      expect(text(chat)).toContain(`(${operator.aiProvider.product})`);
      expect(chat).toContain(`href="${prefix}/privacy#${anchor}"`);
      expect(await page(`${prefix}/privacy`)).toContain(`id="${anchor}"`);
      expect(text(await page(`${prefix}/my/settings`, cookie))).toContain(kept);
    },
  );
});
