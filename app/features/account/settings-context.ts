import type { User } from "@supabase/supabase-js";
import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import type { Locale } from "#app/features/i18n/locales";

/** What every settings form handler gets: the request, the verified user and the page's language. */
export interface SettingsArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  form: FormData;
  user: User;
  locale: Locale;
  /** Any namespace, keys written "account:…". */
  t: TFunction;
}
