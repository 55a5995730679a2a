import type { RouterContextProvider } from "react-router";
import { acceptDeclaration } from "#app/features/declarations/declare.server";
import { declarationLines, type DeclarationFields } from "#app/features/declarations/content";
import { actionContext, parseForm, reply } from "#app/lib/action.server";
import { cancellationSchema } from "./schemas";

/**
 * § 312k BGB, "jetzt kündigen", without sign-in. The declaration is recorded with its time of receipt and
 * acknowledged at once; it is carried out at once only for the signed-in owner of the contract, otherwise
 * once the account holder confirms through the link mailed to the account (app/features/declarations).
 */
export async function cancellationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = actionContext(context);
  const form = await request.formData();
  const submission = parseForm(form, cancellationSchema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  const v = submission.value;
  const fields: DeclarationFields = {
    name: v.name,
    email: v.email,
    contractReference: v.contractReference || null,
    cancellation: { kind: v.kind, end: v.end, date: v.end === "specific" ? (v.date ?? null) : null },
  };
  const reason = v.reason || null;
  return acceptDeclaration({
    kind: "cancellation",
    form,
    submission,
    ctx,
    context,
    fields,
    reason,
    lines: declarationLines(ctx.t, ctx.locale, "cancellation", fields, reason),
  });
}
