import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/forms";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import type { ListedCalculation } from "../list.server";
import type { RenameProblem } from "./row-actions";
import { COMPARE_FORM_ID, rowTitleId, SavedRow } from "./saved-row";

/**
 * The saved calculations with a GET form to /compare. The rows' checkboxes belong to that form through
 * their `form` attribute (the rows hold POST forms of their own, and forms cannot nest). Without JavaScript
 * /compare explains a selection of more than five; with it, further boxes are disabled at five.
 */
export function SavedList({
  calculations,
  locale,
  rename,
  compareLimit,
}: {
  calculations: ListedCalculation[];
  locale: Locale;
  rename?: RenameProblem;
  /** The plan's: the ticks stop there. */
  compareLimit: number;
}) {
  const { t } = useTranslation("saved");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const onSelect = (id: string, checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const full = selected.size >= compareLimit;
  useRowFocusAfterChange(calculations);
  return (
    <div className="flex flex-col gap-4">
      <Form
        id={COMPARE_FORM_ID}
        method="get"
        action={localizePath("/compare", locale)}
        className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-subtle p-3"
      >
        <p className="text-sm">{t("list.compareHint", { count: compareLimit })}</p>
        <p aria-live="polite" className="text-sm font-semibold">
          {selected.size > 0 ? t("list.selectedCount", { count: selected.size }) : null}
        </p>
        <SubmitButton className="text-sm">{t("list.compare")}</SubmitButton>
      </Form>
      <ul className="flex flex-col gap-3">
        {calculations.map((calculation) => (
          // The key changes with the row, so a rename or duplicate closes its open <details>.
          <li key={`${calculation.id}-${calculation.updatedAt}`}>
            <SavedRow
              calculation={calculation}
              locale={locale}
              rename={rename?.id === calculation.id ? rename : undefined}
              selectionFull={full && !selected.has(calculation.id)}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A row deleted, renamed or duplicated is drawn anew, and the button pressed in it with it: focus would fall
 * to <body>. It goes to the row now in the deleted one's place (the next, or the last), or to the row that
 * changed; with no row left the page's heading takes it (layout/route-focus.tsx). Focus anywhere else stays.
 */
function useRowFocusAfterChange(calculations: ListedCalculation[]) {
  const before = useRef(calculations);
  useEffect(() => {
    const previous = before.current;
    before.current = calculations;
    if (previous === calculations || (document.activeElement && document.activeElement !== document.body)) return;
    const ids = calculations.map((c) => c.id);
    const gone = previous.findIndex((c) => !ids.includes(c.id));
    const changed = calculations.findIndex((c) => !previous.some((p) => p.id === c.id && p.updatedAt === c.updatedAt));
    const row = gone >= 0 ? calculations[Math.min(gone, calculations.length - 1)] : calculations[changed];
    if (row) document.getElementById(rowTitleId(row.id))?.focus();
  }, [calculations]);
}
