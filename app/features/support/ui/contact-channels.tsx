import { useTranslation } from "react-i18next";
import type { ContactChannels as Channels } from "../inbox";

/** The operator's e-mail and messenger, beside the form; nothing while the operator config has placeholders. */
export function ContactChannels({ channels }: { channels: Channels }) {
  const { t } = useTranslation("support");
  if (!channels.email && !channels.messaging) return null;
  return (
    <aside aria-labelledby="support-channels" className="rounded-xl border border-border bg-surface p-6">
      <h2 id="support-channels" className="text-lg font-semibold">
        {t("channels.heading")}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {channels.email ? (
          <li>
            <a href={`mailto:${channels.email}`} className="font-semibold text-accent-strong">
              {t("channels.email", { email: channels.email })}
            </a>
          </li>
        ) : null}
        {channels.messaging ? (
          <li>
            <a href={channels.messaging.url} rel="noopener noreferrer" className="font-semibold text-accent-strong">
              {t("channels.messaging", { service: channels.messaging.service })}
            </a>
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
