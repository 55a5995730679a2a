import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { data, type HeadersFunction, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getInstance, getLocale } from "#app/platform/i18n/i18next.server";
import { isLocale, type Locale } from "#app/platform/i18n/locales";
import { createErrorMap } from "#app/platform/validation/error-map";
import { backendFailure } from "#app/platform/supabase/backend-error";
import { getRequestInfo } from "#app/lib/request-context";

/** What every action needs: the page's language, its messages, zod's error map and the client IP. */
export interface ActionContext {
  locale: Locale;
  t: TFunction;
  errorMap: z.core.$ZodErrorMap;
  ip: string;
}

export function actionContext(context: Readonly<RouterContextProvider>): ActionContext {
  const language = getLocale(context);
  const locale: Locale = isLocale(language) ? language : "en";
  const t = getInstance(context).getFixedT(locale);
  return { locale, t, errorMap: createErrorMap(t, locale), ip: getRequestInfo(context).clientIp };
}

/** Parses a posted form with the schema and the localized error map (the same call the browser makes). */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema, ctx: Pick<ActionContext, "errorMap">) {
  return parseWithZod(formData, { schema, error: ctx.errorMap });
}

/**
 * The submission of a form answered without its own schema: an upload read as a stream, a form refused
 * before it is parsed (the user is gone, the intent is unknown). What was posted, if anything, comes back
 * as it is, so `reply.*` answers it like any other form.
 */
export function unparsed(form: FormData = new FormData()) {
  return parseWithZod(form, { schema: z.object({}) });
}

// Secrets are never sent back into a form, whichever form they came from.
const SECRET_FIELDS = ["password", "confirmPassword", "currentPassword", "newPassword"];

interface ReplyOptions {
  hideFields?: string[];
  headers?: HeadersInit;
}

type AnySubmission = Submission<unknown>;

function refusal(submission: AnySubmission, formErrors: string[] | undefined, status: number, options: ReplyOptions = {}) {
  const hideFields = [...SECRET_FIELDS, ...(options.hideFields ?? [])];
  return data({ result: submission.reply({ formErrors, hideFields }) }, { status, headers: options.headers });
}

/**
 * The one way an action answers a form it did not accept: the submitted values come back (so the form keeps
 * them with or without JavaScript; secrets excepted) under `result`, with the status that says why.
 */
export const reply = {
  /** Field errors from the schema. */
  invalid: (submission: AnySubmission, options?: ReplyOptions) => refusal(submission, undefined, 400, options),

  /** One field refused after the schema passed (a wrong current password, the address already in use …). */
  field: (submission: AnySubmission, name: string, message: string, options: ReplyOptions = {}) =>
    data(
      { result: submission.reply({ fieldErrors: { [name]: [message] }, hideFields: [...SECRET_FIELDS, ...(options.hideFields ?? [])] }) },
      { status: 400, headers: options.headers },
    ),

  /** A refusal the user can act on (wrong password, limit of the plan …), as a form-level message. */
  refused: (submission: AnySubmission, message: string, options: ReplyOptions & { status?: number } = {}) =>
    refusal(submission, [message], options.status ?? 400, options),

  /**
   * A limit was reached: 429 with Retry-After, and the wait in whole minutes (at least 1) for the message;
   * pass it to `t` as `count` so the message can say "1 minute".
   */
  tooMany: (submission: AnySubmission, retryAfterSeconds: number, message: (minutes: number) => string, options: ReplyOptions = {}) => {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const headers = new Headers(options.headers);
    headers.set("Retry-After", String(seconds));
    return refusal(submission, [message(Math.max(1, Math.ceil(seconds / 60)))], 429, { ...options, headers });
  },

  /** The bot check (app/platform/bot-check) refused or is required: the form keeps its values. */
  botCheck: (submission: AnySubmission, ctx: Pick<ActionContext, "t">, options?: ReplyOptions) =>
    refusal(submission, [ctx.t("common:forms.botCheck")], 400, options),

  /**
   * A backend or third party could not answer (503), never a claim that the input was wrong. The status
   * and message come from `backendFailure`, the one mapping of a BackendError (pass it as `error`).
   */
  unavailable: (submission: AnySubmission, ctx: Pick<ActionContext, "t">, options?: ReplyOptions & { error?: unknown }) => {
    const failure = backendFailure(ctx.t, options?.error);
    return refusal(submission, [failure.message], failure.status, options);
  },
};

/**
 * A success answer that keeps the page (a "sent" state, …) rather than redirecting: the form is reset and
 * `extra` carries what the page shows.
 */
export function accepted<Extra extends Record<string, unknown>>(submission: AnySubmission, extra: Extra) {
  return data({ result: submission.reply({ resetForm: true }), ...extra });
}

/**
 * What an action answering with `accepted` and `reply.*` returns. Declare it as the action's return type:
 * the inferred one folds the success into the refusals (it is a subtype of them), and the page could no
 * longer tell the two apart.
 */
export type FormAnswer<Extra extends Record<string, unknown>> = ReturnType<typeof reply.invalid> | ReturnType<typeof accepted<Extra>>;

/**
 * Tags an answer with the form it belongs to, on a page with several forms (one `intent` each), so only
 * that form shows it: `{ intent, result, …extra }` (e.g. the row a row form acts on) with the answer's status and headers.
 */
export function forIntent<Intent extends string, D extends object, E extends object = object>(
  intent: Intent,
  answer: { data: D; init: ResponseInit | null },
  extra: E = {} as E,
) {
  return data({ ...answer.data, ...extra, intent }, answer.init ?? undefined);
}

/**
 * A route's `headers` export for a page whose action answers with headers of its own (`reply.tooMany`'s
 * Retry-After): they reach the document response too, not only data requests.
 */
export const passActionHeaders: HeadersFunction = ({ actionHeaders }) => actionHeaders;
