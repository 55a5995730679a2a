import { entitlementsOf } from "#app/features/billing/subscriptions.server";
import { checked } from "#app/platform/supabase/backend-error";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import type { Json } from "#app/types/database.types";
import type { SavedRow } from "./open-saved";
import { CURRENT_INPUTS_VERSION, type StoredInputs } from "./stored-inputs";

/**
 * The calculations table, always through the signed-in user's client: row-level security decides what a
 * user may see and change. Every query also names the user, so a mistake here finds nothing rather than
 * relying on the policies alone, and a row that is not the user's reads as "not found".
 */
const COLUMNS = "id, name, inputs, schema_version, created_at, updated_at";

/** The list page shows this many per page, most recently changed first. */
export const PAGE_SIZE = 50;

export async function listCalculations(client: AppSupabaseClient, userId: string, limit: number, offset = 0): Promise<SavedRow[]> {
  const query = client.from("calculations").select(COLUMNS).eq("user_id", userId).order("updated_at", { ascending: false });
  return checked(await query.range(offset, offset + limit - 1)) ?? [];
}

/** The user's rows among `ids`, in the order of `ids`; ids that are not the user's are simply absent. */
export async function findCalculations(client: AppSupabaseClient, userId: string, ids: readonly string[]): Promise<SavedRow[]> {
  if (ids.length === 0) return [];
  const rows =
    checked(
      await client
        .from("calculations")
        .select(COLUMNS)
        .eq("user_id", userId)
        .in("id", [...ids]),
    ) ?? [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A new calculation's id, or the plan's limit that refused it. */
type SaveWithinPlan = { ok: true; id: string } | { ok: false; limit: number };

/**
 * The one way a calculation is added, whether saved, duplicated or approved in the chat. The database counts
 * and inserts in one transaction under a per-user lock (save_calculation_within_limit), because a count here
 * followed by an insert let parallel requests pass the limit together. The plan's limit is read here, so no
 * caller can leave it out; the function saves for the session's user (auth.uid()), whom userId names.
 */
async function insertWithinPlan(
  client: AppSupabaseClient,
  userId: string,
  row: { name: string; inputs: Json; schema_version: number },
): Promise<SaveWithinPlan> {
  const { savedCalculations } = await entitlementsOf(userId);
  const id = checked(await client.rpc("save_calculation_within_limit", { ...row, max_saved: savedCalculations }));
  return id === null ? { ok: false, limit: savedCalculations } : { ok: true, id };
}

export function createCalculation(client: AppSupabaseClient, userId: string, name: string, inputs: StoredInputs): Promise<SaveWithinPlan> {
  return insertWithinPlan(client, userId, { name, inputs: inputs as Json, schema_version: CURRENT_INPUTS_VERSION });
}

/** Whether the user's calculation was renamed (false: no such calculation of theirs). */
export async function renameCalculation(client: AppSupabaseClient, userId: string, id: string, name: string): Promise<boolean> {
  const rows = checked(await client.from("calculations").update({ name }).eq("user_id", userId).eq("id", id).select("id"));
  return (rows ?? []).length > 0;
}

/** A copy with the name `copyName(original name)` (inputs and version as they are); null when not found. */
export async function duplicateCalculation(
  client: AppSupabaseClient,
  userId: string,
  id: string,
  copyName: (name: string) => string,
): Promise<SaveWithinPlan | null> {
  const original = checked(await client.from("calculations").select("name, inputs, schema_version").eq("user_id", userId).eq("id", id).maybeSingle());
  if (!original) return null;
  return insertWithinPlan(client, userId, { name: copyName(original.name), inputs: original.inputs, schema_version: original.schema_version });
}

/** Whether the user's calculation was deleted (false: no such calculation of theirs). */
export async function deleteCalculation(client: AppSupabaseClient, userId: string, id: string): Promise<boolean> {
  const rows = checked(await client.from("calculations").delete().eq("user_id", userId).eq("id", id).select("id"));
  return (rows ?? []).length > 0;
}
