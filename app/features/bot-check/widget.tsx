import { useEffect } from "react";
import { useLocale } from "#app/features/i18n/use-locale";
import { useRootData } from "#app/lib/root-data";

/**
 * The bot-check widget inside a form: an empty placeholder the provider's script fills (it adds the hidden
 * `frc-captcha-response` field). The script is loaded only in the browser, so without JavaScript nothing
 * is fetched and the server's elevated-attempts rule applies instead. Nothing renders when it is off.
 */
export function BotCheckWidget() {
  const widget = useRootData()?.botCheck;
  const locale = useLocale();
  useEffect(() => {
    if (!widget || document.querySelector("script[data-bot-check]")) return;
    const script = document.createElement("script");
    script.src = widget.scriptUrl;
    script.async = true;
    script.dataset.botCheck = "";
    // The enforced CSP trusts scripts our nonce'd entry adds ('strict-dynamic'); the nonce is belt and braces.
    script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
    document.head.append(script);
  }, [widget]);
  if (!widget) return null;
  return <div className="frc-captcha" data-sitekey={widget.siteKey} data-api-endpoint={widget.apiEndpoint} data-lang={locale} />;
}
