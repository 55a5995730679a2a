import { useEffect, useRef } from "react";
import type { FriendlyCaptchaSDK } from "@friendlycaptcha/sdk";
import { useLocale } from "#app/platform/i18n/use-locale";
import { useRootData } from "#app/lib/root-data";
import type { BotCheckWidget as Widget } from "./provider";

// One SDK per page, as the provider asks, however many forms mount a widget.
let sdk: FriendlyCaptchaSDK | undefined;

/**
 * The bot-check widget inside a form: the provider's SDK (bundled, served from our own origin, loaded only
 * in the browser) mounts into the placeholder and writes the hidden `frc-captcha-response` field. It starts
 * only once the visitor begins using the form: the SDK's agent reads browser signals, and § 25(1) TDDDG
 * covers that access too, which only a form the visitor is filling in justifies (decision 014). A post
 * before that carries no token and falls under the server's free-attempts rule, as without JavaScript.
 * Locally the stand-in's script fills the field instead (the real API cannot be reached offline), started
 * the same way. Nothing renders when the check is off.
 */
export function BotCheckWidget() {
  const widget = useRootData()?.botCheck;
  const locale = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!widget || !element) return;
    return onFirstUse(element, () => (widget.scriptUrl ? loadStandIn(widget.scriptUrl) : mountSdk(element, widget, locale)));
  }, [widget, locale]);
  if (!widget) return null;
  return <div ref={ref} className="frc-captcha" />;
}

/** Calls `start` on the first focus or pointer-down inside the placeholder's form; the cleanup undoes either. */
function onFirstUse(element: HTMLElement, start: () => (() => void) | undefined): () => void {
  const form = element.closest("form") ?? element;
  let stop: (() => void) | undefined;
  const begin = () => {
    form.removeEventListener("focusin", begin);
    form.removeEventListener("pointerdown", begin);
    stop = start();
  };
  // Focus that arrived before hydration (a field typed into while the page loaded) counts as use.
  if (form.contains(document.activeElement)) begin();
  else {
    form.addEventListener("focusin", begin);
    form.addEventListener("pointerdown", begin);
  }
  return () => {
    form.removeEventListener("focusin", begin);
    form.removeEventListener("pointerdown", begin);
    stop?.();
  };
}

function mountSdk(element: HTMLElement, widget: Widget, locale: string): () => void {
  let cancelled = false;
  let handle: { destroy(): void } | undefined;
  void import("@friendlycaptcha/sdk").then(({ FriendlyCaptchaSDK }) => {
    if (cancelled) return;
    sdk ??= new FriendlyCaptchaSDK({ apiEndpoint: widget.apiEndpoint });
    // "auto": the visitor has already focused the form, so the SDK's own "focus" trigger would wait for a second one.
    handle = sdk.createWidget({ element, sitekey: widget.siteKey, language: locale, startMode: "auto" });
  });
  return () => {
    cancelled = true;
    handle?.destroy();
  };
}

/** The stand-in's script fills every placeholder on the page, now and later; it loads once per page. */
function loadStandIn(scriptUrl: string): undefined {
  if (document.querySelector("script[data-bot-check]")) return;
  const script = document.createElement("script");
  script.src = scriptUrl;
  script.async = true;
  script.dataset.botCheck = "";
  // The enforced CSP trusts scripts our nonce'd entry adds ('strict-dynamic'); the nonce is belt and braces.
  script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  document.head.append(script);
}
