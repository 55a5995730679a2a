import { redirect, type RouterContextProvider } from "react-router";
import { germanIsoDay } from "#app/lib/german-day";
import { canonicalQuery, toSearch } from "#app/features/calculation/view/query";
import { calculate } from "#app/features/calculation/view/run";
import { readSessionUser } from "#app/features/auth/session.server";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { actionContext, parseForm, reply } from "#app/lib/action.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { createCalculation } from "./calculations.server";
import { saveSchema } from "./form-schemas";
import { toStoredInputs } from "./stored-inputs";

type Context = Readonly<RouterContextProvider>;

/**
 * The calculator page's "Save" form. The page is public, so this action checks the session itself: a
 * signed-out post goes to the login page, which brings the visitor back to the same calculation. The inputs
 * come as the calculator URL's query and are validated again here; what is stored is the engine's input.
 */
export async function saveCalculationAction(request: Request, context: Context) {
  const ctx = actionContext(context);
  const { locale, t } = ctx;
  const form = await request.formData();
  const query = canonicalQuery(new URLSearchParams(String(form.get("search") ?? "")));
  // Not request.url: with JavaScript the form is posted to /calculator.data.
  const back = `${localizePath("/calculator", locale)}${toSearch(query)}`;

  const user = await readSessionUser(context);
  if (!user) throw redirect(`${localizePath("/login", locale)}?${new URLSearchParams({ redirectTo: back })}`);

  const submission = parseForm(form, saveSchema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  const outcome = calculate(query, germanIsoDay(new Date()));
  if (!outcome.ok) return reply.refused(submission, t("calculator:save.errors.invalidInputs"));

  try {
    const saved = await createCalculation(getSupabase(context), user.id, submission.value.name, toStoredInputs(outcome.input));
    if (!saved.ok) return reply.refused(submission, t("billing:limits.saved", { count: saved.limit }), { status: 403 });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return reply.unavailable(submission, ctx);
  }
  return redirectWithToast(request, `${back}#save`, {
    severity: "success",
    summary: t("calculator:save.saved", { name: submission.value.name }),
    life: 5000,
  });
}
