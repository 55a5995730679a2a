import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { postForm } from "../support/http";
import { signedInUser } from "../support/account";
import { ask, chatIdOf, MODEL, settledAnswer } from "../support/chat";

type Part = { type: string; state?: string; input?: Record<string, unknown>; output?: { inputs?: Record<string, unknown>; figures?: unknown } };

let app: RunningApp;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await startApp();
  user = await signedInUser("Buyer");
});
afterAll(() => app.stop());

const toolPart = (parts: unknown, type: string) => (parts as Part[]).find((part) => part.type === type);

describe("a follow-up works on the listing's figures", () => {
  it("recalculates with 30 % equity and everything else from the listing, through the stored conversation", async () => {
    const listing = readFileSync(new URL("../../fixtures/listings/leipzig-de.txt", import.meta.url), "utf8");
    const chatId = chatIdOf(await ask(app, user.cookie, `${listing}\nRechne das bitte durch.`, { lang: "de" }));
    const first = toolPart((await settledAnswer(chatId)).parts, "tool-read_listing");
    expect(first?.output?.inputs).toMatchObject({ purchasePrice: 349000, equity: 69800 });

    const followUp = await postForm(
      app,
      `/de/ai-chat/${chatId}`,
      { intent: "send", text: "Und mit 30 % Eigenkapital?", model: MODEL },
      { Cookie: user.cookie },
    );
    expect(followUp.status).toBe(303);
    const second = toolPart((await settledAnswer(chatId)).parts, "tool-calculate_property");
    expect(second?.state).toBe("output-available");
    expect(second?.output?.inputs).toEqual({ ...first!.output!.inputs, equity: 104700 });
  });
});
