import { useTranslation } from "#app/platform/i18n/use-translation";
import { featureLines } from "../feature-lines";
import type { PlanLimits } from "../plans";

/** What a plan unlocks, from the limits the server enforces (`configuredPlanLimits`), passed in by the loader. */
export function PlanFeatures({ limits }: { limits: PlanLimits }) {
  const { t } = useTranslation("billing");
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {featureLines(t, limits).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
