import type { ReactNode } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { PageMeta } from "#app/components/page-meta";
import { DeclarationReceipt } from "./declaration-receipt";

type Receipt = { receivedAt: string; lines: string[]; outcome: string };

/**
 * The frame of both declaration pages (§ 312k "cancel-contract", § 356a "withdraw"): their form, or once
 * the action accepted the declaration, its receipt in place of the form.
 */
export function DeclarationPage({ page, answer, children }: { page: "cancel" | "withdraw"; answer: object | undefined; children: ReactNode }) {
  const { t } = useTranslation("billing");
  const receipt = answer && "receipt" in answer ? (answer.receipt as Receipt) : null;
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-md) flex-col gap-6 px-4 py-12">
      <PageMeta title={t(`${page}.title`)} description={t(`${page}.description`)} />
      <h1 className="text-3xl font-bold">{t(`${page}.title`)}</h1>
      {receipt ? <DeclarationReceipt heading={t(`${page}.received`)} receipt={receipt} /> : children}
    </div>
  );
}
