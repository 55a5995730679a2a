import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { useFetcher, useInRouterContext } from "react-router";
import { buttonClass } from "#app/components/forms";
import { formatters } from "#app/features/calculation/view/format";
import type { Locale } from "#app/platform/i18n/locales";
import { saveRequest } from "../tool-results";
import { fieldLabel, showValue } from "./listing-values";

/** A writing tool's part as stored: the SDK's tool part with its approval. */
export interface ApprovalPart {
  toolCallId: string;
  state: string;
  input?: unknown;
  approval?: { id: string; approved?: boolean };
}

function DecisionButtons({ busy }: { busy?: boolean }) {
  const { t } = useTranslation("listing");
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button type="submit" name="intent" value="approve" className={buttonClass.primary} disabled={busy}>
        {t("approval.save")}
      </button>
      <button type="submit" name="intent" value="decline" className={buttonClass.secondary} disabled={busy}>
        {t("approval.dontSave")}
      </button>
    </div>
  );
}

function Fields({ toolCallId, approvalId }: { toolCallId: string; approvalId: string }) {
  return (
    <>
      <input type="hidden" name="toolCallId" value={toolCallId} />
      <input type="hidden" name="approvalId" value={approvalId} />
    </>
  );
}

/**
 * The call whose Save / Don't save was just pressed. The buttons go with the decision, and focus with them:
 * the card that shows the outcome (this one, or the saved calculation's card) takes it once it is drawn.
 */
let decidedCall: string | null = null;

/** Focuses `heading` when the decision on `toolCallId` made in this page is shown (`shown`). */
export function useDecisionFocus(toolCallId: string | undefined, shown: boolean, heading: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!shown || !toolCallId || decidedCall !== toolCallId) return;
    decidedCall = null;
    heading.current?.focus();
  }, [toolCallId, shown, heading]);
}

/** With the router (the page), a fetcher: the page stays and follows the answer that comes next. */
function RouterDecision({ toolCallId, approvalId }: { toolCallId: string; approvalId: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form
      method="post"
      onSubmit={() => {
        decidedCall = toolCallId;
      }}
    >
      <Fields toolCallId={toolCallId} approvalId={approvalId} />
      <DecisionButtons busy={fetcher.state !== "idle"} />
    </fetcher.Form>
  );
}

/**
 * Save / Don't save: a plain form post to the conversation, so it works without JavaScript and inside the
 * server-streamed answer (rendered outside the router).
 */
function Decision({ toolCallId, approvalId }: { toolCallId: string; approvalId: string }) {
  if (useInRouterContext()) return <RouterDecision toolCallId={toolCallId} approvalId={approvalId} />;
  return (
    <form method="post">
      <Fields toolCallId={toolCallId} approvalId={approvalId} />
      <DecisionButtons />
    </form>
  );
}

/** A card in an answer: its title is a heading under the message's (h3), and names the section. */
function Card({
  id,
  label,
  headingRef,
  children,
}: {
  id: string;
  label: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-canvas p-4">
      <h4 ref={headingRef} id={id} tabIndex={-1} className="font-semibold">
        {label}
      </h4>
      {children}
    </section>
  );
}

/** save_calculation waiting for the user, or the decision when it was declined or failed. */
export function ApprovalCard({ part, locale }: { part: ApprovalPart; locale: Locale }) {
  const { t } = useTranslation("listing");
  const format = formatters(locale);
  const request = saveRequest(part.input);
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = part.state === "output-denied" ? t("approval.declined") : part.state === "output-error" ? t("approval.failed") : null;
  useDecisionFocus(part.toolCallId, outcome !== null, heading);
  const id = `approval-${part.toolCallId}`;
  if (outcome !== null) {
    return (
      <Card id={id} label={t("approval.title")} headingRef={heading}>
        <p className="mt-1 text-sm">{outcome}</p>
      </Card>
    );
  }
  if (part.state !== "approval-requested" || !request || !part.approval) return null;
  return (
    <Card id={id} label={t("approval.title")} headingRef={heading}>
      <p className="mt-1 text-sm">{t("approval.intro")}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t("approval.name")}</dt>
        <dd className="font-semibold break-words">{request.name}</dd>
        {Object.entries(request.inputs).map(([field, value]) => {
          const number = Number(value);
          return (
            <div key={field} className="contents">
              <dt className="text-muted">{fieldLabel(field, t)}</dt>
              <dd className="font-semibold tabular-nums">
                {showValue(field, field === "state" || Number.isNaN(number) ? value : number, format, t)}
              </dd>
            </div>
          );
        })}
      </dl>
      {request.compareCount > 0 ? <p className="mt-2 text-sm">{t("approval.compare", { count: request.compareCount })}</p> : null}
      <Decision toolCallId={part.toolCallId} approvalId={part.approval.id} />
    </Card>
  );
}
