import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import type { PixelConversion } from "#app/platform/conversions/meta-event";
import { isCleanAddress, pageAllowsPixel } from "#app/platform/conversions/pixel-pages";
import { useRootData } from "#app/lib/root-data";

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: unknown;
  loaded: boolean;
  version: string;
  disablePushState?: boolean;
};
declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/**
 * Installs Meta's command queue (the interface its script expects: calls wait in `queue` until the script
 * sets `callMethod`) and loads the script. Runs from the app's own bundle, so the CSP's strict-dynamic
 * admits the script without an inline snippet.
 */
function installPixel(pixelId: string, scriptUrl: string) {
  if (window.fbq) return;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  // Meta's script would otherwise report every history change itself, with the address as it is (a
  // calculator's query included); page views are reported below, only for clean addresses.
  Object.assign(fbq, { queue: [], loaded: true, version: "2.0", disablePushState: true });
  fbq.push = fbq;
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement("script");
  script.async = true;
  script.src = scriptUrl;
  script.dataset.pixel = "meta";
  document.head.append(script);
  // No automatic events (button clicks, page metadata): only what is described in the banner and section 3.8.
  fbq("set", "autoConfig", false, pixelId);
  fbq("init", pixelId);
}

/** The pixel, when it is configured, consented to, and the page opts in (`handle.advertisingPixel`). */
function usePixelActive() {
  const data = useRootData();
  const pixel = data?.pixel ?? null;
  const consented = Boolean(data?.consent?.marketing);
  const allowed = pageAllowsPixel(useMatches());
  return pixel && consented && allowed ? pixel : null;
}

// Meta's script sends the address and the referrer as they are, so it reports only while both are clean.
const cleanAddress = () => isCleanAddress(window.location.href) && isCleanAddress(document.referrer);

/**
 * The advertising pixel: only when configured, the visitor consented to marketing and the page may carry it.
 * Consent is given or withdrawn by a full page load (the consent form is a plain form post), so a withdrawal
 * starts a page on which the pixel is never installed, and the consent action expires Meta's cookies.
 */
export function MetaPixel() {
  const pixel = usePixelActive();
  const { key } = useLocation();
  const reportedAt = useRef<string | null>(null);

  useEffect(() => {
    if (!pixel || reportedAt.current === key || !cleanAddress()) return;
    installPixel(pixel.pixelId, pixel.scriptUrl);
    // The first page and every client-side navigation to a page that may carry the pixel is a page view.
    reportedAt.current = key;
    window.fbq?.("track", "PageView");
  }, [pixel, key]);
  return null;
}

/** Sends a conversion from the browser with the server event's id, so Meta counts the pair once. */
export function PixelConversionEvent({ conversion }: { conversion: PixelConversion | null }) {
  const eventId = conversion?.eventId;
  const pixel = usePixelActive();
  useEffect(() => {
    if (!conversion || !pixel || !cleanAddress()) return;
    window.fbq?.("track", conversion.name, conversion.data ?? {}, { eventID: conversion.eventId });
    // Once per event id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, pixel]);
  return null;
}
