import type { Submission } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { readSessionUser } from "#app/features/auth/session.server";
import { withResponseFloor } from "#app/features/auth/response-floor.server";
import { matchContract } from "#app/features/billing/contract-match.server";
import { botCheck } from "#app/platform/bot-check/guard.server";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { accepted, actionContext, parseForm, reply, type ActionContext, type FormAnswer } from "#app/lib/action.server";
import { isBot } from "#app/lib/honeypot";
import { declarationLines, type DeclarationFields, type DeclarationKind } from "./content";
import { carriedOutText } from "./process.server";
import { kickDeclarations, LEASE_SECONDS, processNow } from "./queue.server";
import { loadDeclaration, recordDeclaration } from "./store.server";
import { logger } from "#app/platform/log/logger.server";
import { within } from "#app/lib/within";

/**
 * Every answer takes at least this long, so neither the contract lookup (made for a signed-in visitor)
 * nor the recording tells whether an address has a contract; the matching for everybody else happens in
 * the queue after the answer. Above the slow path of a non-owner on the 2-core machine (~0.1-0.2 s).
 */
const RESPONSE_FLOOR_MS = 600;

export interface DeclarationReceiptData {
  receivedAt: string;
  lines: string[];
  /** What happened, in the page's language (carried out, waiting for the owner, …). */
  outcome: string;
  carriedOut: boolean;
}

/** What a declaration form's values declare; `reviewOnly` shows them back to confirm instead (§ 356a's first step). */
export interface Declared {
  fields: DeclarationFields;
  reason: string | null;
  reviewOnly?: boolean;
}

/**
 * The action of both declaration forms (§ 312k cancellation, § 356a withdrawal): the form's schema and
 * what its values declare are the only differences. Answers `reply.*` for a refusal and `accepted` with
 * the `receipt` (or, for a review step, the `review` with the declaration's lines).
 */
export async function declarationAction<Schema extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: DeclarationKind,
  schema: Schema,
  declared: (value: z.output<Schema>) => Declared,
): Promise<FormAnswer<{ receipt: DeclarationReceiptData } | { review: DeclarationFields & { lines: string[] } }>> {
  const ctx = actionContext(context);
  const form = await request.formData();
  const submission = parseForm(form, schema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  const { fields, reason, reviewOnly } = declared(submission.value);
  const lines = declarationLines(ctx.t, ctx.locale, kind, fields, reason);
  if (reviewOnly) return accepted(submission, { review: { ...fields, lines } });
  return acceptDeclaration({ kind, form, submission, ctx, context, fields, reason, lines });
}

/** How long the signed-in owner's request waits for the declaration to be carried out. */
const OWNER_WAIT_MS = 5000;

/**
 * The one path of both declaration forms once they validated: limit, honeypot (recorded, flagged, never
 * carried out), bot check, then the row is written before anything else. The signed-in owner of the
 * matched contract has it carried out at once and sees the result; everybody else gets the same answer
 * ("received, takes effect once the account holder confirms"), and the queue does the rest afterwards.
 */
async function acceptDeclaration(input: {
  kind: DeclarationKind;
  form: FormData;
  submission: Submission<unknown>;
  ctx: ActionContext;
  context: Readonly<RouterContextProvider>;
  fields: DeclarationFields;
  reason: string | null;
  /** The declaration as the page shows it back to the visitor who made it. */
  lines: string[];
}) {
  const { kind, form, submission, ctx, context, fields } = input;
  const limit = await getRateLimiter().consume("declaration.ip", ctx.ip);
  if (!limit.ok) return reply.tooMany(submission, limit.retryAfterSeconds, (minutes) => ctx.t("billing:declaration.tooMany", { count: minutes }));
  const receivedAt = new Date().toISOString();
  const answer = (outcome: string, carriedOut = false) =>
    accepted(submission, { receipt: { receivedAt, lines: input.lines, outcome, carriedOut } satisfies DeclarationReceiptData });
  const pending = () => answer(ctx.t("declarations:status.pending"));
  const record = (declarantUserId: string | null, flagged: boolean, leaseSeconds: number | null) =>
    recordDeclaration(kind, { ...fields, reason: input.reason, locale: ctx.locale, receivedAt, declarantUserId, flagged, leaseSeconds });

  return withResponseFloor(RESPONSE_FLOOR_MS, async () => {
    if (isBot(form)) {
      await record(null, true, null).catch((error: unknown) =>
        logger.error({ err: error, kind }, "declarations: a flagged declaration could not be recorded"),
      );
      return pending();
    }
    if ((await botCheck("declaration", form, ctx.ip)) === "refused") return reply.botCheck(submission, ctx);

    const user = await readSessionUser(context).catch(() => null);
    let owner = false;
    try {
      owner = user !== null && (await matchContract(fields.contractReference ?? undefined, fields.email))?.userId === user.id;
    } catch (error) {
      logger.error({ err: error, kind }, "declarations: matching a signed-in declaration failed; the queue matches it again");
    }
    let id: string;
    try {
      id = await record(user?.id ?? null, false, owner ? LEASE_SECONDS : null);
    } catch (error) {
      logger.error({ err: error, kind }, "declarations: a declaration could not be recorded");
      return reply.refused(submission, ctx.t("billing:declaration.failed"), { status: 503 });
    }
    if (!owner) {
      kickDeclarations();
      return pending();
    }
    // The owner waits for the result, within reason: a stalled Stripe would hold the page for half a minute
    // (three tries of 10 s). Past that the page says it is being carried out; the work goes on and mails.
    await within(
      processNow(kind, id).catch((error: unknown) => logger.error({ err: error, kind }, "declarations: carrying out in the request failed")),
      OWNER_WAIT_MS,
    );
    const row = await loadDeclaration(kind, id).catch(() => null);
    const done = row ? await carriedOutText(ctx.t, ctx.locale, row) : null;
    return done ? answer(done, true) : answer(ctx.t("declarations:status.processing"));
  });
}
