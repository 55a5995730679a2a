import { useTranslation } from "react-i18next";
import { HONEYPOT_FIELD } from "#app/lib/honeypot";

/** Off-screen for people and assistive technology, present for bots that fill every input. */
export function HoneypotField() {
  const { t } = useTranslation("auth");
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>{t("fields.honeypot")}</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
