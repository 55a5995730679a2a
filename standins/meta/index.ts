import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Meta's advertising endpoints, which cannot be reached offline:
 * - GET /fbevents.js: the pixel script. It takes over the command queue the page installed (`fbq.queue`,
 *   then `fbq.callMethod`), sets the _fbp cookie as Meta's script does, and reports each `track` as an
 *   image request to GET /tr (the real pixel's transport), which is recorded.
 * - POST /<version>/<pixel id>/events: the Conversions API. Checks what the real API checks first (an
 *   access token; a non-empty `data` array; each event's name, time within the last 7 days, action source;
 *   hashed e-mail as 64 hex characters) and answers { events_received, messages, fbtrace_id }.
 * - GET /__standin/received?pixel=<id>: what arrived for one pixel, browser and server side.
 * - POST /__standin/fail?pixel=<id>&on=1|0: make the Conversions API fail (HTTP 500) for that pixel.
 */
export const DEFAULT_PORT = 54343;

interface Received {
  /** `url` and `referrer` as the page sent them (the real pixel's `dl` and `rl`), `autoConfig` as set at init. */
  pixel: { event: string; eventId: string | null; data: unknown; url: string; referrer: string; autoConfig: boolean; at: string }[];
  server: { body: Record<string, unknown>; at: string }[];
  failedAttempts: number;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1_000_000) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const graphError = (message: string, code: number, type = "OAuthException") => ({ error: { message, type, code, fbtrace_id: "standin" } });

// Plain browser script, served to the page as Meta's would be.
const PIXEL_JS = `(() => {
  const fbq = window.fbq;
  if (!fbq || fbq.callMethod) return;
  const origin = new URL(document.currentScript.src).origin;
  let pixelId = null;
  // Meta's automatic events stay on unless "set autoConfig false" for the pixel came before its init.
  const autoConfig = {};
  let autoConfigAtInit = true;
  if (!/(?:^|; )_fbp=/.test(document.cookie)) {
    document.cookie = "_fbp=fb.1." + Date.now() + "." + Math.floor(Math.random() * 1e10) + "; path=/; max-age=7776000; SameSite=Lax";
  }
  const report = (event, data, options) => {
    // Like Meta's script, the page's address and referrer go along as they are.
    const query = new URLSearchParams({
      id: pixelId ?? "", ev: event, cd: JSON.stringify(data ?? {}), dl: location.href, rl: document.referrer, ac: autoConfigAtInit ? "1" : "0",
    });
    if (options && options.eventID) query.set("eid", options.eventID);
    new Image().src = origin + "/tr?" + query;
  };
  fbq.callMethod = (command, ...args) => {
    if (command === "set" && args[0] === "autoConfig") autoConfig[String(args[2])] = Boolean(args[1]);
    else if (command === "init") {
      pixelId = String(args[0]);
      autoConfigAtInit = autoConfig[pixelId] ?? true;
    } else if (command === "track") report(args[0], args[1], args[2]);
  };
  // Meta's script reports a page view on every history change unless the page set fbq.disablePushState.
  if (!fbq.disablePushState) {
    const pushState = history.pushState.bind(history);
    history.pushState = (...args) => {
      pushState(...args);
      report("PageView");
    };
  }
  for (const call of fbq.queue.splice(0)) fbq.callMethod(...call);
})();`;

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export async function startMetaStandIn(options: { port?: number; host?: string } = {}) {
  const byPixel = new Map<string, Received>();
  const failing = new Set<string>();
  const received = (pixel: string) => {
    let entry = byPixel.get(pixel);
    if (!entry) byPixel.set(pixel, (entry = { pixel: [], server: [], failedAttempts: 0 }));
    return entry;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://standin");
    const path = url.pathname;
    const pixel = url.searchParams.get("pixel") ?? "";
    if (req.method === "GET" && path === "/__standin/received") return send(res, 200, received(pixel));
    if (req.method === "POST" && path === "/__standin/fail") {
      if (url.searchParams.get("on") === "0") failing.delete(pixel);
      else failing.add(pixel);
      return send(res, 200, { failing: failing.has(pixel) });
    }
    if (req.method === "GET" && path === "/fbevents.js") {
      res.writeHead(200, { "Content-Type": "text/javascript", "Cross-Origin-Resource-Policy": "cross-origin" });
      return res.end(PIXEL_JS);
    }
    if (req.method === "GET" && path === "/tr") {
      const data = url.searchParams.get("cd");
      received(url.searchParams.get("id") ?? "").pixel.push({
        event: url.searchParams.get("ev") ?? "",
        eventId: url.searchParams.get("eid"),
        data: data ? (JSON.parse(data) as unknown) : null,
        url: url.searchParams.get("dl") ?? "",
        referrer: url.searchParams.get("rl") ?? "",
        autoConfig: url.searchParams.get("ac") !== "0",
        at: new Date().toISOString(),
      });
      res.writeHead(200, { "Content-Type": "image/gif", "Cross-Origin-Resource-Policy": "cross-origin" });
      return res.end(GIF);
    }
    const events = /^\/v\d+\.\d+\/(\d+)\/events$/.exec(path);
    if (req.method !== "POST" || !events?.[1]) return send(res, 404, graphError("Unknown path components", 2500));
    const pixelId = events[1];
    const raw = await readBody(req);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw ?? "") as Record<string, unknown>;
    } catch {
      return send(res, 400, graphError("Invalid JSON body", 100, "GraphMethodException"));
    }
    if (failing.has(pixelId)) {
      received(pixelId).failedAttempts += 1;
      return send(res, 500, { error: { message: "An unexpected error has occurred.", type: "OAuthException", code: 2, is_transient: true } });
    }
    if (typeof body.access_token !== "string" && !url.searchParams.get("access_token")) {
      return send(res, 400, graphError("An access token is required to request this resource.", 104));
    }
    const problem = invalidEvents(body.data);
    if (problem) return send(res, 400, graphError(problem, 100, "GraphMethodException"));
    received(pixelId).server.push({ body, at: new Date().toISOString() });
    return send(res, 200, { events_received: (body.data as unknown[]).length, messages: [], fbtrace_id: `standin-${Date.now()}` });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? DEFAULT_PORT, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function invalidEvents(data: unknown): string | null {
  if (!Array.isArray(data) || data.length === 0 || data.length > 1000) return "(#100) The parameter data is required and takes 1 to 1000 events";
  const weekAgo = Date.now() / 1000 - 7 * 86_400;
  for (const event of data as Record<string, unknown>[]) {
    if (typeof event.event_name !== "string" || !event.event_name) return "(#100) event_name is required";
    if (typeof event.event_time !== "number" || event.event_time < weekAgo || event.event_time > Date.now() / 1000 + 600) {
      return "(#100) event_time must be within the last 7 days and not in the future";
    }
    if (typeof event.action_source !== "string") return "(#100) action_source is required";
    const user = event.user_data as { em?: unknown } | undefined;
    if (!user) return "(#100) user_data is required";
    if (user.em !== undefined && !(Array.isArray(user.em) && user.em.every((value) => typeof value === "string" && /^[0-9a-f]{64}$/.test(value)))) {
      return "(#100) em must be SHA-256 hashes (64 lower-case hex characters)";
    }
  }
  return null;
}
