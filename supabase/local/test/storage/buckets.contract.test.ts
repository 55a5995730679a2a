import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, type Client, serviceClient, userClient } from "../rest/clients";
import { startTestBackend, type TestBackend } from "../rest/backend";

let backend: TestBackend;
let service: Client;

beforeAll(async () => {
  backend = await startTestBackend();
  service = serviceClient(backend.url);
});
afterAll(async () => {
  await backend.stop();
});

describe("buckets and public downloads", () => {
  it("creates a public bucket with the secret key and serves its files without a key", async () => {
    const created = await service.storage.createBucket("press", { public: true, allowedMimeTypes: ["image/*"], fileSizeLimit: 1000 });
    expect(created.error).toBeNull();
    expect((await service.storage.getBucket("press")).data).toMatchObject({
      id: "press",
      public: true,
      allowed_mime_types: ["image/*"],
      file_size_limit: 1000,
    });
    expect((await service.storage.from("press").upload("logo.png", Buffer.from("png bytes"), { contentType: "image/png" })).error).toBeNull();
    const { data } = service.storage.from("press").getPublicUrl("logo.png");
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(await res.text()).toBe("png bytes");
    expect((await service.storage.from("press").upload("big.png", Buffer.alloc(1001), { contentType: "image/png" })).error).toMatchObject({
      status: 413,
    });
    expect((await service.storage.from("press").upload("a.pdf", Buffer.from("%PDF"), { contentType: "application/pdf" })).error).toMatchObject({
      status: 415,
    });
  });

  it("does not serve private buckets on the public route", async () => {
    expect((await service.storage.from("avatars").upload("x/a.png", Buffer.from("p"), { contentType: "image/png" })).error).toBeNull();
    const res = await fetch(service.storage.from("avatars").getPublicUrl("x/a.png").data.publicUrl);
    expect(res.status).toBe(404);
  });

  it("refuses bucket changes to users and anon", async () => {
    const user = await backend.createUser("u@example.test");
    for (const client of [userClient(backend.url, user.token), anonClient(backend.url)]) {
      expect((await client.storage.createBucket("mine")).error).toMatchObject({ status: 403 });
      expect((await client.storage.emptyBucket("avatars")).error).toBeNull();
      expect((await client.storage.deleteBucket("avatars")).error).not.toBeNull();
    }
    const { rows } = await backend.db.query("select id from storage.buckets order by id");
    expect(rows).toEqual([{ id: "avatars" }, { id: "chat-attachments" }, { id: "press" }]);
    expect((await service.storage.from("avatars").exists("x/a.png")).data).toBe(true);
  });

  it("empties and deletes a bucket with the secret key", async () => {
    expect((await service.storage.deleteBucket("press")).error).toMatchObject({ status: 409 });
    expect((await service.storage.emptyBucket("press")).error).toBeNull();
    expect((await service.storage.deleteBucket("press")).error).toBeNull();
    expect((await service.storage.getBucket("press")).error).toMatchObject({ status: 404 });
  });
});
