/**
 * The stand-in's HTTP routes: OpenAI's `/v1/models` and `/v1/chat/completions`, and the `/__standin/*`
 * control endpoints tests use (see README.md).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { MODES, type Mode, type StandInControl } from "./control";
import { errorBody, requestProblem, type ChatRequest } from "./protocol";
import { lastUserText, planReply } from "./reply";
import { sendCompletion, streamCompletion } from "./respond";

/** The models the stand-in lists and accepts; the first is the app's "Local test model". */
export const STANDIN_MODELS = ["kolleague-local", "kolleague-local-mini"] as const;
const isStandInModel = (id: string) => (STANDIN_MODELS as readonly string[]).includes(id);
const CREATED = Math.floor(Date.UTC(2026, 0, 1) / 1000);
const MAX_BODY_BYTES = 5 * 1024 * 1024;

type Handler = (req: IncomingMessage, res: ServerResponse, control: StandInControl) => Promise<void> | void;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return { ok: false };
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const MISSING_KEY = errorBody(
  "No API key provided: send one as a bearer token in the Authorization header (the local stand-in accepts any key).",
  "invalid_request_error",
);

/** Any bearer key is accepted; none at all is refused as OpenAI does. */
const hasBearer = (req: IncomingMessage) => /^Bearer \S+/i.test(req.headers.authorization ?? "");

function authorized(req: IncomingMessage, res: ServerResponse): boolean {
  if (hasBearer(req)) return true;
  json(res, 401, MISSING_KEY);
  return false;
}

const modelObject = (id: string) => ({ id, object: "model", created: CREATED, owned_by: "kolleague-standin" });

const listModels: Handler = (req, res) => {
  if (!authorized(req, res)) return;
  json(res, 200, { object: "list", data: STANDIN_MODELS.map(modelObject) });
};

const modelNotFound = (model: string) =>
  errorBody(
    `The model '${model}' does not exist on the local stand-in (it has ${STANDIN_MODELS.join(", ")}).`,
    "invalid_request_error",
    "model_not_found",
    "model",
  );

const chatCompletions: Handler = async (req, res, control) => {
  const read = await readJson(req);
  const body = read.ok ? read.value : null;
  const logged = control.record({ method: "POST", path: "/v1/chat/completions", body, status: 200, outcome: "streaming" });
  const refuse = (status: number, payload: unknown) => {
    logged.status = status;
    logged.outcome = "rejected";
    json(res, status, payload);
  };
  if (!hasBearer(req)) return refuse(401, MISSING_KEY);
  if (!read.ok) return refuse(400, errorBody("The request body is not valid JSON (or larger than 5 MB).", "invalid_request_error"));
  const problem = requestProblem(body);
  if (problem) return refuse(400, errorBody(problem, "invalid_request_error"));
  const request = body as ChatRequest;
  if (!isStandInModel(request.model)) return refuse(404, modelNotFound(request.model));
  const question = lastUserText(request);
  const fault = control.faultFor(question);
  if (fault === "fail") {
    logged.status = 500;
    logged.outcome = "failed";
    return json(res, 500, errorBody("The local stand-in was told to fail this request.", "server_error", "standin_failure"));
  }
  const reply = planReply(request);
  if (request.stream === true) {
    await streamCompletion({ res, request, reply, fault, delayMs: () => control.delayFor(question), logged });
    return;
  }
  if (fault === "stall") {
    logged.outcome = "stalled";
    res.on("close", () => (logged.outcome = "aborted"));
    return;
  }
  if (fault === "fail-mid") {
    logged.outcome = "fail-mid";
    return void res.destroy();
  }
  sendCompletion(res, request, reply);
  logged.outcome = "complete";
};

const setMode: Handler = async (req, res, control) => {
  const read = await readJson(req);
  const body = (read.ok ? read.value : null) as { mode?: unknown; times?: unknown; delayMs?: unknown } | null;
  const mode = body?.mode ?? control.mode;
  const times = body?.times ?? null;
  const delayMs = body?.delayMs ?? control.delayMs;
  const validTimes = times === null || (Number.isInteger(times) && (times as number) > 0);
  const validDelay = Number.isInteger(delayMs) && (delayMs as number) >= 0;
  if (!body || !MODES.includes(mode as Mode) || !validTimes || !validDelay) {
    return json(res, 400, {
      error: `Expected { "mode": ${MODES.map((m) => `"${m}"`).join(" | ")}, "times"?: positive integer, "delayMs"?: integer >= 0 }.`,
    });
  }
  control.setMode(mode as Mode, times as number | null);
  control.delayMs = delayMs as number;
  json(res, 200, control.state());
};

/** Routes by "METHOD path"; `/v1/models/<id>` is matched separately. */
export const ROUTES: Record<string, Handler> = {
  "GET /v1/models": listModels,
  "POST /v1/chat/completions": chatCompletions,
  "GET /__standin/mode": (_req, res, control) => json(res, 200, control.state()),
  "POST /__standin/mode": setMode,
  "GET /__standin/requests": (_req, res, control) => json(res, 200, { requests: control.requests() }),
  "DELETE /__standin/requests": (_req, res, control) => {
    control.clearRequests();
    res.writeHead(204).end();
  },
  "POST /__standin/reset": (_req, res, control) => {
    control.reset();
    json(res, 200, control.state());
  },
};

export const getModel: Handler = (req, res) => {
  if (!authorized(req, res)) return;
  const id = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname.slice("/v1/models/".length));
  if (!isStandInModel(id)) return json(res, 404, modelNotFound(id));
  json(res, 200, modelObject(id));
};

export function notFound(req: IncomingMessage, res: ServerResponse): void {
  json(res, 404, errorBody(`Invalid URL (${req.method} ${req.url}): the local stand-in does not serve it.`, "invalid_request_error"));
}
