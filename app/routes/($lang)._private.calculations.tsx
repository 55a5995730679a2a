import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { PageMeta } from "#app/components/page-meta";
import { FormAlert } from "#app/components/forms";
import { useKitForm } from "#app/components/use-kit-form";
import { useLocale } from "#app/platform/i18n/use-locale";
import { loadSavedList, savedListAction } from "#app/features/saved-calculations/list.server";
import { rowActionSchema } from "#app/features/saved-calculations/form-schemas";
import { Pages } from "#app/features/saved-calculations/ui/pages";
import { SavedList } from "#app/features/saved-calculations/ui/saved-list";
import type { Route } from "./+types/($lang)._private.calculations";

export const handle = { i18n: ["saved", "calculator", "validation"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSavedList(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return savedListAction(request, context);
}

/** /calculations: the signed-in user's saved calculations; open, rename, duplicate, delete, compare. */
export default function SavedCalculationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["saved", "common"]);
  const locale = useLocale();
  // A rename's answer goes back to its row; duplicate and delete have no fields, so theirs shows here.
  const rename = actionData?.intent === "rename" ? { id: actionData.id, result: actionData.result } : undefined;
  const [form] = useKitForm(rowActionSchema, { id: "saved-list", lastResult: actionData?.intent === "rename" ? undefined : actionData?.result });
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-lg) flex-col gap-6 px-4 py-8">
      <PageMeta title={t("list.title")} description={t("list.description")} noindex />
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t("list.title")}</h1>
        <p className="text-muted">{t("list.intro", { count: loaderData.compareLimit })}</p>
      </div>
      <FormAlert id={form.errorId} errors={form.errors} />
      {loaderData.calculations.length === 0 && loaderData.page === 1 ? (
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5">
          <p>{t("list.empty")}</p>
          <LocalizedLink to="/calculator" className="w-fit font-semibold text-accent-strong">
            {t("list.start")}
          </LocalizedLink>
        </div>
      ) : (
        <>
          <SavedList calculations={loaderData.calculations} locale={locale} rename={rename} compareLimit={loaderData.compareLimit} />
          <Pages page={loaderData.page} hasMore={loaderData.hasMore} />
        </>
      )}
    </div>
  );
}
