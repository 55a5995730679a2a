import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export interface BackendProxy {
  url: string;
  /** While on, the backend "fails" (503) every store of an answer still being written; all else passes. */
  failStreamingSaves(on: boolean): void;
  /** While set, the backend fails every request `matches` picks with `status`; all else passes. */
  failWhen(matches: ((request: { method: string; path: string }) => boolean) | null, status?: number): void;
  /**
   * Holds the first request `matches` picks until `release()`; `held` settles once it has arrived. A sync point
   * inside the app's own work (a store it awaits), so a test can act while the app waits there.
   */
  holdOnce(matches: (request: { method: string; path: string; body: string }) => boolean): { held: Promise<void>; release: () => void };
  stop(): Promise<void>;
}

/**
 * An app pointed at this proxy (SUPABASE_URL) talks to the real test backend, except for the failures a
 * test switches on (failWhen), such as a storage outage that hits only the chat writer's flushes, while the page, the session
 * and the answer's final store keep working, so what the user sees afterwards can be read.
 */
export async function startBackendProxy(target: string): Promise<BackendProxy> {
  const upstream = new URL(target);
  let failing = false;
  let failWhen: ((request: { method: string; path: string }) => boolean) | null = null;
  let failStatus = 503;
  let hold: { matches: (request: { method: string; path: string; body: string }) => boolean; arrived: () => void; released: Promise<void> } | null =
    null;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const body = Buffer.concat(chunks);
      if (hold?.matches({ method: incoming.method ?? "GET", path: incoming.url ?? "/", body: body.toString() })) {
        const { arrived, released } = hold;
        hold = null;
        arrived();
        await released;
      }
      const isStreamingSave =
        incoming.method === "PATCH" && incoming.url?.startsWith("/rest/v1/chat_messages") && body.toString().includes('"status":"streaming"');
      const picked = failWhen?.({ method: incoming.method ?? "GET", path: incoming.url ?? "/" }) ?? false;
      if ((failing && isStreamingSave) || picked) {
        outgoing
          .writeHead(picked ? failStatus : 503, { "Content-Type": "application/json" })
          .end(JSON.stringify({ message: "storage unavailable (test proxy)" }));
        return;
      }
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: upstream.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forward.on("error", () => outgoing.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    failStreamingSaves: (on) => (failing = on),
    failWhen: (matches, status = 503) => {
      failWhen = matches;
      failStatus = status;
    },
    holdOnce: (matches) => {
      let arrived = () => {};
      let release = () => {};
      const held = new Promise<void>((resolve) => (arrived = resolve));
      hold = { matches, arrived, released: new Promise<void>((resolve) => (release = resolve)) };
      return { held, release };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
