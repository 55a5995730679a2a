import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient, userClient } from "../support/clients";
import { postForm } from "../support/http";
import { signedInUser } from "../support/account";
import { ask, chatIdOf, messagesOf, settledAnswer, textOf } from "../support/chat";
import type { Json } from "../../app/types/database.types";

type Part = { type: string; state?: string; toolCallId?: string; approval?: { id: string; approved?: boolean }; output?: unknown; input?: unknown };

const listing = readFileSync(new URL("../../fixtures/listings/leipzig-de.txt", import.meta.url), "utf8");
let app: RunningApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await startApp();
  [owner, other] = await Promise.all([signedInUser("Owner"), signedInUser("Other")]);
});
afterAll(() => app.stop());

/** Asks with the listing and a wish to save; returns the chat and the save card's part once the answer is done. */
async function askToSave(name: string) {
  const chatId = chatIdOf(await ask(app, owner.cookie, `${listing}\nRechne das bitte durch und speichere es als „${name}“.`, { lang: "de" }));
  const answer = await settledAnswer(chatId);
  const parts = answer.parts as Part[];
  const save = parts.find((part) => part.type === "tool-save_calculation")!;
  return { chatId, answer, parts, save };
}

const decide = (cookie: string, chatId: string, save: Part, intent: "approve" | "decline") =>
  postForm(app, `/de/ai-chat/${chatId}`, { intent, toolCallId: save.toolCallId!, approvalId: save.approval!.id }, { Cookie: cookie });

/** The toast a redirect carries, as the next page shows it. */
const toastOf = async (response: Response) => {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const page = await fetch(app.url + response.headers.get("location")!, { headers: { Cookie: `${owner.cookie}; ${cookie}` } });
  return page.text();
};

const savedNamed = async (name: string) =>
  (await adminClient().from("calculations").select("id, inputs").eq("user_id", owner.id).eq("name", name)).data ?? [];
const approvalRow = async (toolCallId: string) =>
  (await adminClient().from("chat_tool_approvals").select("status, input, outcome, decided_at").eq("tool_call_id", toolCallId).single()).data;

describe("a listing becomes a calculation, and a save waits for approval", () => {
  it("reads the listing, shows the card with found and assumed values, and writes nothing before the decision", async () => {
    const { chatId, parts, save } = await askToSave("Gohlis 72");
    const read = parts.find((part) => part.type === "tool-read_listing");
    expect(read?.state).toBe("output-available");
    expect(read?.output).toMatchObject({
      ok: true,
      inputs: { purchasePrice: 349000, state: "SN", coldRentMonthly: 980, nonAllocableCostsMonthly: 120 },
    });
    expect(save.state).toBe("approval-requested");
    expect(save.input).toMatchObject({ name: "Gohlis 72", inputs: { purchasePrice: 349000, equity: 69800 } });
    expect(await approvalRow(save.toolCallId!)).toMatchObject({ status: "pending", decided_at: null });
    expect(await savedNamed("Gohlis 72")).toEqual([]);

    const html = await (await fetch(`${app.url}/de/ai-chat/${chatId}`, { headers: { Cookie: owner.cookie } })).text();
    expect(html).toContain("Im Exposé gefunden");
    expect(html).toContain("Kaufpreis: 349.000 €");
    expect(html).toContain("Angenommen");
    expect(html).toMatch(/href="\/de\/calculator\?purchasePrice=349000&amp;state=SN/);
    expect(html).toContain("Diese Berechnung speichern?");
    expect(html).toMatch(/<button type="submit" value="approve"[^>]*name="intent"/);
  });

  it("saves on approval through the user's own session, links it, continues the answer, and refuses a second decision", async () => {
    const { chatId, save } = await askToSave("Gohlis approved");
    const response = await decide(owner.cookie, chatId, save, "approve");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/de/ai-chat/${chatId}`);
    const rows = await savedNamed("Gohlis approved");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.inputs).toMatchObject({ purchasePrice: 349000, state: "SN", equity: 69800, coldRentMonthly: 980 });
    expect(await approvalRow(save.toolCallId!)).toMatchObject({ status: "approved", outcome: { ok: true, id: rows[0]!.id } });

    const continued = await settledAnswer(chatId);
    expect(textOf(continued.parts)).toContain("Gespeichert als „Gohlis approved“");
    expect(textOf(continued.parts)).toContain("(/de/calculations)");
    const decided = ((await messagesOf(chatId)).at(-2)!.parts as Part[]).find((part) => part.type === "tool-save_calculation");
    expect(decided).toMatchObject({ state: "output-available", approval: { approved: true } });

    // A second decision (a stale tab) goes back to the chat with a note, not to an error page.
    for (const intent of ["approve", "decline"] as const) {
      const again = await decide(owner.cookie, chatId, save, intent);
      expect(again.status, intent).toBe(303);
      expect(again.headers.get("location"), intent).toBe(`/de/ai-chat/${chatId}`);
      expect(await toastOf(again), intent).toContain("Darüber hast du schon entschieden.");
    }
    expect(await savedNamed("Gohlis approved")).toHaveLength(1);
  });

  it("shows a decision the card missed (its request failed before the answer was updated) instead of offering the buttons again", async () => {
    const { chatId, save } = await askToSave("Gohlis stale");
    // The decision is recorded, but the answer still shows the card waiting.
    const decided = await adminClient()
      .from("chat_tool_approvals")
      .update({ status: "declined", decided_at: new Date().toISOString() })
      .eq("tool_call_id", save.toolCallId!)
      .select("id");
    expect(decided.data).toHaveLength(1);
    const response = await decide(owner.cookie, chatId, save, "approve");
    expect(response.status).toBe(303);
    expect(await toastOf(response)).toContain("Darüber hast du schon entschieden.");
    expect(await savedNamed("Gohlis stale")).toEqual([]);
    const card = ((await messagesOf(chatId)).at(-1)!.parts as Part[]).find((part) => part.type === "tool-save_calculation");
    expect(card).toMatchObject({ state: "output-denied", approval: { approved: false } });
    const html = await (await fetch(`${app.url}/de/ai-chat/${chatId}`, { headers: { Cookie: owner.cookie } })).text();
    expect(html).toContain("Nicht gespeichert: Du hast abgelehnt.");
    expect(html).not.toMatch(/value="approve"/);
  });

  it("records a decline, writes nothing and tells the model", async () => {
    const { chatId, save } = await askToSave("Gohlis declined");
    expect((await decide(owner.cookie, chatId, save, "decline")).status).toBe(303);
    expect(await approvalRow(save.toolCallId!)).toMatchObject({ status: "declined", outcome: null });
    expect(await savedNamed("Gohlis declined")).toEqual([]);
    const continued = await settledAnswer(chatId);
    expect(textOf(continued.parts)).toMatch(/nichts gespeichert/);
    const html = await (await fetch(`${app.url}/de/ai-chat/${chatId}`, { headers: { Cookie: owner.cookie } })).text();
    expect(html).toContain("Nicht gespeichert: Du hast abgelehnt.");
    expect(html).not.toMatch(/value="approve"/);
  });

  it("refuses another user's chat, and a call of one chat posted to another", async () => {
    const { chatId, save } = await askToSave("Gohlis foreign");
    expect((await decide(other.cookie, chatId, save, "approve")).status).toBe(404);
    const others = chatIdOf(await ask(app, other.cookie, "Hallo, wie geht es dir?", { lang: "de" }));
    await settledAnswer(others);
    expect((await decide(other.cookie, others, save, "approve")).status).toBe(404);
    const ownOther = chatIdOf(await ask(app, owner.cookie, "Noch eine Frage", { lang: "de" }));
    await settledAnswer(ownOther);
    expect((await decide(owner.cookie, ownOther, save, "approve")).status).toBe(404);
    expect(await approvalRow(save.toolCallId!)).toMatchObject({ status: "pending" });
    expect(await savedNamed("Gohlis foreign")).toEqual([]);
  });
});

describe("answers after a decision and the daily quota", () => {
  it("gives the first answer after a decision with the question, and counts any further one like a question", async () => {
    // One message a day: the question uses it up.
    const limited = await startApp({ CHAT_MESSAGES_PER_DAY: "1" });
    try {
      const user = await signedInUser("One A Day");
      const chatId = chatIdOf(await ask(limited, user.cookie, `${listing}\nRechne das bitte durch und speichere es als „Kette“.`, { lang: "de" }));
      const first = ((await settledAnswer(chatId)).parts as Part[]).find((part) => part.type === "tool-save_calculation")!;
      const post = (save: Part) =>
        postForm(
          limited,
          `/de/ai-chat/${chatId}`,
          { intent: "decline", toolCallId: save.toolCallId!, approvalId: save.approval!.id },
          { Cookie: user.cookie },
        );
      expect((await post(first)).status).toBe(303);
      const continued = await settledAnswer(chatId);
      expect(textOf(continued.parts)).toMatch(/nichts gespeichert/);

      // The continued answer asks for another save, as a prompt could make every answer do.
      const again: Part = {
        type: "tool-save_calculation",
        toolCallId: "call-chained",
        state: "approval-requested",
        input: first.input,
        approval: { id: "approval-chained" },
      };
      const admin = adminClient();
      expect(
        (
          await admin
            .from("chat_messages")
            .update({ parts: [...(continued.parts as Json[]), again as Json] })
            .eq("id", continued.id)
        ).error,
      ).toBeNull();
      const planted = await admin.from("chat_tool_approvals").insert({
        user_id: user.id,
        message_id: continued.id,
        tool_call_id: "call-chained",
        tool_name: "save_calculation",
        input: first.input as Json,
      });
      expect(planted.error).toBeNull();

      const decided = await post(again);
      expect(decided.status).toBe(303);
      // The decision stands; the next answer waits for the quota, and the page says so.
      expect((await admin.from("chat_tool_approvals").select("status").eq("tool_call_id", "call-chained").single()).data).toEqual({
        status: "declined",
      });
      const messages = await messagesOf(chatId);
      expect(messages.at(-1)!.id).toBe(continued.id);
      const page = await fetch(`${limited.url}/de/ai-chat/${chatId}`, {
        headers: { Cookie: `${user.cookie}; ${decided.headers.get("set-cookie")?.split(";")[0] ?? ""}` },
      });
      expect(await page.text()).toContain("Du hast dein Chat-Limit erreicht");
    } finally {
      await limited.stop();
    }
  });

  it("counts the answer after a decision when a question was added after the card", async () => {
    const limited = await startApp({ CHAT_MESSAGES_PER_DAY: "1" });
    try {
      const user = await signedInUser("Added Question");
      const chatId = chatIdOf(await ask(limited, user.cookie, `${listing}\nRechne das bitte durch und speichere es als „Nachtrag“.`, { lang: "de" }));
      const card = await settledAnswer(chatId);
      const save = (card.parts as Part[]).find((part) => part.type === "tool-save_calculation")!;
      // Added through the API: otherwise every card would buy an answer to any question for free.
      const asUser = await userClient(user.email, user.password);
      const added = await asUser
        .from("chat_messages")
        .insert({ chat_id: chatId, role: "user", parts: [{ type: "text", text: "Erklär mir die Grundsteuer." }] });
      expect(added.error).toBeNull();
      const decided = await postForm(
        limited,
        `/de/ai-chat/${chatId}`,
        { intent: "decline", toolCallId: save.toolCallId!, approvalId: save.approval!.id },
        { Cookie: user.cookie },
      );
      expect(decided.status).toBe(303);
      expect((await messagesOf(chatId)).filter((m) => m.role === "assistant").map((m) => m.id)).toEqual([card.id]);
      const page = await fetch(`${limited.url}/de/ai-chat/${chatId}`, {
        headers: { Cookie: `${user.cookie}; ${decided.headers.get("set-cookie")?.split(";")[0] ?? ""}` },
      });
      expect(await page.text()).toContain("Du hast dein Chat-Limit erreicht");
    } finally {
      await limited.stop();
    }
  });
});

describe("row-level security on chat_tool_approvals", () => {
  it("shows a user only their own calls and lets nobody else decide or plant one", async () => {
    const { save, answer } = await askToSave("Gohlis rls");
    const asOther = await userClient(other.email, other.password);
    expect((await asOther.from("chat_tool_approvals").select("id").eq("tool_call_id", save.toolCallId!)).data).toEqual([]);
    expect(
      (
        await asOther
          .from("chat_tool_approvals")
          .update({ status: "approved", decided_at: new Date().toISOString() })
          .eq("tool_call_id", save.toolCallId!)
          .select()
      ).data ?? [],
    ).toEqual([]);
    const planted = await asOther
      .from("chat_tool_approvals")
      .insert({ message_id: answer.id, tool_call_id: "call_planted", tool_name: "save_calculation", input: {} });
    expect(planted.error?.message).toMatch(/permission denied/);
    const asOwner = await userClient(owner.email, owner.password);
    expect((await asOwner.from("chat_tool_approvals").select("status").eq("tool_call_id", save.toolCallId!)).data).toEqual([{ status: "pending" }]);
    // Even on the server's side, the recorded input cannot be swapped for something the user never saw.
    const swapped = await adminClient()
      .from("chat_tool_approvals")
      .update({ input: { name: "Other" } })
      .eq("tool_call_id", save.toolCallId!);
    expect(swapped.error?.message).toMatch(/cannot change/);
  });
});

describe("answers and tool calls are written by the server alone", () => {
  // A user who could write them could make up a card the server then acts on (a model call without a count)
  // or keep a made-up answer "being written" for ever (its live feed never ends).
  it("lets the owner's own token add questions, read and ask to stop, and nothing else", async () => {
    const { chatId, answer, save } = await askToSave("Gohlis forged");
    const asOwner = await userClient(owner.email, owner.password);
    const forgedAnswer = await asOwner
      .from("chat_messages")
      .insert({ chat_id: chatId, role: "assistant", parts: [{ type: "text", text: "made up" }] });
    expect(forgedAnswer.error?.message).toMatch(/row-level security/);
    const backDated = await asOwner
      .from("chat_messages")
      .insert({ chat_id: chatId, role: "user", parts: [{ type: "text", text: "early" }], created_at: "2020-01-01T00:00:00Z" });
    expect(backDated.error?.message).toMatch(/permission denied/);
    const rewritten = await asOwner.from("chat_messages").update({ parts: [] }).eq("id", answer.id);
    expect(rewritten.error?.message).toMatch(/permission denied/);
    const revived = await asOwner.from("chat_messages").update({ status: "streaming" }).eq("id", answer.id);
    expect(revived.error?.message).toMatch(/permission denied/);
    const decidedByHand = await asOwner
      .from("chat_tool_approvals")
      .update({ status: "declined", decided_at: new Date().toISOString() })
      .eq("tool_call_id", save.toolCallId!);
    expect(decidedByHand.error?.message).toMatch(/permission denied/);
    // Deleting the earlier answer would make the next "Don't save" the first answer after the question again.
    await asOwner.from("chat_messages").delete().eq("id", answer.id);
    expect((await adminClient().from("chat_messages").select("id").eq("id", answer.id)).data).toEqual([{ id: answer.id }]);
    const forgedCall = await asOwner
      .from("chat_tool_approvals")
      .insert({ message_id: answer.id, tool_call_id: "call_forged", tool_name: "save_calculation", input: {} });
    expect(forgedCall.error?.message).toMatch(/permission denied/);

    // A question of their own is theirs to add; asking an answer to stop is no sign of life of its writer.
    const question = await asOwner.from("chat_messages").insert({ chat_id: chatId, role: "user", parts: [{ type: "text", text: "Und jetzt?" }] });
    expect(question.error).toBeNull();
    const before = (await adminClient().from("chat_messages").select("updated_at").eq("id", answer.id).single()).data!;
    const stop = await asOwner.from("chat_messages").update({ stop_requested: true }).eq("id", answer.id).select("stop_requested, updated_at");
    expect(stop.data).toEqual([{ stop_requested: true, updated_at: before.updated_at }]);
    expect((await approvalRow(save.toolCallId!))?.status).toBe("pending");
  });
});
