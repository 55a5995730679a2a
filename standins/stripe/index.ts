import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createApi } from "./api/index";
import { DEFAULT_PRICES, seedCatalog, type PriceSeed } from "./catalog";
import type { StandInContext } from "./context";
import { handleControl } from "./control";
import { parseParams } from "./form";
import { checkoutPage } from "./pages/checkout";
import { invoicePage } from "./pages/invoice";
import { portalPage } from "./pages/portal";
import type { PageHandler } from "./pages/types";
import { Store } from "./store";
import { WebhookSender } from "./webhooks";

export type StripeStandInOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Where signed events are POSTed (the app's /webhooks/stripe); without it events are only recorded. */
  webhookUrl?: string;
  /** The `whsec_…` secret the app verifies with (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  quiet?: boolean;
  prices?: PriceSeed[];
  /** Waits before each retry of a failed delivery (bounded: one retry per entry). */
  retryDelaysMs?: number[];
};

export type StripeStandIn = { url: string; port: number; stop: () => Promise<void>; context: StandInContext };

const pages: Record<string, PageHandler> = { checkout: checkoutPage, portal: portalPage, invoices: invoicePage };

/** A Stripe-compatible server for development and tests; state lives in memory only. */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const log = options.quiet ? () => {} : (line: string) => console.log(`[stripe stand-in] ${line}`);
  const store = new Store();
  seedCatalog(store, options.prices ?? DEFAULT_PRICES);
  const hooks = new WebhookSender({
    store,
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 5_000, 30_000, 120_000],
    log,
  });
  const context: StandInContext = { store, hooks, baseUrl: "" };
  const api = createApi(context);

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      log(`error: ${error.stack ?? error.message}`);
      if (!response.headersSent) send(response, 500, { error: { type: "api_error", message: error.message } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", context.baseUrl);
    const method = request.method ?? "GET";
    const body = await readBody(request);
    if (url.pathname.startsWith("/v1/")) {
      const answer = api(method, url, request.headers, body);
      log(`${method} ${url.pathname} → ${answer.status}`);
      send(response, answer.status, answer.body, answer.headers);
      return;
    }
    if (url.pathname.startsWith("/__standin/")) {
      const isJson = (request.headers["content-type"] ?? "").includes("json");
      const params = { ...parseParams(url.search.slice(1)), ...(isJson && body ? JSON.parse(body) : parseParams(body)) };
      const answer = await handleControl(context, method, url.pathname.slice("/__standin/".length), params);
      send(response, answer.status, answer.body);
      return;
    }
    const [, area = "", ...path] = url.pathname.split("/");
    const page = pages[area];
    if (!page) {
      send(response, 404, { error: { type: "invalid_request_error", message: `Nothing at ${url.pathname}` } });
      return;
    }
    const acceptLanguage = request.headers["accept-language"];
    const answer = await page(context, { method, path, form: parseParams(body), acceptLanguage });
    response.writeHead(answer.status, answer.location ? { location: answer.location } : { "content-type": "text/html; charset=utf-8" });
    response.end(answer.html ?? "");
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  context.baseUrl = `http://${options.host ?? "127.0.0.1"}:${port}`;
  log(`listening on ${context.baseUrl}; webhooks → ${options.webhookUrl ?? "(none, recorded only)"}`);

  return {
    url: context.baseUrl,
    port,
    context,
    stop: () =>
      new Promise<void>((resolve) => {
        hooks.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body, null, 2));
}
