import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Friendly Captcha v2's siteverify (POST /api/v2/captcha/siteverify, JSON body
 * {response, sitekey}, API key in X-API-Key). Tokens starting with "pass" verify; every other token is
 * answered as the real API answers an invalid one. GET /__standin/calls counts verifications, so tests can
 * see whether the app asked at all. GET /widget.js stands in for the provider's widget script (which cannot
 * be reached offline): it fills every .frc-captcha placeholder with the field and a passing token.
 */
export const DEFAULT_PORT = 54341;
export const PASSING_TOKEN = "pass-local-standin";

export interface FriendlyCaptchaStandIn {
  url: string;
  stop: () => Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64_000) return null;
    chunks.push(chunk);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// Plain browser script: finds placeholders now and as the app renders more (client-side navigation).
const WIDGET_JS = `(() => {
  const fill = () => document.querySelectorAll(".frc-captcha:not([data-filled])").forEach((el) => {
    el.setAttribute("data-filled", "");
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = "frc-captcha-response";
    input.value = "${PASSING_TOKEN}";
    el.append(input);
  });
  fill();
  new MutationObserver(fill).observe(document.body, { childList: true, subtree: true });
})();`;

const failure = (code: string, detail: string) => ({ success: false, error: { error_code: code, detail } });

export async function startFriendlyCaptchaStandIn(options: { port?: number; host?: string } = {}): Promise<FriendlyCaptchaStandIn> {
  let calls = 0;
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://standin").pathname;
    if (req.method === "GET" && path === "/__standin/calls") return send(res, 200, { calls });
    if (req.method === "GET" && path === "/widget.js") {
      res.writeHead(200, { "Content-Type": "text/javascript", "Cross-Origin-Resource-Policy": "cross-origin" });
      return res.end(WIDGET_JS);
    }
    if (req.method !== "POST" || path !== "/api/v2/captcha/siteverify") return send(res, 404, failure("not_found", "no such endpoint"));
    calls += 1;
    if (!req.headers["x-api-key"]) return send(res, 401, failure("auth_required", "X-API-Key header missing"));
    const body = await readJson(req);
    if (!body || typeof body.response !== "string") return send(res, 400, failure("response_missing", "response is required"));
    if (!body.response.startsWith("pass")) return send(res, 200, failure("response_invalid", "the response is not a valid solution"));
    return send(res, 200, {
      success: true,
      data: { event_id: `evt_${calls}`, challenge: { timestamp: new Date().toISOString(), origin: "http://127.0.0.1" } },
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? DEFAULT_PORT, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
