import { createCookieSessionStorage, redirect } from "react-router";
import { baseCookieOptions } from "#app/lib/cookie-options.server";
import type { PixelConversion } from "#app/platform/conversions/meta-event";
import { createToast, SEVERITIES, type Toast, type ToastInput } from "./toast";

/** What a redirect hands to the next page, once: the toast, and a conversion for the browser pixel. */
interface Flash {
  toast: Toast;
  pixel: PixelConversion;
}

let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, Flash>> | undefined;

function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, Flash>({ cookie: { name: "flash", maxAge: 60, ...baseCookieOptions() } });
  return storage;
}

/** Queues a toast (and a pixel conversion) for the next page, so it shows after a form post even without JavaScript. */
export async function flashToast(request: Request, input: ToastInput, pixel: PixelConversion | null = null): Promise<string> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  session.flash("toast", createToast(input));
  if (pixel) session.flash("pixel", pixel);
  return toastStorage().commitSession(session);
}

export async function redirectWithToast(
  request: Request,
  url: string,
  input: ToastInput,
  init: ResponseInit = {},
  pixel: PixelConversion | null = null,
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToast(request, input, pixel));
  return redirect(url, { ...init, headers });
}

/** Reads (and so clears) what was queued; returns the Set-Cookie header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; pixel: PixelConversion | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("flash=")) return { toast: null, pixel: null, setCookie: null };
  const session = await toastStorage().getSession(cookie);
  const value = session.get("toast");
  const toast = value && SEVERITIES.includes(value.severity) && typeof value.summary === "string" ? value : null;
  const pixel = session.get("pixel");
  return { toast, pixel: pixel && typeof pixel.eventId === "string" ? pixel : null, setCookie: await toastStorage().commitSession(session) };
}
