import { adminClient } from "../support/clients";
import { linkTo, pathOf, waitForMail } from "../support/mail";
import type { RunningApp } from "../support/app-server";

/** Posts a form the way a browser without JavaScript does (urlencoded, no redirect following). */
export function postForm(app: RunningApp, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(app.url + path, { method: "POST", body: new URLSearchParams(fields), headers, redirect: "manual" });
}

/** A newsletter row as stored, seen with full rights. */
export async function subscriberRow(email: string) {
  return (await adminClient().from("newsletter_subscribers").select("*").eq("email", email).maybeSingle()).data;
}

/** Signs up and confirms through the app, as the mails' links do; returns the confirmation link's path. */
export async function subscribe(app: RunningApp, email: string, path = "/newsletter"): Promise<string> {
  await postForm(app, path, { email });
  const confirm = pathOf(linkTo(await waitForMail({ to: email, subject: /confirm|bestätige/i }), "/newsletter/confirm"));
  await postForm(app, confirm, { token: new URL(confirm, app.url).searchParams.get("token") ?? "" });
  return confirm;
}
