import { useTranslation } from "#app/platform/i18n/use-translation";
import type { ContactChannels as Channels } from "../inbox";
import { LabelledRegion } from "#app/components/labelled-region";

/** The operator's e-mail and messenger, beside the form; nothing while the operator config has placeholders. */
export function ContactChannels({ channels }: { channels: Channels }) {
  const { t } = useTranslation("support");
  if (!channels.email && !channels.messaging) return null;
  return (
    <LabelledRegion
      as="aside"
      id="support-channels"
      title={t("channels.heading")}
      className="rounded-xl border border-border bg-surface p-6"
      titleClassName="text-lg font-semibold"
    >
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
    </LabelledRegion>
  );
}
