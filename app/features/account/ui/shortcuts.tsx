import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { LabelledRegion } from "#app/components/labelled-region";

const SHORTCUTS = [
  { to: "/calculator", key: "calculator" },
  { to: "/ai-chat", key: "aiChat" },
  { to: "/my/profile", key: "profile" },
  { to: "/my/settings", key: "settings" },
] as const;

/** The places a signed-in user goes most, as cards with a one-line explanation each. */
export function Shortcuts() {
  const { t } = useTranslation("account");
  return (
    <LabelledRegion
      as="nav"
      id="shortcuts-title"
      title={t("home.shortcuts.title")}
      className="flex flex-col gap-3"
      titleClassName="text-xl font-bold"
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.key}>
            <LocalizedLink
              to={shortcut.to}
              className="flex h-full flex-col gap-1 rounded-lg border border-border bg-surface p-4 text-fg no-underline hover:bg-subtle"
            >
              <span className="font-semibold text-accent-strong">{t(`home.shortcuts.${shortcut.key}.label`)}</span>
              <span className="text-sm text-muted">{t(`home.shortcuts.${shortcut.key}.text`)}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </LabelledRegion>
  );
}
