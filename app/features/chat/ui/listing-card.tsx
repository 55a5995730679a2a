import type { ReactNode } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { formatters } from "#app/features/calculation/view/format";
import type { Locale } from "#app/platform/i18n/locales";
import type { ListingCardData } from "../tool-results";
import { fieldLabel, showValue } from "./listing-values";

interface Row {
  field: string;
  value: number | string;
  note: ReactNode;
}

/** One table of the card: input, value, and where it came from (or why it was assumed). */
function ValueTable({ caption, noteHeader, rows, locale }: { caption: string; noteHeader: string; rows: Row[]; locale: Locale }) {
  const { t } = useTranslation("listing");
  const format = formatters(locale);
  if (rows.length === 0) return null;
  return (
    <table className="w-full border-collapse">
      <caption className="text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="text-left text-muted">
          <th scope="col" className="pr-2 font-medium">
            {t("card.field")}
          </th>
          <th scope="col" className="pr-2 font-medium">
            {t("card.value")}
          </th>
          <th scope="col" className="font-medium">
            {noteHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="border-t border-border align-top">
            <th scope="row" className="pr-2 text-left font-normal">
              {fieldLabel(row.field, t)}
            </th>
            <td className="pr-2 font-semibold tabular-nums">{showValue(row.field, row.value, format, t)}</td>
            <td className="text-muted">{row.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** read_listing's tables: each value found with the phrase it came from, then what was assumed and why. */
export function ListingTable({ listing, locale }: { listing: ListingCardData; locale: Locale }) {
  const { t } = useTranslation("listing");
  return (
    <div className="mt-3 flex flex-col gap-3 text-sm">
      <ValueTable
        caption={t("card.found")}
        noteHeader={t("card.source")}
        rows={listing.found.map((row) => ({ field: row.field, value: row.value, note: <q>{row.phrase}</q> }))}
        locale={locale}
      />
      <ValueTable
        caption={t("card.assumed")}
        noteHeader={t("card.why")}
        rows={listing.assumed.map((row) => ({ field: row.field, value: row.value, note: t(`why.${row.why}`) }))}
        locale={locale}
      />
      {listing.missing.length > 0 ? (
        <p className="text-muted">{t("card.missing", { fields: listing.missing.map((field) => fieldLabel(field, t)).join(", ") })}</p>
      ) : null}
    </div>
  );
}
