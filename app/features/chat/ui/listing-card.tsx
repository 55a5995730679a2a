import type { ReactNode } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { formatters } from "#app/features/calculation/view/format";
import { TableScroller } from "#app/features/calculation/ui/figure-list";
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
  // The quoted phrases make the table wider than a phone: it scrolls in its own box (padded cells, as the
  // calculator's), not the page.
  return (
    <TableScroller label={caption}>
      <table className="w-full border-collapse">
        <caption className="px-2 pt-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="px-2 py-1 font-medium">
              {t("card.field")}
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              {t("card.value")}
            </th>
            <th scope="col" className="px-2 py-1 font-medium">
              {noteHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className="border-t border-border align-top">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {fieldLabel(row.field, t)}
              </th>
              <td className="px-2 py-1 font-semibold tabular-nums">{showValue(row.field, row.value, format, t)}</td>
              <td className="px-2 py-1 text-muted">{row.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
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
