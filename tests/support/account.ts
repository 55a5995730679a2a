import { deflateSync, crc32 } from "node:zlib";
import sharp from "sharp";
import type { RunningApp } from "./app-server";
import { adminClient } from "./clients";
import { postForm } from "./http";
import { cookieHeader, createConfirmedUser, sessionCookies } from "./session";

export async function signedInUser(fullName = "Test User", locale: "en" | "de" = "en") {
  const user = await createConfirmedUser({ fullName, locale });
  return { ...user, cookie: cookieHeader(await sessionCookies(user.email, user.password)) };
}

/** Posts the settings page's password form as a browser would, without following the redirect. */
export function postPasswordChange(
  app: Pick<RunningApp, "url">,
  cookie: string,
  fields: { currentPassword: string; password: string; confirmPassword?: string },
) {
  const { currentPassword, password, confirmPassword = password } = fields;
  return postForm(app, "/my/settings", { intent: "password", currentPassword, password, confirmPassword }, { Cookie: cookie });
}

/** Posts the settings page's deletion form as its owner would (address typed out, password), without following the redirect. */
export function postAccountDeletion(app: Pick<RunningApp, "url">, user: { email: string; password: string; cookie: string }) {
  return postForm(app, "/my/settings", { intent: "delete", confirmation: user.email, password: user.password }, { Cookie: user.cookie });
}

/** Posts the avatar form as a browser would (multipart), without following the redirect. */
export function postAvatar(app: RunningApp, cookie: string, bytes: Uint8Array, filename: string, type: string, path = "/my/profile") {
  const form = new FormData();
  form.append("avatar", new Blob([Buffer.from(bytes)], { type }), filename);
  return fetch(app.url + path, { method: "POST", body: form, headers: { Cookie: cookie }, redirect: "manual" });
}

/** What the avatars bucket holds in a user's folder, seen with full rights. */
export async function storedAvatars(userId: string): Promise<string[]> {
  const { data, error } = await adminClient().storage.from("avatars").list(userId);
  if (error) throw error;
  return data.map((file) => file.name);
}

export async function profileRow(userId: string) {
  const { data } = await adminClient().from("profiles").select("*").eq("id", userId).maybeSingle();
  return data;
}

/** A small, valid PNG with some texture (so it does not compress to nothing). */
export function samplePng(width = 320, height = 200): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 37 + (i >> 7)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A decompression bomb: a PNG whose header declares 100,000 x 100,000 pixels (10 gigapixels) while the
 * file itself is a few dozen bytes.
 */
export function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
