import { useTranslation } from "#app/platform/i18n/use-translation";
import { Link } from "#app/components/link";
import { LocalizedLink } from "#app/components/localized-link";
import { localizePath } from "#app/platform/i18n/locales";
import { useFormatDate, useLocale } from "#app/platform/i18n/use-locale";
import type { ChatSummary } from "../messages";

/** The signed-in home's latest conversations; each opens its page, and the chat page has the rest. */
export function RecentChats({ chats }: { chats: ChatSummary[] }) {
  const { t } = useTranslation("chat");
  const locale = useLocale();
  const formatDate = useFormatDate();
  return (
    <>
      <ul className="flex flex-col gap-2">
        {chats.map((chat) => (
          <li key={chat.id} className="flex flex-col">
            <Link to={localizePath(`/ai-chat/${chat.id}`, locale)} className="font-semibold break-words">
              {chat.title}
            </Link>
            <span className="text-sm text-muted">{t("list.updated", { date: formatDate(chat.updatedAt) })}</span>
          </li>
        ))}
      </ul>
      <LocalizedLink to="/ai-chat" className="w-fit font-semibold text-accent-strong">
        {t("list.new")}
      </LocalizedLink>
    </>
  );
}
