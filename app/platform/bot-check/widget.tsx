import { useEffect, useRef } from "react";
import type { FriendlyCaptchaSDK } from "@friendlycaptcha/sdk";
import { useLocale } from "#app/platform/i18n/use-locale";
import { useRootData } from "#app/lib/root-data";

// One SDK per page, as the provider asks, however many forms mount a widget.
let sdk: FriendlyCaptchaSDK | undefined;

/**
 * The bot-check widget inside a form: the provider's SDK (bundled, served from our own origin, loaded only
 * in the browser) mounts into the placeholder and writes the hidden `frc-captcha-response` field. Without
 * JavaScript nothing loads and the server's elevated-attempts rule applies. Locally the stand-in's script
 * fills the field instead (the real API cannot be reached offline). Nothing renders when the check is off.
 */
export function BotCheckWidget() {
  const widget = useRootData()?.botCheck;
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!widget || !element) return;
    if (widget.scriptUrl) {
      if (document.querySelector("script[data-bot-check]")) return;
      const script = document.createElement("script");
      script.src = widget.scriptUrl;
      script.async = true;
      script.dataset.botCheck = "";
      // The enforced CSP trusts scripts our nonce'd entry adds ('strict-dynamic'); the nonce is belt and braces.
      script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
      document.head.append(script);
      return;
    }
    let cancelled = false;
    let handle: { destroy(): void } | undefined;
    void import("@friendlycaptcha/sdk").then(({ FriendlyCaptchaSDK }) => {
      if (cancelled) return;
      sdk ??= new FriendlyCaptchaSDK({ apiEndpoint: widget.apiEndpoint });
      handle = sdk.createWidget({ element, sitekey: widget.siteKey, language: locale });
    });
    return () => {
      cancelled = true;
      handle?.destroy();
    };
  }, [widget, locale]);
  if (!widget) return null;
  return <div ref={ref} className="frc-captcha" />;
}
