import { useTranslation } from "#app/platform/i18n/use-translation";
import { CONVENTION_IDS } from "../conventions";

/** The engine's conventions, as the catalogue states them (order in conventions.ts). */
export function HowWeCalculate() {
  const { t } = useTranslation("calculator");
  return (
    <details className="rounded-lg border border-border bg-surface p-4 print:hidden">
      <summary className="cursor-pointer text-lg font-semibold">{t("howWeCalculate.title")}</summary>
      <p className="mt-3 text-muted">{t("howWeCalculate.intro")}</p>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-6">
        {CONVENTION_IDS.map((id) => (
          <li key={id}>{t(`howWeCalculate.items.${id}`)}</li>
        ))}
      </ol>
    </details>
  );
}
