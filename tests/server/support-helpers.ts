import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { LOCAL_PUBLISHABLE_KEY } from "@kolleague/local-stand-ins";
import type { Database } from "../../app/types/database.types";
import { backendUrl } from "../support/session";
import { adminClient } from "./account-helpers";
import type { RunningApp } from "../support/app-server";

/** A captured message as the backend's mail API returns it. */
export interface CapturedMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  links: string[];
}

/** Every captured message to an address, newest first (summaries). */
export async function mailsTo(address: string): Promise<{ id: string; subject: string }[]> {
  return (await fetch(`${backendUrl()}/__mail/api/messages?to=${encodeURIComponent(address)}`)).json();
}

/** The newest message to an address whose subject matches, once it has arrived (whole message). */
export async function waitForMail(address: string, subject: RegExp = /./, after = 0): Promise<CapturedMail> {
  for (let i = 0; i < 60; i++) {
    const list = await mailsTo(address);
    const match = list.slice(0, Math.max(0, list.length - after)).find((mail) => subject.test(mail.subject));
    if (match) return (await fetch(`${backendUrl()}/__mail/api/messages/${match.id}`)).json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" to ${address}`);
}

/** Posts a form the way a browser without JavaScript does (urlencoded, no redirect following). */
export function postForm(app: RunningApp, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(app.url + path, { method: "POST", body: new URLSearchParams(fields), headers, redirect: "manual" });
}

/** The app-relative path and query of a link in a mail (the mail links to APP_URL, which is the test app). */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

/** The link in a mail whose path ends with `path` (e.g. "/newsletter/confirm"). */
export function linkTo(mail: CapturedMail, path: string): string {
  const link = mail.links.find((href) => new URL(href).pathname.endsWith(path));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return link;
}

/** A newsletter row as stored, seen with full rights. */
export async function subscriberRow(email: string) {
  return (await adminClient().from("newsletter_subscribers").select("*").eq("email", email).maybeSingle()).data;
}

/** Signs up and confirms through the app, as the mails' links do; returns the confirmation link's path. */
export async function subscribe(app: RunningApp, email: string, path = "/newsletter"): Promise<string> {
  await postForm(app, path, { email });
  const confirm = pathOf(linkTo(await waitForMail(email, /confirm|bestätige/i), "/newsletter/confirm"));
  await postForm(app, confirm, { token: new URL(confirm, app.url).searchParams.get("token") ?? "" });
  return confirm;
}

/** A signed-out supabase-js client talking to the backend directly (role anon). */
export const anonymousClient = () =>
  createClient<Database>(backendUrl(), LOCAL_PUBLISHABLE_KEY, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    auth: { persistSession: false, autoRefreshToken: false },
  });
