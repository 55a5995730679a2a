import { adminClient } from "./clients";
import { postForm } from "./http";
import { linkTo, pathOf, waitForMail } from "./mail";
import type { RunningApp } from "./app-server";

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
