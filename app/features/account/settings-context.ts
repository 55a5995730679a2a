import type { User } from "@supabase/supabase-js";
import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import type { Locale } from "#app/platform/i18n/locales";
import type { ActionContext } from "#app/lib/action.server";

/** What every settings form handler gets: the request, the verified user and the page's language. */
export interface SettingsArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  user: User;
  locale: Locale;
  /** Any namespace, keys written "account:…". */
  t: TFunction;
  /** The shared action context (locale, t, error map, client IP) for parseForm and reply. */
  ctx: ActionContext;
}
