import { useTranslation } from "#app/platform/i18n/use-translation";
import { Link } from "#app/components/link";
import { LocalizedLink } from "#app/components/localized-link";
import { localizePath } from "#app/platform/i18n/locales";
import { useFormatDate, useLocale } from "#app/platform/i18n/use-locale";
import type { RecentCalculation } from "../recent";

/** The home page's recent calculations: each opens in the calculator; the list page has the rest. */
export function RecentCalculations({ calculations }: { calculations: RecentCalculation[] }) {
  const { t } = useTranslation("saved");
  const locale = useLocale();
  const formatDate = useFormatDate();
  return (
    <>
      <ul className="flex flex-col gap-2">
        {calculations.map((calculation) => (
          <li key={calculation.id} className="flex flex-col">
            <Link
              to={calculation.search ? localizePath("/calculator", locale) + calculation.search : localizePath("/calculations", locale)}
              className="font-semibold break-words"
            >
              {calculation.name}
            </Link>
            <span className="text-sm text-muted">{t("home.changedOn", { date: formatDate(calculation.updatedAt) })}</span>
          </li>
        ))}
      </ul>
      <LocalizedLink to="/calculations" className="w-fit font-semibold text-accent-strong">
        {t("home.more")}
      </LocalizedLink>
    </>
  );
}
