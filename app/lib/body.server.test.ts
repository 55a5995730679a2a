import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCappedBody } from "./body.server";

const CAP = 64 * 1024;
const CHUNK = 16 * 1024;

// The request is built the way @react-router/express builds it (a web stream over Node's request), so the
// test sees what a route sees: whether a refusal reaches the client depends on that adapter and the socket.
let server: Server;
let url = "";
beforeAll(async () => {
  const app = express();
  app.post("/read", async (req, res) => {
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: "POST",
      headers: Object.entries(req.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : [])),
      body: createReadableStreamFromReadable(req),
      duplex: "half",
    } as RequestInit);
    const body = await readCappedBody(request, CAP);
    if (!body.ok) res.status(413).json({ tooLarge: true });
    else res.json({ length: body.bytes.byteLength, text: body.text });
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/read`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A chunked body of `chunks` × 16 KB without a Content-Length; -1 never ends on its own. */
function streamed(chunks: number) {
  let sent = 0;
  const chunk = new Uint8Array(CHUNK).fill(0x20);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (chunks < 0 || sent++ < chunks) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

const post = (body: BodyInit) => fetch(url, { method: "POST", body, duplex: "half" } as RequestInit);

describe("readCappedBody", () => {
  it("returns the whole body up to the cap, as bytes and UTF-8 text", async () => {
    const text = `{"name":"Müller"}${" ".repeat(CAP - 18)}`;
    const response = await post(text);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ length: CAP, text });
    const empty = await post("");
    expect(await empty.json()).toEqual({ length: 0, text: "" });
  });

  it("refuses a declared length over the cap, and the 413 reaches the client", async () => {
    const response = await post("x".repeat(CAP + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ tooLarge: true });
  });

  it.each([
    ["just over the cap", 5],
    ["10 MB", 640],
    ["64 MB (beyond what is drained)", 4096],
    ["an endless stream", -1],
  ])("answers 413 to a chunked body %s, and the server keeps answering", async (_label, chunks) => {
    const response = await post(streamed(chunks));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ tooLarge: true });
    expect((await post("{}")).status).toBe(200);
  });
});
