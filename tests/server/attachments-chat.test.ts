import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAIStandIn, type OpenAIStandIn } from "../../standins/openai/index";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { signedInUser } from "../support/account";
import { bombPdf, passwordPdf, truncatedPdf, pagesPdf } from "../support/listings";
import { chatIdOf, MODEL, messagesOf, settledAnswer } from "../support/chat";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/listings/${name}`, import.meta.url));
const QUESTION = "Is this flat a good buy for renting out?";

let standIn: OpenAIStandIn;
let app: RunningApp;
beforeAll(async () => {
  standIn = await startOpenAIStandIn({ port: 0, delayMs: 0, quiet: true });
  app = await startApp({ OPENAI_BASE_URL: standIn.baseURL });
});
afterAll(async () => {
  await app.stop();
  await standIn.stop();
});

interface Listing {
  file?: { bytes: Uint8Array; name: string; type?: string };
  text?: string;
}

/** Posts the composer as a browser does: multipart, the question before the listing, no redirect following. */
function askWithListing(cookie: string, listing: Listing, options: { lang?: "de"; question?: string; target?: RunningApp } = {}) {
  const form = new FormData();
  form.append("intent", "send");
  form.append("model", MODEL);
  form.append("text", options.question ?? QUESTION);
  form.append("listingText", listing.text ?? "");
  // A browser sends the empty file field too when nothing was chosen.
  const file = listing.file ?? { bytes: new Uint8Array(0), name: "", type: "application/octet-stream" };
  form.append("listing", new Blob([Buffer.from(file.bytes)], { type: file.type ?? "application/pdf" }), file.name);
  const prefix = options.lang === "de" ? "/de" : "";
  return fetch(`${(options.target ?? app).url}${prefix}/ai-chat?index`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
    redirect: "manual",
  });
}

async function chatsOf(userId: string) {
  const { data } = await adminClient().from("chats").select("id").eq("user_id", userId);
  return data ?? [];
}

async function storedFiles(userId: string) {
  const { data } = await adminClient().from("chat_attachments").select("id").eq("user_id", userId);
  return data ?? [];
}

/** The page re-rendered with the refusal, the question still in its field, and nothing stored. */
async function expectRefused(response: Response, status: number, message: string, userId: string, question = QUESTION) {
  expect(response.status).toBe(status);
  const html = await response.text();
  expect(html).toContain(message);
  expect(html).toContain(question);
  expect(await chatsOf(userId)).toEqual([]);
  expect(await storedFiles(userId)).toEqual([]);
}

describe("asking with a listing", () => {
  it("sends the PDF's text to the model with the question and keeps the file beside the message", async () => {
    const user = await signedInUser();
    standIn.control.clearRequests();
    const response = await askWithListing(user.cookie, { file: { bytes: fixture("expose-leipzig-de.pdf"), name: "Exposé Gohlis.pdf" } });
    const chatId = chatIdOf(response);
    await settledAnswer(chatId);

    const [question] = await messagesOf(chatId);
    const parts = question!.parts as { type: string; text: string }[];
    expect(parts[0]).toEqual({ type: "text", text: QUESTION });
    expect(parts[1]!.text).toContain("Kaufpreis: 349.000 €");
    expect(parts[1]!.text).toMatch(/^<listing kind="pdf" name="Exposé Gohlis.pdf" pages="2" truncated="false" attachment="[0-9a-f-]{36}">\n/);
    const sent = JSON.stringify(standIn.control.requests().map((request) => request.body));
    expect(sent).toContain("Hausgeld 310 € (davon umlagefähig 190 €)");

    const { data: rows } = await adminClient()
      .from("chat_attachments")
      .select("id, message_id, file_name, page_count, storage_path")
      .eq("chat_id", chatId);
    expect(rows).toEqual([expect.objectContaining({ message_id: question!.id, file_name: "Exposé Gohlis.pdf", page_count: 2 })]);
    expect(parts[1]!.text).toContain(`attachment="${rows![0]!.id}"`);
    // The conversation shows the question, the listing folded beneath it, and the original to download.
    const html = await (await fetch(`${app.url}/ai-chat/${chatId}`, { headers: { Cookie: user.cookie } })).text();
    expect(html).toContain("Attached listing: Exposé Gohlis.pdf");
    const link = `/resources/attachments/${rows![0]!.id}`;
    expect(html).toContain(`href="${link}"`);
    const download = await fetch(`${app.url}${link}`, { headers: { Cookie: user.cookie } });
    expect(Buffer.from(await download.arrayBuffer()).equals(fixture("expose-leipzig-de.pdf"))).toBe(true);
  });

  it("sends pasted listing text with the question, without a file, a link in it included", async () => {
    const user = await signedInUser();
    const text = `${fixture("berlin-listing-en.txt").toString("utf8")}\nMore photos: https://www.immobilienscout24.de/expose/151234567`;
    const response = await askWithListing(user.cookie, { text });
    const chatId = chatIdOf(response);
    const [question] = await messagesOf(chatId);
    expect(JSON.stringify(question!.parts)).toContain("Purchase price: €289,000");
    expect(JSON.stringify(question!.parts)).toContain("More photos: https://www.immobilienscout24.de/expose/151234567");
    expect(await storedFiles(user.id)).toEqual([]);
  });

  it("still sends a question alone from the multipart composer", async () => {
    const user = await signedInUser();
    const chatId = chatIdOf(await askWithListing(user.cookie, {}));
    const [question] = await messagesOf(chatId);
    expect(question!.parts).toEqual([{ type: "text", text: QUESTION }]);
  });
});

describe("listings that are refused, with the question kept", () => {
  it("a file that is not a PDF, whatever its name", async () => {
    const user = await signedInUser();
    const png = readFileSync(new URL("../../e2e/fixtures/avatar.png", import.meta.url));
    const response = await askWithListing(user.cookie, { file: { bytes: png, name: "expose.pdf" } });
    await expectRefused(response, 415, "This file is not a PDF.", user.id);
  });

  it("a password-protected PDF, in German on /de", async () => {
    const user = await signedInUser();
    const response = await askWithListing(
      user.cookie,
      { file: { bytes: await passwordPdf(), name: "expose.pdf" } },
      { lang: "de", question: "Lohnt sich das?" },
    );
    await expectRefused(response, 422, "Dieses PDF ist mit einem Passwort geschützt", user.id, "Lohnt sich das?");
  });

  it("a truncated PDF", async () => {
    const user = await signedInUser();
    const response = await askWithListing(user.cookie, { file: { bytes: await truncatedPdf(), name: "expose.pdf" } });
    await expectRefused(response, 422, "This PDF could not be read. It may be damaged or incomplete.", user.id);
  });

  it("an image-only PDF, saying that a text copy helps", async () => {
    const user = await signedInUser();
    const response = await askWithListing(
      user.cookie,
      { file: { bytes: fixture("floor-plan-image-only.pdf"), name: "grundriss.pdf" } },
      { lang: "de", question: "Was kostet das?" },
    );
    await expectRefused(
      response,
      422,
      "Dieses PDF enthält nur Bilder und keinen lesbaren Text. Füge bitte stattdessen den Text des Exposés ein",
      user.id,
      "Was kostet das?",
    );
  });

  it("a PDF of 41 pages", async () => {
    const user = await signedInUser();
    const response = await askWithListing(user.cookie, { file: { bytes: await pagesPdf(41), name: "long.pdf" } });
    await expectRefused(response, 422, "The PDF has more than 40 pages.", user.id);
  });

  it("a decompression bomb, while the server keeps answering others at once", async () => {
    const user = await signedInUser();
    const bomb = await bombPdf(512);
    const pending = askWithListing(user.cookie, { file: { bytes: bomb, name: "bomb.pdf" } });
    const started = Date.now();
    expect((await fetch(`${app.url}/healthz`)).ok).toBe(true);
    // Not blocked for the bomb's unpacking (seconds); the bound leaves room for another test file on the same cores.
    expect(Date.now() - started).toBeLessThan(3000);
    await expectRefused(await pending, 422, "This PDF unpacks into far more data than a listing holds", user.id);
  });

  it("a PDF over 10 MB: stopped at 10 MB while it is still arriving", async () => {
    const user = await signedInUser();
    const big = Buffer.concat([fixture("expose-leipzig-de.pdf"), Buffer.alloc(12 * 1024 * 1024, 0x20)]);
    const response = await askWithListing(user.cookie, { file: { bytes: big, name: "big.pdf" } });
    await expectRefused(response, 413, "The PDF is larger than 10 MB.", user.id);
  });

  it("a body far beyond any listing gets the server's short 413 before a byte of it is read", async () => {
    const user = await signedInUser();
    // Only the head is sent: the answer must come without the 30 MB it announces.
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${app.url}/ai-chat?index`, {
        method: "POST",
        headers: { Cookie: user.cookie, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(30 * 1024 * 1024) },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
    expect(await chatsOf(user.id)).toEqual([]);
  });

  it("a PDF and pasted text together", async () => {
    const user = await signedInUser();
    const response = await askWithListing(user.cookie, { file: { bytes: fixture("expose-leipzig-de.pdf"), name: "a.pdf" }, text: "Kaufpreis: 1 €" });
    await expectRefused(response, 400, "Please attach a PDF or paste text, not both.", user.id);
  });

  it("a portal link pasted as the listing, which Kolleague does not open, in English and German, with the link kept too", async () => {
    const link = "https://www.immobilienscout24.de/expose/151234567";
    const user = await signedInUser();
    const response = await askWithListing(user.cookie, { text: `${link}\n` });
    const html = await response.clone().text();
    // As the HTML has it: React writes an apostrophe as &#x27;.
    await expectRefused(
      response,
      422,
      "Kolleague doesn&#x27;t open links. Please paste the listing&#x27;s text, or attach the listing as a PDF.",
      user.id,
    );
    // The pasted link stays in its field, to be replaced by the listing's text.
    expect(html).toContain(link);

    const german = await askWithListing(user.cookie, { text: link }, { lang: "de", question: "Lohnt sich die?" });
    await expectRefused(
      german,
      422,
      "Kolleague öffnet keine Links. Füge bitte den Text des Exposés ein oder häng das Exposé als PDF an.",
      user.id,
      "Lohnt sich die?",
    );
  });

  it("pasted text over 20,000 characters", async () => {
    const user = await signedInUser();
    const response = await askWithListing(user.cookie, { text: "Kaufpreis: 349.000 € ".repeat(1000) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(QUESTION);
    expect(await chatsOf(user.id)).toEqual([]);
  });

  it("the process survived every one of them", async () => {
    expect(app.process.exitCode).toBeNull();
    expect((await fetch(`${app.url}/healthz`)).ok).toBe(true);
  });
});

describe("PDFs a user attaches in an hour", () => {
  it("are read up to the hourly limit; beyond it the page says when, keeps the question and reads nothing, while pasted text still works", async () => {
    const limited = await startApp({ OPENAI_BASE_URL: standIn.baseURL, RATE_LIMIT_LISTING_USER: "1/1h" });
    try {
      const user = await signedInUser();
      const pdf = { file: { bytes: fixture("expose-leipzig-de.pdf"), name: "expose.pdf" } };
      expect((await askWithListing(user.cookie, pdf, { target: limited })).status).toBe(303);
      const refused = await askWithListing(user.cookie, pdf, { target: limited, lang: "de", question: "Und dieses hier?" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await refused.text();
      expect(html).toMatch(/Du hast in der letzten Stunde sehr viele Exposés angehängt\. Bitte versuch es in \d+ Minuten noch einmal/);
      expect(html).toContain("Und dieses hier?");
      expect(await chatsOf(user.id)).toHaveLength(1);
      // Text costs no reading slot: it is not counted.
      expect((await askWithListing(user.cookie, { text: "Kaufpreis: 289.000 €" }, { target: limited })).status).toBe(303);
    } finally {
      await limited.stop();
    }
  });
});
