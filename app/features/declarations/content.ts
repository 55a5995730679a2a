import type { TFunction } from "i18next";
import { longDate } from "#app/platform/i18n/long-date";
import type { Locale } from "#app/platform/i18n/locales";

export type DeclarationKind = "cancellation" | "withdrawal";

export const isDeclarationKind = (value: unknown): value is DeclarationKind => value === "cancellation" || value === "withdrawal";

/** A declaration's identifying fields and, for a cancellation, its kind and wished end. */
export interface DeclarationFields {
  name: string;
  email: string;
  contractReference: string | null;
  cancellation?: { kind: "ordinary" | "extraordinary"; end: "next_possible" | "specific"; date: string | null };
}

/**
 * The declaration as text lines in one language: the page's receipt, the mails and the owner's
 * confirmation page show the same. `reason` (free text a visitor typed) is passed only where the reader
 * is that visitor or the operator: never into a mail to an address someone typed in.
 */
export function declarationLines(t: TFunction, locale: Locale, kind: DeclarationKind, v: DeclarationFields, reason?: string | null): string[] {
  const prefix = kind === "cancellation" ? "billing:cancel.receipt" : "billing:withdraw.receipt";
  const lines = [
    t(`${prefix}.name`, { value: v.name }),
    t(`${prefix}.email`, { value: v.email }),
    t(`${prefix}.contract`, { value: v.contractReference || t("billing:cancel.receipt.none") }),
  ];
  if (kind === "withdrawal") return [...lines, t("billing:withdraw.receipt.statement")];
  const c = v.cancellation;
  if (!c) return lines;
  return [
    ...lines,
    t("billing:cancel.receipt.kind", { value: t(`billing:cancel.kind.${c.kind}`) }),
    ...(reason ? [t("billing:cancel.receipt.reason", { value: reason })] : []),
    t("billing:cancel.receipt.end", {
      value: c.end === "specific" && c.date ? longDate(`${c.date}T12:00:00Z`, locale) : t("billing:cancel.end.next_possible"),
    }),
  ];
}

/**
 * What happened, for the page and the mails: carried out (`ended` for a cancellation, `withdrawn` within
 * the period, `period_over` for a withdrawal treated as a cancellation), still being carried out for the
 * identified owner (`processing`), or received and waiting for the owner's confirmation (`pending`).
 * `endedAtOnce`: the end as of receipt had passed when it was carried out (a new period had begun), so the
 * contract ended on `endsOn` in the past and what was charged after it is refunded.
 */
export type DeclarationStatus =
  | { state: "pending" }
  | { state: "processing" }
  | { state: "ended"; endsOn: string; endedAtOnce: boolean }
  | { state: "withdrawn" }
  | { state: "period_over"; periodEndedOn: string; endsOn: string; endedAtOnce: boolean };
