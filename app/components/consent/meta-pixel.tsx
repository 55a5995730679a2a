import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { PixelConversion } from "#app/features/conversions/meta-event";
import { useRootData } from "#app/lib/root-data";

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: unknown;
  loaded: boolean;
  version: string;
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
  Object.assign(fbq, { queue: [], loaded: true, version: "2.0" });
  fbq.push = fbq;
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement("script");
  script.async = true;
  script.src = scriptUrl;
  script.dataset.pixel = "meta";
  document.head.append(script);
  fbq("init", pixelId);
  fbq("track", "PageView");
}

/**
 * The advertising pixel: only when configured and the visitor consented to marketing. Consent is given or
 * withdrawn by a full page load (the consent form is a plain form post), so a withdrawal starts a page on
 * which the pixel is never installed, and the consent action expires Meta's cookies.
 */
export function MetaPixel() {
  const data = useRootData();
  const pixel = data?.pixel ?? null;
  const consented = Boolean(data?.consent?.marketing);
  const { pathname } = useLocation();
  const installedAt = useRef<string | null>(null);

  useEffect(() => {
    if (!pixel || !consented) return;
    if (installedAt.current === null) {
      installPixel(pixel.pixelId, pixel.scriptUrl);
      installedAt.current = pathname;
    } else if (installedAt.current !== pathname) {
      // A client-side navigation is a page view too.
      installedAt.current = pathname;
      window.fbq?.("track", "PageView");
    }
  }, [pixel, consented, pathname]);
  return null;
}

/** Sends a conversion from the browser with the server event's id, so Meta counts the pair once. */
export function PixelConversionEvent({ conversion }: { conversion: PixelConversion | null }) {
  const eventId = conversion?.eventId;
  const consented = Boolean(useRootData()?.consent?.marketing);
  useEffect(() => {
    if (!conversion || !consented) return;
    window.fbq?.("track", conversion.name, conversion.data ?? {}, { eventID: conversion.eventId });
    // Once per event id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, consented]);
  return null;
}
