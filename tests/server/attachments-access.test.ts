import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeAttachment } from "../../app/features/attachments/storage.server";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient, anonymousClient, userClient } from "../support/clients";
import { postForm } from "../support/http";
import { postAccountDeletion, signedInUser } from "../support/account";

const BUCKET = "chat-attachments";
const expose = readFileSync(new URL("../../fixtures/listings/expose-leipzig-de.pdf", import.meta.url));

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

/** A user with a chat whose question carried the sample exposé, stored as the app stores it (their client). */
async function userWithListing() {
  const user = await signedInUser();
  const client = await userClient(user.email, user.password);
  const { data: chat, error } = await client.from("chats").insert({ title: "Exposé Gohlis", model: "kolleague-local" }).select("id").single();
  expect(error).toBeNull();
  const { data: message } = await client
    .from("chat_messages")
    .insert({ chat_id: chat!.id, role: "user", parts: [{ type: "text", text: "Lohnt sich das?" }] })
    .select("id")
    .single();
  const attachmentId = await storeAttachment(client, user.id, {
    chatId: chat!.id,
    messageId: message!.id,
    fileName: "Exposé Gohlis.pdf",
    bytes: expose,
    pages: 2,
    textChars: 1200,
    truncated: false,
  });
  const path = `${user.id}/${chat!.id}/${attachmentId}.pdf`;
  return { user, client, chatId: chat!.id, attachmentId, path };
}

async function filesUnder(folder: string): Promise<string[]> {
  const { data, error } = await adminClient().storage.from(BUCKET).list(folder);
  if (error) throw error;
  return data.map((entry) => entry.name);
}

const exportOf = async (cookie: string) => (await fetch(`${app.url}/resources/my-data.json`, { headers: { Cookie: cookie } })).text();

describe("who can read an attached listing", () => {
  it("the owner downloads it through the app, under its own name; another user and a visitor get nothing", async () => {
    const owner = await userWithListing();
    const other = await signedInUser();
    const url = `${app.url}/resources/attachments/${owner.attachmentId}`;

    const own = await fetch(url, { headers: { Cookie: owner.user.cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toContain("filename*=UTF-8''Expos%C3%A9%20Gohlis.pdf");
    expect(Buffer.from(await own.arrayBuffer()).equals(expose)).toBe(true);

    expect((await fetch(url, { headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await fetch(url)).status).toBe(401);
  });

  it("row-level security and Storage's policies keep another user and the anonymous key out", async () => {
    const owner = await userWithListing();
    const other = await signedInUser();
    const intruder = await userClient(other.email, other.password);

    const { data: rows } = await intruder.from("chat_attachments").select("id").eq("id", owner.attachmentId);
    expect(rows).toEqual([]);
    const { data: blob } = await intruder.storage.from(BUCKET).download(owner.path);
    expect(blob).toBeNull();
    const { data: signed } = await intruder.storage.from(BUCKET).createSignedUrl(owner.path, 60);
    expect(signed).toBeNull();
    const { data: listed } = await intruder.storage.from(BUCKET).list(`${owner.user.id}/${owner.chatId}`);
    expect(listed ?? []).toEqual([]);
    // Nor can they put a file into the owner's folder, attach one to the owner's chat, or delete theirs.
    const { error: uploadError } = await intruder.storage
      .from(BUCKET)
      .upload(`${owner.user.id}/${owner.chatId}/x.pdf`, expose, { contentType: "application/pdf" });
    expect(uploadError).not.toBeNull();
    const { error: insertError } = await intruder.from("chat_attachments").insert({
      chat_id: owner.chatId,
      user_id: other.id,
      file_name: "x.pdf",
      storage_path: `${other.id}/${owner.chatId}/x.pdf`,
      size_bytes: 1,
      page_count: 1,
      text_chars: 0,
    });
    expect(insertError).not.toBeNull();
    await intruder.storage.from(BUCKET).remove([owner.path]);
    expect(await filesUnder(`${owner.user.id}/${owner.chatId}`)).toEqual([`${owner.attachmentId}.pdf`]);

    const { data: anonymous } = await anonymousClient().storage.from(BUCKET).download(owner.path);
    expect(anonymous).toBeNull();
    // The bucket is private: its public URL serves nothing.
    const publicUrl = anonymousClient().storage.from(BUCKET).getPublicUrl(owner.path).data.publicUrl;
    expect((await fetch(publicUrl)).ok).toBe(false);
  });

  it("the data export lists the owner's attachment with the file itself; another user's export has none of it", async () => {
    const owner = await userWithListing();
    const other = await signedInUser();
    const exported = JSON.parse(await exportOf(owner.user.cookie)) as {
      tables: Record<string, { id: string; file_name: string; storage_path: string }[]>;
      files: { bucket: string; path: string; dataUri: string }[];
    };
    expect(exported.tables.chat_attachments).toEqual([
      expect.objectContaining({ id: owner.attachmentId, file_name: "Exposé Gohlis.pdf", storage_path: owner.path }),
    ]);
    const file = exported.files.find((entry) => entry.bucket === BUCKET);
    expect(file?.path).toBe(owner.path);
    expect(Buffer.from(file!.dataUri.split(",")[1]!, "base64").equals(expose)).toBe(true);

    const theirs = await exportOf(other.cookie);
    expect(theirs).not.toContain(owner.attachmentId);
    expect(theirs).not.toContain(owner.user.id);
  });
});

describe("removing attached listings", () => {
  it("deleting the chat removes its files and rows", async () => {
    const owner = await userWithListing();
    const response = await postForm(app, `/ai-chat/${owner.chatId}`, { intent: "delete" }, { Cookie: owner.user.cookie });
    expect(response.status).toBe(302);
    expect(await filesUnder(`${owner.user.id}/${owner.chatId}`)).toEqual([]);
    const { data: rows } = await adminClient().from("chat_attachments").select("id").eq("id", owner.attachmentId);
    expect(rows).toEqual([]);
  });

  it("another user's delete form for the chat removes nothing", async () => {
    const owner = await userWithListing();
    const other = await signedInUser();
    const response = await postForm(app, `/ai-chat/${owner.chatId}`, { intent: "delete" }, { Cookie: other.cookie });
    expect(response.status).toBe(404);
    expect(await filesUnder(`${owner.user.id}/${owner.chatId}`)).toEqual([`${owner.attachmentId}.pdf`]);
  });

  it("deleting the account removes the files", async () => {
    const owner = await userWithListing();
    const response = await postAccountDeletion(app, owner.user);
    expect(response.status).toBe(302);
    expect(await filesUnder(`${owner.user.id}/${owner.chatId}`)).toEqual([]);
    expect(await filesUnder(owner.user.id)).toEqual([]);
    const { data: rows } = await adminClient().from("chat_attachments").select("id").eq("user_id", owner.user.id);
    expect(rows).toEqual([]);
  });
});
