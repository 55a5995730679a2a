import { describe, expect, it } from "vitest";
import { MultipartLimitError } from "#app/lib/multipart";
import { readMultipart } from "./upload-stream.server";

const BOUNDARY = "xYzBoundary";

/** A request whose body is produced on demand, counting how many bytes the reader pulled. */
function streamingRequest(totalFileBytes: number, headers: Record<string, string> = {}) {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = 64 * 1024;
  let sentFile = 0;
  let pulled = 0;
  let phase: "head" | "file" | "tail" | "done" = "head";
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let next: Buffer;
        if (phase === "head") [next, phase] = [head, "file"];
        else if (phase === "file") {
          next = Buffer.alloc(Math.min(chunk, totalFileBytes - sentFile), 1);
          sentFile += next.length;
          if (sentFile >= totalFileBytes) phase = "tail";
        } else if (phase === "tail") [next, phase] = [tail, "done"];
        else return controller.close();
        pulled += next.length;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://local/upload", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled, total: head.length + totalFileBytes + tail.length };
}

const options = { maxBodyBytes: 1024 * 1024 + 4096, limits: { maxFileBytes: 1024 * 1024, maxFieldBytes: 100, maxParts: 4 } };

describe("readMultipart", () => {
  it("reads a body under the cap completely", async () => {
    const { request } = streamingRequest(300 * 1024);
    const result = await readMultipart(request, options);
    expect(result.files[0]!.data.length).toBe(300 * 1024);
  });

  it("refuses at the cap without reading the rest of the stream first", async () => {
    const { request, pulled, total } = streamingRequest(20 * 1024 * 1024);
    const refusal = await readMultipart(request, options).then(
      () => null,
      (error: unknown) => ({ error, pulledSoFar: pulled() }),
    );
    expect(refusal?.error).toBeInstanceOf(MultipartLimitError);
    // Read when the refusal came: the cap plus a chunk or two, not the 20 MB body. (The rest is then
    // dropped in the background so a browser gets to see the answer.)
    expect(refusal!.pulledSoFar).toBeLessThan(options.maxBodyBytes + 3 * 64 * 1024);
    expect(refusal!.pulledSoFar).toBeLessThan(total / 10);
  });

  it("refuses a declared Content-Length over the cap before parsing anything", async () => {
    const { request } = streamingRequest(10, { "Content-Length": String(50 * 1024 * 1024) });
    await expect(readMultipart(request, options)).rejects.toThrow(MultipartLimitError);
  });
});
