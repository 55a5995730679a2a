import { createCookieSessionStorage, redirect } from "react-router";
import { baseCookieOptions } from "#app/lib/cookie-options.server";
import { createToast, SEVERITIES, type Toast, type ToastInput } from "./toast";

const KEY = "toast";
let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>> | undefined;

function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, { toast: Toast }>({ cookie: { name: "flash", maxAge: 60, ...baseCookieOptions() } });
  return storage;
}

/** Queues a toast for the next page, so it shows after a form post even without JavaScript. */
export async function flashToast(request: Request, input: ToastInput): Promise<string> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  session.flash(KEY, createToast(input));
  return toastStorage().commitSession(session);
}

export async function redirectWithToast(request: Request, url: string, input: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToast(request, input));
  return redirect(url, { ...init, headers });
}

/** Reads (and so clears) the queued toast; returns the Set-Cookie header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("flash=")) return { toast: null, setCookie: null };
  const session = await toastStorage().getSession(cookie);
  const value = session.get(KEY);
  const toast = value && SEVERITIES.includes(value.severity) && typeof value.summary === "string" ? value : null;
  return { toast, setCookie: await toastStorage().commitSession(session) };
}
