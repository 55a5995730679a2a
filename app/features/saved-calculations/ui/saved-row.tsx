import { useTranslation } from "#app/platform/i18n/use-translation";
import { Link } from "#app/components/link";
import { formatters } from "#app/features/calculation/view/format";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import { useFormatDate } from "#app/platform/i18n/use-locale";
import type { ListedCalculation } from "../list.server";
import { RowActions, type RenameProblem } from "./row-actions";

export const COMPARE_FORM_ID = "compare-form";
/** A row's title: it names the row, and takes the focus after a change to the list (saved-list.tsx). */
export const rowTitleId = (id: string) => `saved-${id}`;

/** One saved calculation: its name (opens it in the calculator), dates, key figures, selection and actions. */
export function SavedRow(props: {
  calculation: ListedCalculation;
  locale: Locale;
  rename?: RenameProblem;
  selectionFull: boolean;
  onSelect: (id: string, selected: boolean) => void;
}) {
  const { t } = useTranslation(["saved", "calculator"]);
  const formatDate = useFormatDate();
  const { calculation: saved, locale } = props;
  const format = formatters(locale);
  const titleId = rowTitleId(saved.id);
  const savedOn = formatDate(saved.createdAt);
  const changedOn = formatDate(saved.updatedAt);
  const dates = savedOn === changedOn ? t("list.savedOn", { date: savedOn }) : t("list.changedOn", { date: savedOn, changed: changedOn });
  const selectId = `select-${saved.id}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} tabIndex={-1} className="text-lg font-bold break-words">
          {saved.search ? <Link to={localizePath("/calculator", locale) + saved.search}>{saved.name}</Link> : saved.name}
        </h2>
        <p className="text-sm text-muted">{dates}</p>
      </div>
      {saved.figures ? (
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <Figure label={t("list.purchasePrice")} value={format.money(saved.figures.purchasePrice)} />
          <Figure label={t("list.monthlyPayment")} value={format.money(saved.figures.monthlyPayment)} />
          <Figure
            label={t("list.netYield")}
            value={saved.figures.netYieldPercent === null ? t("list.notLet") : format.percent(saved.figures.netYieldPercent)}
          />
        </dl>
      ) : (
        <p className="text-sm text-danger">{t(`list.problems.${saved.problem ?? "invalid"}`)}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {saved.figures ? (
          <div className="flex items-center gap-2">
            <input
              id={selectId}
              type="checkbox"
              name="ids"
              value={saved.id}
              form={COMPARE_FORM_ID}
              className="size-5 accent-(--color-accent)"
              onChange={(event) => props.onSelect(saved.id, event.currentTarget.checked)}
              disabled={props.selectionFull ? true : undefined}
            />
            <label htmlFor={selectId} className="text-sm">
              {/* The visible text starts the accessible name, which also says which calculation it selects. */}
              <span aria-hidden="true">{t("list.select")}</span>
              <span className="sr-only">{t("list.selectNamed", { name: saved.name })}</span>
            </label>
          </div>
        ) : null}
        <RowActions id={saved.id} name={saved.name} rename={props.rename} />
      </div>
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
