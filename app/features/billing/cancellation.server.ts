import type { RouterContextProvider } from "react-router";
import { declarationAction } from "#app/features/declarations/declare.server";
import { cancellationSchema } from "./schemas";

/**
 * § 312k BGB, "jetzt kündigen", without sign-in. The declaration is recorded with its time of receipt and
 * acknowledged at once; it is carried out at once only for the signed-in owner of the contract, otherwise
 * once the account holder confirms through the link mailed to the account (app/features/declarations).
 */
export const cancellationAction = (request: Request, context: Readonly<RouterContextProvider>) =>
  declarationAction(request, context, "cancellation", cancellationSchema, (v) => ({
    fields: {
      name: v.name,
      email: v.email,
      contractReference: v.contractReference || null,
      cancellation: { kind: v.kind, end: v.end, date: v.end === "specific" ? (v.date ?? null) : null },
    },
    reason: v.reason || null,
  }));
