/**
 * A local, deterministic OpenAI-compatible server (Chat Completions with SSE streaming, tool calls, usage,
 * /v1/models) for development and tests; see README.md for what it answers and how tests steer it.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { LOCAL_OPENAI_API_KEY, LOCAL_OPENAI_PORT } from "@kolleague/local-stand-ins";
import { StandInControl } from "./control";
import { getModel, notFound, ROUTES, STANDIN_MODELS } from "./routes";

export const DEFAULT_DELAY_MS = 25;

export interface OpenAIStandInOptions {
  /** Default 54329 (LOCAL_OPENAI_PORT); 0 picks a free one (tests). */
  port?: number;
  host?: string;
  /** Pause after each streamed word; default 25 ms, 0 in unit tests. */
  delayMs?: number;
  quiet?: boolean;
}

export interface OpenAIStandIn {
  /** The server's origin, e.g. http://127.0.0.1:54329. */
  url: string;
  /** What to give `createOpenAI({ baseURL })`: the origin plus /v1. */
  baseURL: string;
  /** A key to send; any non-empty bearer key is accepted. */
  apiKey: string;
  port: number;
  /** The same state the /__standin endpoints change, for tests in the same process. */
  control: StandInControl;
  stop(): Promise<void>;
}

export async function startOpenAIStandIn(options: OpenAIStandInOptions = {}): Promise<OpenAIStandIn> {
  const host = options.host ?? "127.0.0.1";
  const control = new StandInControl(options.delayMs ?? DEFAULT_DELAY_MS);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://standin").pathname.replace(/\/+$/, "") || "/";
    const handler = ROUTES[`${req.method} ${path}`] ?? (req.method === "GET" && path.startsWith("/v1/models/") ? getModel : null);
    if (!handler) return notFound(req, res);
    Promise.resolve(handler(req, res, control)).catch((error: unknown) => {
      console.error("[openai-standin] request failed:", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end();
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? LOCAL_OPENAI_PORT, host, () => resolve((server.address() as AddressInfo).port));
  });
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  if (!options.quiet) {
    console.log(`[openai-standin] ready on ${url}/v1 (models: ${STANDIN_MODELS.join(", ")}; ${control.delayMs} ms per word)`);
  }
  return {
    url,
    baseURL: `${url}/v1`,
    apiKey: LOCAL_OPENAI_API_KEY,
    port,
    control,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        // Stalled streams never end on their own: cut them so stopping does not wait for the clients.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
