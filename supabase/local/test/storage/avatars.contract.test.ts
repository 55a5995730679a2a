import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageRoot } from "../../src/storage/blobs";
import { anonClient, type Client, serviceClient, userClient } from "../rest/clients";
import { startTestBackend, type TestBackend } from "../rest/backend";

let backend: TestBackend;
let alice: { id: string; client: Client };
const webp = (fill: number, size = 64) => Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBPVP8 "), Buffer.alloc(size, fill)]);
const storedFiles = () => readdirSync(join(storageRoot(null), "objects")).length;

beforeAll(async () => {
  backend = await startTestBackend();
  const a = await backend.createUser("alice@example.test");
  alice = { id: a.id, client: userClient(backend.url, a.token) };
});
afterAll(async () => {
  await backend.stop();
});

const avatars = () => alice.client.storage.from("avatars");
const objectRows = async () => (await backend.db.query("select name from storage.objects order by name")).rows;

describe("avatars bucket through supabase-js", () => {
  it("uploads a Buffer into the user's own folder and downloads it again", async () => {
    const path = `${alice.id}/avatar.webp`;
    const { data, error } = await avatars().upload(path, webp(1), { contentType: "image/webp" });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `avatars/${path}` });
    const download = await avatars().download(path);
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(webp(1));
    expect(download.data!.type).toBe("image/webp");
  });

  it("uploads a Blob as multipart", async () => {
    const blob = new Blob([webp(2)], { type: "image/png" });
    const { error } = await avatars().upload(`${alice.id}/from-blob.png`, blob);
    expect(error).toBeNull();
    const info = await avatars().info(`${alice.id}/from-blob.png`);
    expect(info.data).toMatchObject({ contentType: "image/png", size: webp(2).length });
  });

  it("refuses to overwrite without upsert (409) and overwrites with it", async () => {
    const path = `${alice.id}/avatar.webp`;
    const dup = await avatars().upload(path, webp(3), { contentType: "image/webp" });
    expect(dup.error).toMatchObject({ status: 409, statusCode: "409" });
    const before = storedFiles();
    expect((await avatars().upload(path, webp(4), { contentType: "image/webp", upsert: true })).error).toBeNull();
    expect(storedFiles()).toBe(before);
    const download = await avatars().download(path);
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(webp(4));
    expect((await avatars().update(path, webp(5), { contentType: "image/webp" })).error).toBeNull();
  });

  it("lists a folder level and reports existence", async () => {
    const { data } = await avatars().list(alice.id);
    expect(data?.map((f) => f.name)).toEqual(["avatar.webp", "from-blob.png"]);
    const root = await avatars().list();
    expect(root.data).toEqual([expect.objectContaining({ name: alice.id, id: null })]);
    expect((await avatars().exists(`${alice.id}/avatar.webp`)).data).toBe(true);
    expect((await avatars().exists(`${alice.id}/missing.webp`)).data).toBe(false);
  });

  it("signs URLs that work without a key until tampered with", async () => {
    const { data } = await avatars().createSignedUrl(`${alice.id}/avatar.webp`, 60);
    const ok = await fetch(data!.signedUrl);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer())).toEqual(webp(5));
    // Always a different character: replacing it with a fixed one left the URL intact when it was that one.
    const tampered = await fetch(data!.signedUrl.replace(/(.)(.{4})$/, (_, char: string, rest: string) => `${char === "x" ? "y" : "x"}${rest}`));
    expect(tampered.status).toBe(400);
    const otherPath = data!.signedUrl.replace("avatar.webp", "from-blob.png");
    expect((await fetch(otherPath)).status).toBe(400);
    const many = await avatars().createSignedUrls([`${alice.id}/avatar.webp`, `${alice.id}/nope.webp`], 60);
    expect(many.data?.map((d) => d.error)).toEqual([null, expect.any(String)]);
  });

  it("moves within the own folder", async () => {
    expect((await avatars().move(`${alice.id}/from-blob.png`, `${alice.id}/moved.png`)).error).toBeNull();
    expect((await avatars().exists(`${alice.id}/moved.png`)).data).toBe(true);
  });

  it("removes through the API (bytes too) and refuses SQL deletes", async () => {
    await expect(backend.db.query("delete from storage.objects")).rejects.toThrow(/Storage API/);
    const before = storedFiles();
    const { data, error } = await avatars().remove([`${alice.id}/moved.png`]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual([`${alice.id}/moved.png`]);
    expect(storedFiles()).toBe(before - 1);
    expect((await avatars().download(`${alice.id}/moved.png`)).error).toMatchObject({ status: 404 });
  });

  it("enforces the bucket's 2 MB limit and image types, storing nothing", async () => {
    const rows = await objectRows();
    const files = storedFiles();
    const big = await avatars().upload(`${alice.id}/big.webp`, Buffer.alloc(2 * 1024 * 1024 + 1), { contentType: "image/webp" });
    expect(big.error).toMatchObject({ status: 413 });
    for (const contentType of ["text/plain", "image/svg+xml", "application/octet-stream"]) {
      const wrong = await avatars().upload(`${alice.id}/x.webp`, Buffer.from("<svg/>"), { contentType });
      expect(wrong.error).toMatchObject({ status: 415 });
    }
    expect(await objectRows()).toEqual(rows);
    expect(storedFiles()).toBe(files);
  });

  it("shows buckets to the secret key only", async () => {
    const service = await serviceClient(backend.url).storage.listBuckets();
    // Every bucket the migrations make is private: avatars and the chat's listing PDFs.
    expect(service.data?.map((b) => [b.id, b.public, b.file_size_limit]).sort()).toEqual([
      ["avatars", false, 2097152],
      ["chat-attachments", false, 10485760],
    ]);
    expect((await anonClient(backend.url).storage.listBuckets()).data).toEqual([]);
    expect((await alice.client.storage.getBucket("avatars")).error).toMatchObject({ status: 404 });
    expect((await alice.client.storage.getBucket("chat-attachments")).error).toMatchObject({ status: 404 });
  });
});
