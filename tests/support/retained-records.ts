import type { RetainedTable } from "../../app/features/user-data/retention";
import type { adminClient } from "./clients";
import { uniqueEmail } from "./session";

/** One order, cancellation or withdrawal as the app stores them, with only what its table requires; answers its id. */
export async function insertRetainedRecord(
  admin: ReturnType<typeof adminClient>,
  table: RetainedTable,
  subscriptionId: string | null,
  at: string,
): Promise<string> {
  const person = { email: uniqueEmail("retained-record"), locale: "en", subscription_id: subscriptionId };
  const declaration = { ...person, name: "R. Tention", received_at: at };
  const { data, error } =
    table === "billing_orders"
      ? await admin
          .from(table)
          .insert({
            ...person,
            ordered_at: at,
            price_lookup_key: "kolleague_plus_monthly",
            unit_amount: 999,
            currency: "eur",
            billing_interval: "month",
            terms_version: "test",
            early_start_requested: false,
          })
          .select("id")
          .single()
      : table === "contract_cancellations"
        ? await admin
            .from(table)
            .insert({ ...declaration, kind: "ordinary", requested_end: "next_possible" })
            .select("id")
            .single()
        : await admin.from(table).insert(declaration).select("id").single();
  if (error) throw error;
  return data.id;
}
