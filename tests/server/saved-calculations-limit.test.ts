import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { signedInUser } from "../support/account";
import { postForm } from "../support/http";
import { ask, chatIdOf, settledAnswer } from "../support/chat";

// The free plan keeps 10 saved calculations (billing/plans.ts). Each case fills an account to 9 and then
// sends more writes at once than the one that still fits: the plan's limit has to hold under concurrency,
// not only for one request at a time (a count, then an insert, let 12 of 20 parallel saves through).
const FREE_LIMIT = 10;
const SEARCH = "?purchasePrice=300000&state=NW&contractDate=2026-03-01&equity=60000&interestRatePercent=3.8&initialRepaymentPercent=2";
const listing = readFileSync(new URL("../../fixtures/listings/leipzig-de.txt", import.meta.url), "utf8");

/** The plan's refusal as the locale files word it (billing:limits.saved) for the free plan's limit. */
function limitMessage(locale: "en" | "de"): string {
  const billing = JSON.parse(readFileSync(new URL(`../../app/locales/${locale}/billing.json`, import.meta.url), "utf8")) as {
    limits: { saved_other: string };
  };
  return billing.limits.saved_other.replace("{{count}}", String(FREE_LIMIT));
}

let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

type User = Awaited<ReturnType<typeof signedInUser>>;

const save = (user: User, name: string, lang = "") =>
  postForm(app, `${lang}/calculator${SEARCH}`, { intent: "save", name, search: SEARCH }, { Cookie: user.cookie });

async function storedCount(userId: string): Promise<number> {
  const { count, error } = await adminClient().from("calculations").select("id", { count: "exact", head: true }).eq("user_id", userId);
  if (error) throw error;
  return count ?? 0;
}

/** A signed-in free user with `count` saved calculations: one saved through the calculator, the rest copied. */
async function userWith(name: string, count: number): Promise<User & { firstId: string }> {
  const user = await signedInUser(name);
  expect((await save(user, "First")).status).toBe(302);
  const { data: first, error } = await adminClient().from("calculations").select("id, inputs").eq("user_id", user.id).single();
  if (error) throw error;
  const copies = Array.from({ length: count - 1 }, (_, n) => ({ user_id: user.id, name: `Copy ${n + 1}`, inputs: first.inputs, schema_version: 1 }));
  expect((await adminClient().from("calculations").insert(copies)).error).toBeNull();
  expect(await storedCount(user.id)).toBe(count);
  return { ...user, firstId: first.id };
}

/** The statuses of the answers, counted (e.g. { 302: 1, 403: 19 }). */
const tally = (responses: Response[]) => responses.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

describe("the free plan's limit on saved calculations under parallel requests", () => {
  it("saves from the calculator up to the limit and refuses every extra save with the plan's message", async () => {
    const user = await userWith("Racer", FREE_LIMIT - 1);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, n) => save(user, `Parallel ${n + 1}`)));
    expect(await storedCount(user.id)).toBe(FREE_LIMIT);
    expect(tally(responses)).toEqual({ 302: 1, 403: 19 });
    for (const response of responses.filter((r) => r.status === 403)) {
      expect(await response.text()).toContain(limitMessage("en"));
    }
  });

  it("duplicates from the list up to the limit, answering the rest in the page's language", async () => {
    const user = await userWith("Duplicator", FREE_LIMIT - 1);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => postForm(app, "/de/calculations", { intent: "duplicate", id: user.firstId }, { Cookie: user.cookie })),
    );
    expect(await storedCount(user.id)).toBe(FREE_LIMIT);
    expect(tally(responses)).toEqual({ 302: 1, 403: 11 });
    for (const response of responses.filter((r) => r.status === 403)) {
      expect(await response.text()).toContain(limitMessage("de"));
    }
  });

  it("does not hold back another user while one user's saves are refused", async () => {
    const [full, other] = await Promise.all([userWith("Full", FREE_LIMIT), signedInUser("Neighbour")]);
    const [refused, saved] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, (_, n) => save(full, `Over ${n + 1}`))),
      Promise.all(Array.from({ length: 5 }, (_, n) => save(other, `Mine ${n + 1}`))),
    ]);
    expect(tally(refused)).toEqual({ 403: 10 });
    expect(tally(saved)).toEqual({ 302: 5 });
    expect(await storedCount(full.id)).toBe(FREE_LIMIT);
    expect(await storedCount(other.id)).toBe(5);
  });

  it("lets only one of two approved saves of the AI colleague through at the last free place", async () => {
    const user = await userWith("Approver", FREE_LIMIT - 1);
    type Part = { type: string; toolCallId?: string; approval?: { id: string } };
    const pending = await Promise.all(
      ["Gohlis A", "Gohlis B"].map(async (name) => {
        const chatId = chatIdOf(await ask(app, user.cookie, `${listing}\nRechne das bitte durch und speichere es als „${name}“.`, { lang: "de" }));
        const save = ((await settledAnswer(chatId)).parts as Part[]).find((part) => part.type === "tool-save_calculation")!;
        return { chatId, save };
      }),
    );
    const decisions = await Promise.all(
      pending.map(({ chatId, save }) =>
        postForm(
          app,
          `/de/ai-chat/${chatId}`,
          { intent: "approve", toolCallId: save.toolCallId!, approvalId: save.approval!.id },
          { Cookie: user.cookie },
        ),
      ),
    );
    expect(tally(decisions)).toEqual({ 303: 2 });
    expect(await storedCount(user.id)).toBe(FREE_LIMIT);
    const { data: outcomes } = await adminClient()
      .from("chat_tool_approvals")
      .select("outcome")
      .in(
        "tool_call_id",
        pending.map(({ save }) => save.toolCallId!),
      );
    expect(outcomes?.map((row) => (row.outcome as { ok: boolean }).ok).sort()).toEqual([false, true]);
    expect(outcomes?.map((row) => row.outcome)).toContainEqual({ ok: false, reason: "planLimit", limit: FREE_LIMIT });
    // Both answers continue after the decision; wait for them so the run ends quietly.
    await Promise.all(pending.map(({ chatId }) => settledAnswer(chatId)));
  });
});
