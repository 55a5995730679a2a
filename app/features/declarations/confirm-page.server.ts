import { data, type RouterContextProvider } from "react-router";
import { actionContext } from "#app/lib/action.server";
import { throwBackendFailure } from "#app/platform/supabase/backend-error";
import { formatReceipt } from "#app/features/billing/format";
import { declarationLines, type DeclarationKind } from "./content";
import type { DeclarationReceiptData } from "./declare.server";
import { readOwnerLink } from "./owner-link.server";
import { carriedOutText } from "./process.server";
import { LEASE_SECONDS, processNow } from "./queue.server";
import { confirmByOwner, fieldsOf, loadDeclaration } from "./store.server";

const invalid = { valid: false as const };

/**
 * What the owner's link opens: the declaration it is about and a button. Opening it changes nothing (a
 * mail scanner's GET confirms nobody's declaration); only the POST does, once, while the link is valid.
 */
export async function confirmDeclarationPage(request: Request, context: Readonly<RouterContextProvider>) {
  const link = readOwnerLink(new URL(request.url).searchParams);
  if (!link) return invalid;
  const row = await loadDeclaration(link.kind, link.id).catch(throwBackendFailure);
  if (row?.state !== "awaiting_owner" || !row.confirm_expires_at || Date.parse(row.confirm_expires_at) <= Date.now()) return invalid;
  const { t, locale } = actionContext(context);
  return {
    valid: true as const,
    ...link,
    receivedAt: formatReceipt(row.received_at, locale),
    lines: declarationLines(t, locale, link.kind, fieldsOf(row)),
  };
}

/** The button: the declaration counts as the owner's from now on and is carried out before the answer. */
export async function confirmDeclaration(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const link = readOwnerLink(form);
  if (!link || !(await confirmByOwner(link.kind, link.id, LEASE_SECONDS).catch(throwBackendFailure))) return data({ done: null }, { status: 410 });
  await processNow(link.kind, link.id).catch(throwBackendFailure);
  return data({ done: await outcomeOf(link.kind, link.id, context).catch(throwBackendFailure) });
}

async function outcomeOf(kind: DeclarationKind, id: string, context: Readonly<RouterContextProvider>) {
  const { t, locale } = actionContext(context);
  const row = await loadDeclaration(kind, id);
  if (!row) throw new Error(`declaration ${id} vanished`);
  const done = await carriedOutText(t, locale, row);
  return {
    kind,
    receipt: {
      receivedAt: row.received_at,
      lines: declarationLines(t, locale, kind, fieldsOf(row)),
      outcome: done ?? t("declarations:status.processing"),
      carriedOut: done !== null,
    } satisfies DeclarationReceiptData,
  };
}
