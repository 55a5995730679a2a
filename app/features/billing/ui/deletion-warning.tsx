import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { useLocale } from "#app/platform/i18n/use-locale";
import type { DeletionNotice } from "../account-deletion.server";
import { longDate } from "#app/platform/i18n/long-date";

/**
 * Above the account deletion form: what deleting does to the membership (ends at once; a trial costs
 * nothing, a paid period is not refunded pro rata) and, while it is still possible, the way to withdraw
 * with a refund instead. Server-rendered, so it is there before the user confirms, with or without JS.
 */
export function DeletionWarning({ notice }: { notice: DeletionNotice }) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  if (!notice) return null;
  const key = "settings.delete.membership";
  const text =
    notice.kind === "unknown"
      ? t(`${key}.unknown`)
      : notice.until
        ? t(`${key}.${notice.kind}`, { date: longDate(notice.until, locale) })
        : t(`${key}.${notice.kind}NoDate`);
  const withdrawalOpen = notice.kind === "paid" && notice.withdrawalOpen;
  return (
    <div role="note" aria-labelledby="deletion-membership-title" className="flex flex-col gap-2 rounded-md border border-danger p-4">
      <h3 id="deletion-membership-title" className="font-bold">
        {t(`${key}.heading`)}
      </h3>
      <p>{text}</p>
      {withdrawalOpen ? <p>{t(`${key}.withdraw`)}</p> : null}
      <p className="flex flex-wrap gap-4">
        {withdrawalOpen ? <LocalizedLink to="/withdraw">{t(`${key}.withdrawLink`)}</LocalizedLink> : null}
        <LocalizedLink to="/refund">{t(`${key}.policyLink`)}</LocalizedLink>
      </p>
    </div>
  );
}
