import type { RouterContextProvider } from "react-router";
import { germanIsoDay } from "#app/lib/german-day";
import { getUser } from "#app/features/auth/session.server";
import { getSupabase } from "#app/platform/supabase/client.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { listCalculations } from "./calculations.server";
import { openSaved } from "./open-saved";

export interface RecentCalculation {
  id: string;
  name: string;
  updatedAt: string;
  /** The calculator query to open it with; "" when it cannot be opened (the list page explains why). */
  search: string;
}

const RECENT = 5;

/**
 * The signed-in home's most recently changed calculations, or null when the backend did not answer: the
 * home page stays usable and says the list could not be loaded, never that there is none.
 */
export async function loadRecentCalculations(context: Readonly<RouterContextProvider>): Promise<RecentCalculation[] | null> {
  let rows;
  try {
    rows = await listCalculations(getSupabase(context), getUser(context).id, RECENT);
  } catch (error) {
    if (error instanceof BackendError) return null;
    throw error;
  }
  const today = germanIsoDay(new Date());
  return rows.map((row) => {
    const saved = openSaved(row, today);
    return { id: saved.id, name: saved.name, updatedAt: saved.updatedAt, search: saved.search };
  });
}
