import { getAdminClient } from "#app/platform/supabase/admin.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#app/platform/i18n/locales";
import type { HookPayload } from "./hook-payload";

/**
 * The language of a mail to a user's account address (auth mails, reminders, a declaration's confirmations). The profile's saved language comes first, since that is what
 * the settings page changes; the sign-up metadata covers the moment before the profile exists or a
 * failed lookup; English is the last resort.
 */
export async function recipientLocale(user: Pick<HookPayload["user"], "id" | "user_metadata">): Promise<Locale> {
  const { data } = await getAdminClient().from("profiles").select("locale").eq("id", user.id).maybeSingle();
  if (isLocale(data?.locale)) return data.locale;
  const fromMetadata = user.user_metadata?.locale;
  return isLocale(fromMetadata) ? fromMetadata : DEFAULT_LOCALE;
}
