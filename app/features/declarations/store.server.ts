import { stripeApiOrigin } from "#app/features/billing/stripe.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import type { Database } from "#app/types/database.types";
import type { DeclarationFields, DeclarationKind } from "./content";
import { BackendError } from "#app/platform/supabase/backend-error";

type Tables = Database["public"]["Tables"];
type CancellationRow = Tables["contract_cancellations"]["Row"];
type WithdrawalRow = Tables["contract_withdrawals"]["Row"];
export type DeclarationRow = CancellationRow | WithdrawalRow;
/** The queue's columns, the same in both tables. */
export type DeclarationUpdate = Tables["contract_withdrawals"]["Update"];

const TABLE = { cancellation: "contract_cancellations", withdrawal: "contract_withdrawals" } as const;

export async function loadDeclaration(kind: DeclarationKind, id: string): Promise<DeclarationRow | null> {
  const { data, error } = await getAdminClient().from(TABLE[kind]).select("*").eq("id", id).maybeSingle();
  if (error) throw new BackendError("unavailable:database", error);
  return data;
}

/** Updates one row (optionally only while it is in `whenState`); returns whether a row changed. */
export async function updateDeclaration(kind: DeclarationKind, id: string, values: DeclarationUpdate, whenState?: string): Promise<boolean> {
  let query = getAdminClient().from(TABLE[kind]).update(values).eq("id", id);
  if (whenState) query = query.eq("state", whenState);
  const { data, error } = await query.select("id");
  if (error) throw new BackendError("unavailable:database", error);
  return (data ?? []).length > 0;
}

/**
 * The owner's one-time link: turns the row back into work (queued, identified by the link), once, while
 * the link is valid. Returns false for a used, expired or unknown link.
 */
export async function confirmByOwner(kind: DeclarationKind, id: string, leaseSeconds: number): Promise<boolean> {
  const now = new Date();
  const { data, error } = await getAdminClient()
    .from(TABLE[kind])
    .update({
      state: "queued",
      identified_by: "link",
      confirmed_at: now.toISOString(),
      // Leased to the request that confirmed, which carries it out at once; the worker takes over after.
      next_attempt_at: new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
    })
    .eq("id", id)
    .eq("state", "awaiting_owner")
    .is("confirmed_at", null)
    .gt("confirm_expires_at", now.toISOString())
    .select("id");
  if (error) throw new BackendError("unavailable:database", error);
  return (data ?? []).length > 0;
}

export interface NewDeclaration extends DeclarationFields {
  reason: string | null;
  locale: string;
  receivedAt: string;
  declarantUserId: string | null;
  /** A honeypot hit: kept as a record, never carried out. */
  flagged: boolean;
  /** Leased to the request (the signed-in owner's declaration is carried out while it waits). */
  leaseSeconds: number | null;
}

/** Writes the declaration before anything else is done with it; throws when it could not be recorded. */
export async function recordDeclaration(kind: DeclarationKind, v: NewDeclaration): Promise<string> {
  const common = {
    name: v.name,
    email: v.email,
    contract_reference: v.contractReference || null,
    locale: v.locale,
    received_at: v.receivedAt,
    declarant_user_id: v.declarantUserId,
    state: v.flagged ? "flagged" : "queued",
    stripe_api: stripeApiOrigin(),
    ...(v.leaseSeconds ? { next_attempt_at: new Date(Date.parse(v.receivedAt) + v.leaseSeconds * 1000).toISOString() } : {}),
  };
  const admin = getAdminClient();
  const c = v.cancellation;
  const { data, error } =
    kind === "cancellation" && c
      ? await admin
          .from("contract_cancellations")
          .insert({
            ...common,
            kind: c.kind,
            reason: v.reason,
            requested_end: c.end,
            requested_date: c.end === "specific" ? c.date : null,
          })
          .select("id")
          .single()
      : await admin.from("contract_withdrawals").insert(common).select("id").single();
  if (error) throw new BackendError("unavailable:database", error);
  return data.id;
}

/** The fields as the lines and mails need them, from a stored row. */
export function fieldsOf(row: DeclarationRow): DeclarationFields {
  const base = { name: row.name, email: row.email, contractReference: row.contract_reference };
  if (!("kind" in row)) return base;
  return {
    ...base,
    cancellation: {
      kind: row.kind === "extraordinary" ? "extraordinary" : "ordinary",
      end: row.requested_end === "specific" ? "specific" : "next_possible",
      date: row.requested_date,
    },
  };
}
