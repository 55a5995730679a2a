import type { TFunction } from "i18next";
import { data } from "react-router";

/**
 * The one error a backend failure is thrown as: the database, Stripe, the mail server or the rate-limit
 * counter could not answer. Its code says what kind of failure it was and where ("unavailable:database"),
 * the kind decides the HTTP status and the message a visitor reads (`backendFailure`), and the cause keeps
 * the backend's own error for the log. A refusal of the request itself (a wrong password, a plan's limit)
 * is never one of these: it is answered with `reply.refused` and the user's input.
 */
type Kind = "unavailable";
type Surface = "database" | "storage" | "stripe" | "mail" | "rate-limit";
export type BackendErrorCode = `${Kind}:${Surface}`;

const STATUS: Record<Kind, number> = { unavailable: 503 };
const MESSAGE: Record<Kind, string> = { unavailable: "common:forms.unavailable" };

export class BackendError extends Error {
  override name = "BackendError";
  readonly code: BackendErrorCode;

  constructor(code: BackendErrorCode, cause?: unknown) {
    // The backend's own words stay in the message: queues store it as the row's last error for the operator.
    super(`${code}${cause === undefined ? "" : `: ${causeText(cause)}`}`, { cause });
    this.code = code;
  }

  get status(): number {
    return STATUS[kindOf(this.code)];
  }
}

function kindOf(code: BackendErrorCode): Kind {
  return code.slice(0, code.indexOf(":")) as Kind;
}

function causeText(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  if (typeof cause === "object" && cause !== null && "message" in cause && typeof cause.message === "string") return cause.message;
  return String(cause);
}

/**
 * The HTTP status and the localized message for a failure, the one mapping every answer uses: a
 * BackendError by its kind; anything else a backend threw counts as unavailable (503), never as the
 * user's fault.
 */
export function backendFailure(t: TFunction, error?: unknown): { status: number; message: string } {
  const kind = error instanceof BackendError ? kindOf(error.code) : "unavailable";
  return { status: STATUS[kind], message: t(MESSAGE[kind]) };
}

type SupabaseAnswer = { data: unknown; error: unknown };

/** A supabase-js answer's data (null when none), or a BackendError carrying its error. */
export function checked<R extends SupabaseAnswer>(answer: R): NonNullable<R["data"]> | null {
  if (answer.error) throw new BackendError("unavailable:database", answer.error);
  return (answer.data ?? null) as NonNullable<R["data"]> | null;
}

/** For a write that returns its row: no row without an error is a backend fault too. */
export function required<R extends SupabaseAnswer>(answer: R): NonNullable<R["data"]> {
  const row = checked(answer);
  if (row === null) throw new BackendError("unavailable:database", new Error("no row returned"));
  return row;
}

/**
 * A loader's one way out when the backend failed: the failure's status (`backendFailure`), thrown as a
 * response for the route's error boundary, which says the page could not be loaded. A value that is no
 * backend failure (a bug) is rethrown as it is; with no argument the caller has judged it one already.
 */
export function throwBackendFailure(error: unknown = new BackendError("unavailable:database")): never {
  if (!(error instanceof BackendError)) throw error;
  throw data(null, { status: error.status });
}

/**
 * A resource route's answer when the backend failed (a file or an image, not a page): 503 with a retry hint, so
 * the browser and the logs see an outage, never "not found".
 */
export function unavailableResponse(): Response {
  return new Response("Temporarily unavailable", { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } });
}
