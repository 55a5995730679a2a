import type { RouterContextProvider } from "react-router";
import { declarationAction } from "#app/features/declarations/declare.server";
import { withdrawalSchema } from "./schemas";

/**
 * § 356a BGB: "Vertrag widerrufen" asks for name, contract and an e-mail address; the first post only
 * shows the declaration back (step "review"), and "Widerruf bestätigen" (step "confirm") makes it. It is
 * recorded and acknowledged with content, date and time of receipt; a contract still in its period ends
 * at once for the signed-in owner, otherwise once the account holder confirms through the mailed link
 * (app/features/declarations). Refunds are the operator's, told by a notice.
 */
export const withdrawalAction = (request: Request, context: Readonly<RouterContextProvider>) =>
  declarationAction(request, context, "withdrawal", withdrawalSchema, (v) => ({
    fields: { name: v.name, email: v.email, contractReference: v.contractReference || null },
    reason: null,
    reviewOnly: v.step === "review",
  }));
