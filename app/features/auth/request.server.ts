import { redirect, type RouterContextProvider } from "react-router";
import { localizePath } from "#app/platform/i18n/locales";
import { actionContext } from "#app/lib/action.server";
import { readSessionUser } from "./session.server";

/** Sign-in and sign-up are for signed-out visitors (their loader); a signed-in one goes to the app in the page's language. */
export async function redirectSignedIn(context: Readonly<RouterContextProvider>): Promise<null> {
  if (await readSessionUser(context)) throw redirect(localizePath("/app", actionContext(context).locale));
  return null;
}
