import { afterAll, beforeAll, expect, it } from "vitest";
import { type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { signedInUser } from "../support/account";
import { cancellation, makePlusMember, startBillingApp } from "../support/billing";
import { postForm } from "../support/http";
import { waitForMail } from "../support/mail";

let app: RunningApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ app, stop } = await startBillingApp());
});
afterAll(() => stop());

const exportOf = async (cookie: string) => {
  const response = await fetch(`${app.url}/resources/my-data.json`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as { tables: Record<string, Record<string, unknown>[]> };
};

/** More rows than one read returns (max_rows 1000 on hosted Supabase and, like it, on the local backend). */
const MESSAGES = 1203;

it("exports every row of a long history, paged past the backend's max_rows, as one valid JSON file", async () => {
  const user = await signedInUser("Long History");
  const other = await signedInUser("Someone Else");
  const admin = adminClient();
  const chat = await admin.from("chats").insert({ user_id: user.id, title: "Many questions", model: "test-model" }).select("id").single();
  expect(chat.error).toBeNull();
  const rows = Array.from({ length: MESSAGES }, (_, n) => ({
    chat_id: chat.data!.id,
    user_id: user.id,
    role: "user",
    parts: [{ type: "text", text: `question ${n + 1}` }],
  }));
  for (let from = 0; from < rows.length; from += 400) {
    expect((await admin.from("chat_messages").insert(rows.slice(from, from + 400))).error).toBeNull();
  }
  const othersChat = await admin.from("chats").insert({ user_id: other.id, title: "Not yours", model: "test-model" }).select("id").single();
  await admin
    .from("chat_messages")
    .insert({ chat_id: othersChat.data!.id, user_id: other.id, role: "user", parts: [{ type: "text", text: "private" }] });

  const response = await fetch(`${app.url}/resources/my-data.json`, { headers: { Cookie: user.cookie } });
  expect(response.status).toBe(200);
  const exported = await response.json();
  expect(exported.format).toBe("kolleague-user-data/1");
  const texts = (exported.tables.chat_messages as { parts: { text: string }[] }[]).map((message) => message.parts[0]!.text);
  expect(texts).toHaveLength(MESSAGES);
  expect(new Set(texts).size).toBe(MESSAGES);
  expect(texts).not.toContain("private");
  expect(exported.tables.chats).toEqual([expect.objectContaining({ title: "Many questions" })]);
  expect(exported.tables.profiles).toEqual([expect.objectContaining({ full_name: "Long History" })]);
  expect(exported.files).toEqual([]);
});

it("shows a declarant only what they declared, not whether the address they typed has a contract", async () => {
  const owner = await signedInUser("Contract Holder");
  const contract = await makePlusMember(app, owner);
  const stranger = await signedInUser("Curious Stranger");
  const declared = await postForm(app, "/cancel-contract", cancellation({ email: owner.email }), { Cookie: stranger.cookie });
  expect(declared.status).toBe(200);
  // The sync point: the queue has matched the contract and asked its holder.
  await waitForMail({ to: owner.email, subject: /Please confirm the cancellation/ });

  const theirs = await exportOf(stranger.cookie);
  const text = JSON.stringify(theirs);
  expect(theirs.tables.contract_cancellations_declared).toEqual([
    expect.objectContaining({ email: owner.email, name: "Someone", kind: "ordinary", requested_end: "next_possible" }),
  ]);
  expect(Object.keys(theirs.tables.contract_cancellations_declared![0]!)).not.toContain("state");
  expect(Object.keys(theirs.tables.contract_cancellations_declared![0]!)).not.toContain("contract_ended_at");
  expect(text).not.toContain(contract);
  expect(text).not.toContain(owner.id);
  expect(text).not.toContain("awaiting_owner");

  // The holder sees the declaration about their contract, but not the account the declarant used.
  const ours = await exportOf(owner.cookie);
  // With the contract's end once it has one (still running here), which starts the period the record is kept for.
  expect(ours.tables.contract_cancellations).toEqual([
    expect.objectContaining({ subscription_id: contract, state: "awaiting_owner", contract_ended_at: null }),
  ]);
  expect(JSON.stringify(ours)).not.toContain(stranger.id);
});
