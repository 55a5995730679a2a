import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { signedInUser } from "../support/account";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

it("shows the newest messages of a conversation longer than one read, and says that earlier ones exist", async () => {
  const user = await signedInUser("Long Chat");
  const admin = adminClient();
  const chat = await admin.from("chats").insert({ user_id: user.id, title: "A long one", model: "kolleague-local" }).select("id").single();
  expect(chat.error).toBeNull();
  const start = Date.parse("2026-01-01T00:00:00Z");
  // 1,050 messages: more than the 1,000 rows hosted Supabase returns from one read.
  const rows = Array.from({ length: 1050 }, (_, index) => ({
    chat_id: chat.data!.id,
    user_id: user.id,
    role: index % 2 === 0 ? "user" : "assistant",
    parts: [{ type: "text", text: `message number ${index + 1} end` }],
    status: "complete",
    created_at: new Date(start + index * 1000).toISOString(),
  }));
  for (let from = 0; from < rows.length; from += 500)
    expect((await admin.from("chat_messages").insert(rows.slice(from, from + 500))).error).toBeNull();

  const html = await (await fetch(`${app.url}/ai-chat/${chat.data!.id}`, { headers: { Cookie: user.cookie } })).text();
  expect(html).toContain("message number 1050 end");
  expect(html).toContain("message number 751 end");
  expect(html).not.toContain("message number 750 end");
  expect(html).toContain("Only the latest messages of this long conversation are shown here.");
});
