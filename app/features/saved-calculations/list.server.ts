import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { germanIsoDay } from "#app/features/calculation/dates";
import { getUser } from "#app/features/auth/session.server";
import { getInstance, getLocale } from "#app/features/i18n/i18next.server";
import { localizePath, type Locale } from "#app/features/i18n/locales";
import { getSupabase } from "#app/features/supabase/client.server";
import { redirectWithToast } from "#app/features/toast/toast.server";
import { createErrorMap } from "#app/features/validation/error-map";
import { savedCalculationRoom } from "#app/features/billing/limits.server";
import { BackendError, deleteCalculation, duplicateCalculation, listCalculations, PAGE_SIZE, renameCalculation } from "./calculations.server";
import { copyName, renameSchema, rowActionSchema } from "./form-schemas";
import { openSaved } from "./open-saved";

type Context = Readonly<RouterContextProvider>;

/** One line of the list: what identifies the calculation, and its key figures from the engine. */
export interface ListedCalculation {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  search: string;
  figures: { purchasePrice: number; monthlyPayment: number; netYieldPercent: number | null } | null;
  problem: "newer" | "invalid" | null;
}

/** One page (`?page=2`) of the user's calculations, most recently changed first, each evaluated by the engine. */
export async function loadSavedList(
  request: Request,
  context: Context,
): Promise<{ calculations: ListedCalculation[]; page: number; hasMore: boolean }> {
  const user = getUser(context);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get("page") ?? "", 10) || 1));
  let rows;
  try {
    // One more than a page tells whether an older page exists.
    rows = await listCalculations(getSupabase(context), user.id, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
  } catch (error) {
    if (error instanceof BackendError) throw data(null, { status: 503 });
    throw error;
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
  return { calculations, page, hasMore: rows.length > PAGE_SIZE };
}

export type ListActionData =
  { intent: "rename"; id: string; errors: Record<string, string[] | null>; value: string } | { intent: null; message: string };

/**
 * The list's row forms: rename, duplicate, delete. The private layout's guard has checked the session;
 * row-level security (and the user filter in calculations.server.ts) keeps them to the user's own rows.
 */
export async function savedListAction(request: Request, context: Context) {
  const user = getUser(context);
  const locale = getLocale(context) as Locale;
  const t = getInstance(context).getFixedT(locale, "saved");
  const supabase = getSupabase(context);
  const back = localizePath("/calculations", locale);
  const form = await request.formData();
  const intent = form.get("intent");
  const errorMap = createErrorMap(getInstance(context).t, locale);
  const fail = (status: number, message: string) => data<ListActionData>({ intent: null, message }, { status });

  try {
    if (intent === "rename") {
      const submission = parseWithZod(form, { schema: renameSchema, error: errorMap });
      if (submission.status !== "success") {
        return data<ListActionData>(
          { intent: "rename", id: String(form.get("id") ?? ""), errors: submission.reply().error ?? {}, value: String(form.get("name") ?? "") },
          { status: 400 },
        );
      }
      const { id, name } = submission.value;
      if (!(await renameCalculation(supabase, user.id, id, name))) return fail(404, t("errors.notFound"));
      return redirectWithToast(request, back, { severity: "success", summary: t("list.renamed", { name }), life: 4000 });
    }
    const submission = parseWithZod(form, { schema: rowActionSchema, error: errorMap });
    if (submission.status !== "success") return fail(400, t("errors.unknownForm"));
    const { id } = submission.value;
    if (submission.value.intent === "duplicate") {
      const room = await savedCalculationRoom(supabase, user.id);
      if (!room.ok) return fail(403, t("billing:limits.saved", { count: room.limit }));
      const copy = await duplicateCalculation(supabase, user.id, id, (name) => copyName(name, t("list.copySuffix")));
      if (!copy) return fail(404, t("errors.notFound"));
      return redirectWithToast(request, back, { severity: "success", summary: t("list.duplicated"), life: 4000 });
    }
    if (!(await deleteCalculation(supabase, user.id, id))) return fail(404, t("errors.notFound"));
    return redirectWithToast(request, back, { severity: "success", summary: t("list.deleted"), life: 4000 });
  } catch (error) {
    if (error instanceof BackendError) return fail(502, t("errors.backend"));
    throw error;
  }
}
