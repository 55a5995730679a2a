import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCAL_PUBLISHABLE_KEY } from "@kolleague/local-stand-ins";
import type { Database } from "../../app/types/database.types";
import { adminClient, backendUrl, userClient } from "../support/clients";
import { signedInUser } from "../support/account";

let owner: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
let chatId: string;
let messageId: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([signedInUser("Owner"), signedInUser("Other")]);
  const asOwner = await userClient(owner.email, owner.password);
  const chat = await asOwner.from("chats").insert({ title: "Owner's chat", model: "kolleague-local" }).select("id").single();
  chatId = chat.data!.id;
  const message = await asOwner
    .from("chat_messages")
    .insert({ chat_id: chatId, role: "user", parts: [{ type: "text", text: "Private" }] })
    .select("id")
    .single();
  messageId = message.data!.id;
});

describe("row-level security on chats and chat_messages", () => {
  it("lets the owner read both, and the other user neither", async () => {
    const asOwner = await userClient(owner.email, owner.password);
    expect((await asOwner.from("chats").select("id")).data).toEqual([{ id: chatId }]);
    expect((await asOwner.from("chat_messages").select("id")).data).toEqual([{ id: messageId }]);
    const asOther = await userClient(other.email, other.password);
    expect((await asOther.from("chats").select("*")).data).toEqual([]);
    expect((await asOther.from("chat_messages").select("*")).data).toEqual([]);
  });

  it("refuses the other user's writes: no message into the owner's chat, no rows in the owner's name", async () => {
    const asOther = await userClient(other.email, other.password);
    const planted = await asOther.from("chat_messages").insert({ chat_id: chatId, role: "user", parts: [{ type: "text", text: "Planted" }] });
    expect(planted.error?.message).toMatch(/row-level security|belongs to its chat's owner/);
    const forged = await asOther.from("chats").insert({ user_id: owner.id, title: "Forged", model: "kolleague-local" });
    expect(forged.error?.message).toMatch(/row-level security/);
    expect((await asOther.from("chats").update({ title: "Hijacked" }).eq("id", chatId).select()).data).toEqual([]);
    expect((await asOther.from("chat_messages").update({ status: "complete", parts: [] }).eq("id", messageId).select()).data ?? []).toEqual([]);
    expect((await asOther.from("chat_messages").delete().eq("id", messageId).select()).data).toEqual([]);
    expect((await asOther.from("chats").delete().eq("id", chatId).select()).data).toEqual([]);
    const { data } = await adminClient().from("chats").select("title").eq("id", chatId).single();
    expect(data?.title).toBe("Owner's chat");
    expect((await adminClient().from("chat_messages").select("id").eq("chat_id", chatId)).data).toHaveLength(1);
  });

  it("never lets a user move or rewrite a message, not even their own: questions stay as asked, answers are the server's", async () => {
    const asOther = await userClient(other.email, other.password);
    const own = await asOther.from("chats").insert({ title: "Other's chat", model: "kolleague-local" }).select("id").single();
    const second = await asOther.from("chats").insert({ title: "Other's second chat", model: "kolleague-local" }).select("id").single();
    const message = await asOther
      .from("chat_messages")
      .insert({ chat_id: own.data!.id, role: "user", parts: [{ type: "text", text: "Smuggled" }] })
      .select("id")
      .single();
    const id = message.data!.id;

    const moved = await asOther.from("chat_messages").update({ chat_id: chatId }).eq("id", id).select();
    expect(moved.error?.message).toMatch(/permission denied/);
    const rewritten = await asOther
      .from("chat_messages")
      .update({ chat_id: second.data!.id, parts: [{ type: "text", text: "Mine" }] })
      .eq("id", id)
      .select("chat_id");
    expect(rewritten.error?.message).toMatch(/permission denied/);
    const kept = await adminClient().from("chat_messages").select("chat_id, parts").eq("id", id).single();
    expect(kept.data).toEqual({ chat_id: own.data!.id, parts: [{ type: "text", text: "Smuggled" }] });
    expect((await adminClient().from("chat_messages").select("id").eq("chat_id", chatId)).data).toEqual([{ id: messageId }]);
    // Not even the server's own key can put a message into a chat of someone else.
    const crossed = await adminClient().from("chat_messages").update({ chat_id: chatId }).eq("id", id);
    expect(crossed.error?.message).toMatch(/belongs to its chat's owner/);
  });

  it("gives signed-out visitors nothing, and only the server may count limits", async () => {
    const anon = createClient<Database>(backendUrl(), LOCAL_PUBLISHABLE_KEY, {
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      auth: { persistSession: false },
    });
    expect((await anon.from("chats").select("*")).error).toBeTruthy();
    const asOwner = await userClient(owner.email, owner.password);
    const counted = await asOwner.rpc("consume_rate_limit", { key: `chat:user:${owner.id}:day`, window_seconds: 60, max: 1000 });
    expect(counted.error?.message).toMatch(/permission denied/);
    expect((await asOwner.from("rate_limit_counters").select("*")).error).toBeTruthy();
  });
});
