import type { i18n as I18n } from "i18next";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { describe, expect, it } from "vitest";
import { liveDocumentTransform } from "./live-document.server";

describe("the live document transform", () => {
  it("passes characters split across chunks through intact", async () => {
    const transform = liveDocumentTransform({
      request: new Request("http://localhost/de/ai-chat/c1"),
      client: {} as AppSupabaseClient,
      i18n: {} as I18n,
      nonce: "n",
      live: { answerId: "a1", model: "m" } as Parameters<typeof liveDocumentTransform>[0]["live"],
    });
    const text = "<p>Grunderwerbsteuer für Bayern: 3,5 % – Größe 😀</p>".repeat(20);
    const bytes = Buffer.from(text);
    const output: string[] = [];
    transform.on("data", (chunk: Buffer | string) => output.push(chunk.toString()));
    const ended = new Promise((resolve) => transform.on("end", resolve));
    // Seven-byte chunks cut through the two-, three- and four-byte characters.
    for (let at = 0; at < bytes.length; at += 7) transform.write(bytes.subarray(at, at + 7));
    transform.end();
    await ended;
    expect(output.join("")).toBe(text);
  });
});
