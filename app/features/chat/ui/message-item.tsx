import type { UIMessage } from "ai";
import { useTranslation } from "#app/platform/i18n/use-translation";
import type { Locale } from "#app/platform/i18n/locales";
import { isActive, textOf, type MessageStatus } from "../messages";
import { AnswerControls } from "./controls";
import { CopyButton } from "./copy-button";
import { LIVE_ATTRIBUTE } from "./live-marker";
import { Markdown } from "./markdown";
import { ApprovalCard, type ApprovalPart } from "./approval-card";
import { ToolCard } from "./tool-card";
import { UserMessageBody } from "#app/features/attachments/ui/user-message";

/** An answer's content and where it stands; also rendered alone into the no-JS live page (no router there). */
export function AnswerBody({ parts, status, locale }: { parts: UIMessage["parts"]; status: MessageStatus; locale: Locale }) {
  const { t } = useTranslation("chat");
  return (
    <>
      {parts.map((part, index) => {
        if (part.type === "text") return <Markdown key={index} source={part.text} />;
        if (part.type.startsWith("tool-") && "toolCallId" in part && part.state === "output-available") {
          return <ToolCard key={index} toolCallId={part.toolCallId} output={part.output} locale={locale} />;
        }
        // A writing tool waits for the user's approval, or was declined (its card says so, nothing was written).
        if (part.type.startsWith("tool-") && "approval" in part && part.approval) {
          return <ApprovalCard key={index} part={part as ApprovalPart} locale={locale} />;
        }
        return null;
      })}
      {status === "stopped" ? <p className="text-sm text-muted">{t("message.stopped")}</p> : null}
      {status === "failed" ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t("message.failed")}
        </p>
      ) : null}
    </>
  );
}

/** One message: who wrote it, its content, and for answers where they stand. */
export function MessageItem({
  id,
  role,
  parts,
  status,
  locale,
  live,
}: {
  id: string;
  role: "user" | "assistant";
  parts: UIMessage["parts"];
  status: MessageStatus;
  locale: Locale;
  /** The server streams the rest of this answer into the page (no-JS view). */
  live?: boolean;
}) {
  const { t } = useTranslation("chat");
  const text = textOf(parts);
  const mine = role === "user";
  // The status in the page the server streams without JavaScript; in the app the chat's status line says it.
  const writing = isActive(status) ? (
    <p role={live ? "status" : undefined} className="text-sm text-muted" {...{ [`${LIVE_ATTRIBUTE}-only`]: "" }}>
      {t("message.writing")}
    </p>
  ) : null;
  return (
    <li className={`flex flex-col gap-1 ${mine ? "items-end" : "items-start"}`}>
      <article
        aria-labelledby={`by-${id}`}
        // Machine-readable: what an AI wrote (Art. 50 (2) AI Act); the same marking as the stored row's metadata.
        {...(mine ? {} : { "data-generated-by": "ai" })}
        className={`flex max-w-full flex-col gap-2 rounded-lg border border-border px-4 py-3 ${mine ? "bg-subtle" : "bg-surface"}`}
      >
        <h3 id={`by-${id}`} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-muted">
          {mine ? (
            t("message.you")
          ) : (
            <>
              {t("message.kolleague")} {/* Beside the author on every answer, also in the server-streamed one: the header is rendered before it. */}
              <span className="rounded border border-border px-1.5 py-0.5 text-xs font-medium">{t("message.aiLabel")}</span>
            </>
          )}
        </h3>
        {mine ? (
          <UserMessageBody parts={parts} />
        ) : live ? (
          <>
            {/* The rest of the page arrives only with the finished answer, so its stop button comes first. */}
            <AnswerControls active canRegenerate={false} failed={false} model="" />
            {/* Before the text: the rest of the document (and anything after it) arrives only once the answer is
                finished, so a note placed below would never be seen or announced while the answer is written. */}
            {writing}
            {/* Server-filled: the stored text so far is re-sent by the live stream, so nothing is rendered here. */}
            <div {...{ [LIVE_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: "" }} />
          </>
        ) : (
          <AnswerBody parts={parts} status={status} locale={locale} />
        )}
        {live ? null : writing}
        {!mine && text && (status === "complete" || status === "stopped") ? <CopyButton text={text} headingId={`by-${id}`} /> : null}
      </article>
    </li>
  );
}
