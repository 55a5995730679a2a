import { describe, expect, it } from "vitest";
import { documentStreamTransform } from "./document-stream.server";

async function run(text: string, content: string[]) {
  const transform = documentStreamTransform(
    {
      insertAfter: '<div data-slot="">',
      async *content() {
        yield* content;
      },
    },
    new AbortController().signal,
  );
  const bytes = Buffer.from(text);
  const output: string[] = [];
  transform.on("data", (chunk: Buffer | string) => output.push(chunk.toString()));
  const ended = new Promise((resolve) => transform.on("end", resolve));
  // Seven-byte chunks cut through the two-, three- and four-byte characters and the marker.
  for (let at = 0; at < bytes.length; at += 7) transform.write(bytes.subarray(at, at + 7));
  transform.end();
  await ended;
  return output.join("");
}

describe("the document stream transform", () => {
  it("passes characters split across chunks through intact", async () => {
    const text = "<p>Grunderwerbsteuer für Bayern: 3,5 % – Größe 😀</p>".repeat(20);
    expect(await run(text, ["never"])).toBe(text);
  });

  it("inserts the content after the marker, before the rest of the document", async () => {
    const text = `<main>${"ä😀".repeat(10)}<div data-slot=""></div><footer>ü</footer></main>`;
    expect(await run(text, ["<b>one</b>", "two"])).toBe(text.replace('<div data-slot="">', '<div data-slot=""><b>one</b>two'));
  });
});
