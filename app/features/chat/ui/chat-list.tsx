import { useTranslation } from "#app/platform/i18n/use-translation";
import { NavLink } from "#app/components/link";
import { LocalizedLink } from "#app/components/localized-link";
import { localizePath } from "#app/platform/i18n/locales";
import { useFormatDate, useLocale } from "#app/platform/i18n/use-locale";
import type { ChatSummary } from "../messages";
import { LabelledRegion } from "#app/components/labelled-region";

/** The user's conversations beside the chat: open one, or start a new one. Honest when it could not load. */
export function ChatList({ chats }: { chats: ChatSummary[] | null }) {
  const { t } = useTranslation("chat");
  const locale = useLocale();
  const formatDate = useFormatDate();
  return (
    <LabelledRegion as="nav" id="chat-list-heading" title={t("list.heading")} className="flex flex-col gap-3" titleClassName="text-lg font-bold">
      <LocalizedLink to="/ai-chat" className="w-fit font-semibold text-accent-strong">
        {t("list.new")}
      </LocalizedLink>
      {chats === null ? (
        <p role="alert" className="text-sm text-danger">
          {t("list.unavailable")}
        </p>
      ) : chats.length === 0 ? (
        <p className="text-sm text-muted">{t("list.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {chats.map((chat) => (
            <li key={chat.id}>
              <NavLink
                to={localizePath(`/ai-chat/${chat.id}`, locale)}
                className="flex flex-col rounded-md px-2 py-1 no-underline hover:bg-subtle aria-[current=page]:bg-subtle aria-[current=page]:font-semibold"
              >
                <span className="break-words">{chat.title}</span>
                <span className="text-xs font-normal text-muted">{t("list.updated", { date: formatDate(chat.updatedAt) })}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </LabelledRegion>
  );
}
