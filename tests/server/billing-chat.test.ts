import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAIStandIn, type OpenAIStandIn } from "../../standins/openai/index";
import type { RunningApp } from "../support/app-server";
import { signedInUser } from "../support/account";
import { orderAndPay, startBillingApp } from "../support/billing";
import { ask, chatIdOf, settledAnswer } from "../support/chat";

let app: RunningApp;
let openai: OpenAIStandIn;
let stop: () => Promise<void>;

beforeAll(async () => {
  openai = await startOpenAIStandIn({ port: 0, delayMs: 0 });
  ({ app, stop } = await startBillingApp({ OPENAI_BASE_URL: openai.baseURL, CHAT_MESSAGES_PER_DAY: "1" }));
});
afterAll(async () => {
  await stop();
  await openai.stop();
});

describe("the chat allowance follows the plan", () => {
  it("refuses a free user over the quota with 429, and lets the same user ask once on Plus", async () => {
    const user = await signedInUser("Quota Upgrader");
    await settledAnswer(chatIdOf(await ask(app, user.cookie, "Free question")));
    expect((await ask(app, user.cookie, "One too many")).status).toBe(429);
    await orderAndPay(app, user.cookie, "month");
    expect((await ask(app, user.cookie, "Now on Plus")).status).toBe(303);
  });

  it("offers a free user only the default model, and Plus every model", async () => {
    const free = await signedInUser("Model Free");
    expect((await ask(app, free.cookie, "Mini please", { model: "kolleague-local-mini" })).status).toBe(400);
    const plus = await signedInUser("Model Plus");
    await orderAndPay(app, plus.cookie, "year");
    expect((await ask(app, plus.cookie, "Mini please", { model: "kolleague-local-mini" })).status).toBe(303);
  });
});
