import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { DbRole, RequestAuth } from "../http/types";

const ROLES: readonly DbRole[] = ["anon", "authenticated", "service_role"];

/** Thrown to end a transaction with ROLLBACK while still handing a result back (Prefer: tx=rollback). */
class RollbackWith<T> {
  constructor(readonly value: T) {}
}

export interface RoleTxOptions {
  readOnly?: boolean;
  rollback?: boolean;
  /** Extra transaction-local settings (name → value), e.g. storage.allow_delete_query. */
  settings?: Record<string, string>;
}

/**
 * Runs fn in one transaction as the request's role with its JWT claims set, the way PostgREST does,
 * so that grants and row-level security decide what the request may see and change.
 */
export async function withRequestRole<T>(
  db: PGlite,
  auth: RequestAuth,
  fn: (tx: Transaction) => Promise<T>,
  options: RoleTxOptions = {},
): Promise<T> {
  if (!ROLES.includes(auth.role)) throw new Error(`Refusing to run as unexpected role ${String(auth.role)}`);
  const claims = auth.claims ?? { role: auth.role };
  try {
    return await db.transaction(async (tx) => {
      if (options.readOnly) await tx.exec("set transaction read only");
      const sub = typeof claims.sub === "string" ? claims.sub : "";
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
        [auth.role, JSON.stringify(claims), sub],
      );
      for (const [name, value] of Object.entries(options.settings ?? {})) {
        await tx.query("select set_config($1, $2, true)", [name, value]);
      }
      const result = await fn(tx);
      if (options.rollback) throw new RollbackWith(result);
      return result;
    });
  } catch (e) {
    if (e instanceof RollbackWith) return e.value as T;
    throw e;
  }
}
