import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { pngBomb, postAvatar, profileRow, samplePng, signedInUser, storedAvatars } from "../support/account";
import { postForm } from "../support/http";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

/** Each refusal: its status, its message on the re-rendered page, and nothing in storage or profile. */
async function expectRefused(response: Response, status: number, message: string, userId: string) {
  expect(response.status).toBe(status);
  expect(await response.text()).toContain(message);
  expect(await storedAvatars(userId)).toEqual([]);
  expect((await profileRow(userId))?.avatar_url).toBeNull();
}

describe("avatar upload refusals", () => {
  it("refuses a renamed non-image by its bytes, whatever its name and type say", async () => {
    const user = await signedInUser();
    const response = await postAvatar(app, user.cookie, Buffer.from("just some text, honestly a holiday photo"), "holiday.jpg", "image/jpeg");
    await expectRefused(response, 415, "This file is not a JPEG, PNG, GIF or WebP image.", user.id);
  });

  it("refuses SVG (text that can carry scripts), in German on /de", async () => {
    const user = await signedInUser();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const response = await postAvatar(app, user.cookie, Buffer.from(svg), "avatar.svg", "image/svg+xml", "/de/my/profile");
    await expectRefused(response, 415, "Diese Datei ist kein JPEG-, PNG-, GIF- oder WebP-Bild.", user.id);
  });

  it("refuses a truncated image", async () => {
    const user = await signedInUser();
    const png = await samplePng();
    const response = await postAvatar(app, user.cookie, png.subarray(0, Math.floor(png.length / 2)), "cut.png", "image/png");
    await expectRefused(response, 422, "This image could not be read. It may be damaged or incomplete.", user.id);
  });

  it("refuses a real PNG cut after 300 bytes, and cut JPEG and GIF files, with the same message", async () => {
    const real = readFileSync(new URL("../../e2e/fixtures/avatar.png", import.meta.url));
    expect((await sharp(real).metadata()).format).toBe("png");
    const photo = await samplePng(640, 480);
    const cut = [
      { bytes: real.subarray(0, 300), name: "avatar.png", type: "image/png" },
      { bytes: (await sharp(photo).jpeg({ progressive: true }).toBuffer()).subarray(0, 4000), name: "cut.jpg", type: "image/jpeg" },
      { bytes: (await sharp(photo).gif().toBuffer()).subarray(0, 4000), name: "cut.gif", type: "image/gif" },
    ];
    for (const file of cut) {
      const user = await signedInUser();
      const response = await postAvatar(app, user.cookie, file.bytes, file.name, file.type);
      await expectRefused(response, 422, "This image could not be read. It may be damaged or incomplete.", user.id);
    }
  });

  it("refuses a decompression bomb from its header, before decoding", async () => {
    const user = await signedInUser();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    const response = await postAvatar(app, user.cookie, bomb, "tiny.png", "image/png");
    await expectRefused(response, 422, "This image is too large (more than 40 megapixels).", user.id);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("answers a phone photo over 5 MB sent with its length (as browsers send files) with the profile page and its message", async () => {
    const user = await signedInUser();
    const photo = Buffer.concat([await samplePng(), Buffer.alloc(7 * 1024 * 1024, 7)]);
    const response = await postAvatar(app, user.cookie, photo, "IMG_2041.png", "image/png", "/de/my/profile");
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("Die Datei ist größer als 5 MB");
    // The page itself, with the form to try again, not the server's bare refusal.
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="avatar"|<input[^>]*name="avatar"[^>]*type="file"/);
    expect(await storedAvatars(user.id)).toEqual([]);
  });

  it("answers 413 above 5 MB while the upload is still running, and stores nothing", async () => {
    const user = await signedInUser();
    const boundary = "----h-boundary";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const png = await samplePng();
    const url = new URL(`${app.url}/my/profile`);
    const chunk = Buffer.alloc(64 * 1024, 7);
    const total = 12 * 1024 * 1024;

    const outcome = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
      let sent = 0;
      let answered: number | null = null;
      // No Content-Length: chunked, so the server cannot refuse by the header and must count.
      const req = httpRequest(url, { method: "POST", headers: { Cookie: user.cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` } });
      req.on("error", reject);
      req.on("response", (res) => {
        answered = sent;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (text) => (body += text));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered: answered ?? sent });
          req.destroy();
        });
      });
      const pump = async () => {
        req.write(head);
        req.write(png.subarray(0, 64));
        while (sent < total && answered === null) {
          sent += chunk.length;
          if (!req.write(chunk)) await new Promise((drained) => req.once("drain", drained));
          // Past 6 MB, wait for the answer before sending more: it must come without the rest.
          if (sent > 6 * 1024 * 1024) await new Promise((later) => setTimeout(later, 20));
        }
      };
      pump().catch(reject);
    });
    expect(outcome.status).toBe(413);
    expect(outcome.body).toContain("The file is larger than 5 MB. Please choose a smaller image.");
    expect(outcome.sentWhenAnswered).toBeLessThan(total);
    expect(await storedAvatars(user.id)).toEqual([]);
  });
});

describe("avatar processing and removal", () => {
  it("stores a 256x256 WebP without EXIF or GPS data from a geotagged JPEG", async () => {
    const user = await signedInUser();
    const jpeg = await sharp(await samplePng(640, 480))
      .jpeg()
      .withExif({
        IFD0: { Make: "TestCam", Model: "Leaky 1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 1234/100", GPSLongitudeRef: "E", GPSLongitude: "13/1 24/1 5678/100" },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.includes("Leaky 1")).toBe(true);

    const response = await postAvatar(app, user.cookie, jpeg, "IMG_0001.JPG", "image/jpeg");
    expect(response.status).toBe(302);
    expect(await storedAvatars(user.id)).toEqual(["avatar.webp"]);
    const { data: blob } = await adminClient().storage.from("avatars").download(`${user.id}/avatar.webp`);
    const stored = Buffer.from(await blob!.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes("Leaky 1")).toBe(false);
    expect(stored.includes("GPS")).toBe(false);
  });

  it("shows the avatar through the app, publishes it for the header, and removes it", async () => {
    const user = await signedInUser();
    expect((await postAvatar(app, user.cookie, await samplePng(), "me.png", "image/png")).status).toBe(302);
    const profile = await profileRow(user.id);
    expect(profile?.avatar_url).toBe(`${user.id}/avatar.webp`);

    const { data: account } = await adminClient().auth.admin.getUserById(user.id);
    const displayUrl = account.user?.user_metadata.avatar_url as string;
    expect(displayUrl).toMatch(new RegExp(`^/resources/avatar/${user.id}\\?v=\\d+$`));
    const image = await fetch(app.url + displayUrl, { headers: { Cookie: user.cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(256);

    const removed = await postForm(app, "/my/profile", { intent: "removeAvatar" }, { Cookie: user.cookie });
    expect(removed.status).toBe(302);
    expect(await storedAvatars(user.id)).toEqual([]);
    expect(await profileRow(user.id)).toMatchObject({ avatar_url: null, avatar: null });
    const { data: after } = await adminClient().auth.admin.getUserById(user.id);
    expect(after.user?.user_metadata.avatar_url ?? null).toBeNull();
  });

  it("still serves a legacy base64 avatar from the profile", async () => {
    const user = await signedInUser();
    const legacy = (await samplePng(40, 40)).toString("base64");
    await adminClient().from("profiles").update({ avatar: legacy }).eq("id", user.id);
    const page = await fetch(`${app.url}/my/profile`, { headers: { Cookie: user.cookie } });
    expect(await page.text()).toContain(`data:image/png;base64,${legacy.slice(0, 40)}`);
    const image = await fetch(`${app.url}/resources/avatar/${user.id}`, { headers: { Cookie: user.cookie } });
    expect(image.headers.get("content-type")).toBe("image/png");
  });
});

describe("avatar upload rate limit", () => {
  it("refuses the upload after the limit per user, before reading it", async () => {
    const limited = await startApp({ RATE_LIMIT_AVATAR_USER: "2/1h" });
    try {
      const user = await signedInUser();
      const png = await samplePng();
      for (let i = 0; i < 2; i++) expect((await postAvatar(limited, user.cookie, png, "me.png", "image/png")).status).toBeLessThan(400);
      const refused = await postAvatar(limited, user.cookie, png, "me.png", "image/png", "/de/my/profile");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.text()).toContain("Zu viele Uploads in kurzer Zeit.");
    } finally {
      await limited.stop();
    }
  });
});
