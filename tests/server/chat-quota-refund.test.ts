import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAIStandIn, type OpenAIStandIn } from "../../standins/openai/index";
import { startApp, type RunningApp } from "../support/app-server";
import { signedInUser } from "../support/account";
import { ask, chatIdOf, messagesOf, MODEL, settledAnswer, textOf } from "../support/chat";
import { adminClient, userClient } from "../support/clients";
import { postForm } from "../support/http";
import { pollUntil } from "../support/poll";
import { appTestEnv } from "../support/test-env";
import { counterKey } from "../../app/platform/rate-limit/counter-key";

// Its own stand-in: a test switches it into a failure mode, which must not reach other test files.
let standIn: OpenAIStandIn;
let app: RunningApp;
// One question a day: any unit a failed answer kept would refuse the next question.
const ONE_A_DAY = { CHAT_MESSAGES_PER_DAY: "1", CHAT_STALL_SECONDS: "3" };

beforeAll(async () => {
  standIn = await startOpenAIStandIn({ port: 0, delayMs: 5, quiet: true });
  app = await startApp({ ...ONE_A_DAY, OPENAI_BASE_URL: standIn.baseURL });
});
afterAll(async () => {
  await app.stop();
  await standIn.stop();
});

const dayKey = (userId: string) =>
  counterKey({ name: "chat.day", windowSeconds: 86_400, subject: userId, kind: "text" }, appTestEnv(0).SESSION_SECRET!);
const dayCount = async (userId: string) =>
  (await adminClient().from("rate_limit_counters").select("count").eq("key", dayKey(userId)).maybeSingle()).data?.count ?? 0;

describe("an answer the model provider failed", () => {
  it("costs no unit of the daily quota: an error, a cut-off stream, silence or a refused connection", async () => {
    const user = await signedInUser("Refund");
    for (const question of ["[[fail]] Notary costs?", "[[fail-mid]] Land transfer tax?", "[[stall]] Land register?"]) {
      const failed = await settledAnswer(chatIdOf(await ask(app, user.cookie, question)));
      expect(failed.status).toBe("failed");
      expect(await dayCount(user.id)).toBe(0);
    }
    // A provider that refuses the connection, on an instance pointed at a closed port.
    const refusing = await startApp({ ...ONE_A_DAY, OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
    try {
      expect((await settledAnswer(chatIdOf(await ask(refusing, user.cookie, "Maintenance reserve?")))).status).toBe("failed");
    } finally {
      await refusing.stop();
    }
    expect(await dayCount(user.id)).toBe(0);

    // The one question of the day is still there, and only one.
    const answered = await settledAnswer(chatIdOf(await ask(app, user.cookie, "What does a notary cost in Bavaria?")));
    expect(answered.status).toBe("complete");
    expect(await dayCount(user.id)).toBe(1);
    expect((await ask(app, user.cookie, "One more?")).status).toBe(429);
  }, 60_000);

  it("is counted once with its 'Try again'", async () => {
    const user = await signedInUser("Retry");
    standIn.control.setMode("fail", 1);
    const chatId = chatIdOf(await ask(app, user.cookie, "What does a notary cost in Bavaria?"));
    expect((await settledAnswer(chatId)).status).toBe("failed");
    const retry = await postForm(app, `/ai-chat/${chatId}`, { intent: "regenerate", model: MODEL }, { Cookie: user.cookie });
    expect(retry.status).toBe(303);
    const answer = await settledAnswer(chatId);
    expect(answer.status).toBe("complete");
    expect(textOf(answer.parts)).toContain("not legal or tax advice");
    expect(await dayCount(user.id)).toBe(1);
    expect((await postForm(app, `/ai-chat/${chatId}`, { intent: "regenerate", model: MODEL }, { Cookie: user.cookie })).status).toBe(429);
  });
});

describe("an answer the user stopped", () => {
  it("keeps its unit: only the provider's failures are given back", async () => {
    const user = await signedInUser("Stopper");
    const chatId = chatIdOf(await ask(app, user.cookie, "[[slow]] Explain the land register"));
    await pollUntil(
      "the answer streaming",
      () => messagesOf(chatId),
      (rows) => rows.some((m) => m.status === "streaming" && textOf(m.parts) !== ""),
    );
    expect((await postForm(app, `/ai-chat/${chatId}`, { intent: "stop" }, { Cookie: user.cookie })).status).toBe(303);
    expect((await settledAnswer(chatId)).status).toBe("stopped");
    expect(await dayCount(user.id)).toBe(1);
    expect((await ask(app, user.cookie, "One more?")).status).toBe(429);
  });
});

describe("refund_rate_limit", () => {
  const refund = (id: string, key: string, countedMsAgo = 0) =>
    adminClient().rpc("refund_rate_limit", { refund_id: id, key, window_seconds: 3600, max: 5, counted_ms_ago: countedMsAgo });
  const counted = async (key: string, times: number) => {
    for (let i = 0; i < times; i++) await adminClient().rpc("consume_rate_limit", { key, window_seconds: 3600, max: 5 });
    return (await adminClient().from("rate_limit_counters").select("count").eq("key", key).single()).data!.count;
  };

  it("gives one use back once per refund id, never below zero and never into a later window", async () => {
    const key = `refund-test:${randomUUID()}`;
    expect(await counted(key, 2)).toBe(2);
    const answer = randomUUID();
    expect((await refund(answer, key)).data).toBe(true);
    expect((await refund(answer, key)).data).toBe(false);
    expect(await counted(key, 0)).toBe(1);
    // A use counted two hours ago belongs to an earlier window than this one.
    expect((await refund(randomUUID(), key, 2 * 3600 * 1000)).data).toBe(false);
    expect((await refund(randomUUID(), key)).data).toBe(true);
    expect((await refund(randomUUID(), key)).data).toBe(false);
    expect(await counted(key, 0)).toBe(0);
  });

  it("frees a use at the limit even after a refused attempt, and only the server may call it", async () => {
    const key = `refund-test:${randomUUID()}`;
    // Five allowed, the sixth refused: the counter stands at max + 1.
    expect(await counted(key, 6)).toBe(6);
    expect((await refund(randomUUID(), key)).data).toBe(true);
    expect((await adminClient().rpc("consume_rate_limit", { key, window_seconds: 3600, max: 5 })).data).toEqual([
      expect.objectContaining({ allowed: true }),
    ]);

    const user = await signedInUser("Refunder");
    const asUser = await userClient(user.email, user.password);
    const { error } = await asUser.rpc("refund_rate_limit", { refund_id: randomUUID(), key, window_seconds: 3600, max: 5, counted_ms_ago: 0 });
    expect(error).toBeTruthy();
    expect((await asUser.from("rate_limit_refunds").select("*")).error).toBeTruthy();
  });
});
