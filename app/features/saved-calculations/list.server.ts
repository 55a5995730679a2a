import type { Submission } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import { germanIsoDay } from "#app/lib/german-day";
import { getUser } from "#app/features/auth/session.server";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { entitlementsOf } from "#app/features/billing/subscriptions.server";
import { MAX_COMPARED } from "#app/features/calculation/compare";
import { logger } from "#app/platform/log/logger.server";
import { actionContext, forIntent, parseForm, reply, unparsed } from "#app/lib/action.server";
import { BackendError, throwBackendFailure } from "#app/platform/supabase/backend-error";
import { deleteCalculation, duplicateCalculation, listCalculations, PAGE_SIZE, renameCalculation } from "./calculations.server";
import { copyName, renameSchema, rowActionSchema } from "./form-schemas";
import { openSaved, type SavedProblem } from "./open-saved";

type Context = Readonly<RouterContextProvider>;

/** One line of the list: what identifies the calculation, and its key figures from the engine. */
export interface ListedCalculation {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  search: string;
  figures: { purchasePrice: number; monthlyPayment: number; netYieldPercent: number | null } | null;
  problem: SavedProblem | null;
}

/**
 * How many calculations the user's plan compares at once, for the list's hint and ticks. The compare page
 * checks the plan again, so when the plan cannot be read the list offers the most any plan allows rather than
 * failing: a pick beyond the plan is then refused there with the limit named.
 */
async function compareLimit(userId: string): Promise<number> {
  try {
    return (await entitlementsOf(userId)).comparisonSize;
  } catch (error) {
    logger.warn({ err: error }, "saved calculations: could not read the plan for the comparison limit");
    return MAX_COMPARED;
  }
}

/** One page (`?page=2`) of the user's calculations, most recently changed first, each evaluated by the engine. */
export async function loadSavedList(
  request: Request,
  context: Context,
): Promise<{ calculations: ListedCalculation[]; page: number; hasMore: boolean; compareLimit: number }> {
  const user = getUser(context);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "", 10) || 1));
  const limit = compareLimit(user.id);
  let rows;
  try {
    // One more than a page tells whether an older page exists.
    rows = await listCalculations(getSupabase(context), user.id, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
  } catch (error) {
    throwBackendFailure(error);
  }
  const today = germanIsoDay(new Date());
  const calculations = rows.slice(0, PAGE_SIZE).map((row): ListedCalculation => {
    const saved = openSaved(row, today);
    const { outcome } = saved;
    return {
      id: saved.id,
      name: saved.name,
      createdAt: saved.createdAt,
      updatedAt: saved.updatedAt,
      search: saved.search,
      figures: outcome.ok
        ? {
            purchasePrice: outcome.input.purchasePrice,
            monthlyPayment: outcome.result.monthlyPayment,
            netYieldPercent: outcome.result.netYieldPercent,
          }
        : null,
      problem: outcome.ok ? null : outcome.problem,
    };
  });
  return { calculations, page, hasMore: rows.length > PAGE_SIZE, compareLimit: await limit };
}

/**
 * The list's row forms: rename, duplicate, delete. The private layout's guard has checked the session;
 * row-level security (and the user filter in calculations.server.ts) keeps them to the user's own rows.
 * Every answer is `{ intent, id, result }`, so only the row form that was posted shows it.
 */
export async function savedListAction(request: Request, context: Context) {
  const user = getUser(context);
  const ctx = actionContext(context);
  const supabase = getSupabase(context);
  const back = localizePath("/calculations", ctx.locale);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const id = String(form.get("id") ?? "");
  const answer = <D extends object>(response: { data: D; init: ResponseInit | null }) => forIntent(intent, response, { id });
  const notFound = (submission: Submission<unknown>) => answer(reply.refused(submission, ctx.t("saved:errors.notFound"), { status: 404 }));

  try {
    if (intent === "rename") {
      const submission = parseForm(form, renameSchema, ctx);
      if (submission.status !== "success") return answer(reply.invalid(submission));
      const { name } = submission.value;
      if (!(await renameCalculation(supabase, user.id, submission.value.id, name))) return notFound(submission);
      return redirectWithToast(request, back, { severity: "success", summary: ctx.t("saved:list.renamed", { name }), life: 4000 });
    }
    const submission = parseForm(form, rowActionSchema, ctx);
    if (submission.status !== "success") return answer(reply.refused(unparsed(form), ctx.t("saved:errors.unknownForm")));
    if (submission.value.intent === "duplicate") {
      const copy = await duplicateCalculation(supabase, user.id, submission.value.id, (name) => copyName(name, ctx.t("saved:list.copySuffix")));
      if (!copy) return notFound(submission);
      if (!copy.ok) return answer(reply.refused(submission, ctx.t("billing:limits.saved", { count: copy.limit }), { status: 403 }));
      return redirectWithToast(request, back, { severity: "success", summary: ctx.t("saved:list.duplicated"), life: 4000 });
    }
    if (!(await deleteCalculation(supabase, user.id, submission.value.id))) return notFound(submission);
    return redirectWithToast(request, back, { severity: "success", summary: ctx.t("saved:list.deleted"), life: 4000 });
  } catch (error) {
    if (error instanceof BackendError) return answer(reply.unavailable(unparsed(form), ctx));
    throw error;
  }
}
