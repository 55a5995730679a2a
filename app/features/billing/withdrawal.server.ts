import { data, type RouterContextProvider } from "react-router";
import { acceptDeclaration } from "#app/features/declarations/declare.server";
import { declarationLines, type DeclarationFields } from "#app/features/declarations/content";
import { actionContext, parseForm, reply } from "#app/lib/action.server";
import { withdrawalSchema } from "./schemas";

/**
 * § 356a BGB: "Vertrag widerrufen" asks for name, contract and an e-mail address; the first post only
 * shows the declaration back (step "review"), and "Widerruf bestätigen" (step "confirm") makes it. It is
 * recorded and acknowledged with content, date and time of receipt; a contract still in its period ends
 * at once for the signed-in owner, otherwise once the account holder confirms through the mailed link
 * (app/features/declarations). Refunds are the operator's, told by a notice.
 */
export async function withdrawalAction(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = actionContext(context);
  const form = await request.formData();
  const submission = parseForm(form, withdrawalSchema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  const v = submission.value;
  const fields: DeclarationFields = { name: v.name, email: v.email, contractReference: v.contractReference || null };
  const lines = declarationLines(ctx.t, ctx.locale, "withdrawal", fields);
  if (v.step === "review") return data({ result: undefined, review: { ...v, lines }, receipt: null });
  return acceptDeclaration({ kind: "withdrawal", form, submission, ctx, context, fields, reason: null, lines });
}
