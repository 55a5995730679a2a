import { backendUrl } from "./clients";
import { pollUntil } from "./poll";

// A captured message is what the local backend's mail API returns (supabase/local/src/mail/api.ts).
import type { CapturedMail } from "../../supabase/local/src/mail/store";

export type { CapturedMail };

export type MailSummary = Pick<CapturedMail, "id" | "receivedAt" | "from" | "to" | "subject" | "links">;

/** Which mail: one recipient, optionally a subject (a string matches when the subject contains it). */
export interface MailQuery {
  to: string;
  subject?: RegExp | string;
  /** The backend's URL, when a test runs its own backend; the shared test backend otherwise. */
  backend?: string;
  /** Mails that were there before the action under test (from mailsTo), left out. */
  except?: readonly MailSummary[];
}

const POLL_MS = 50;
const DEFAULT_TIMEOUT_MS = 10_000;

const matches = (subject: string, wanted: MailQuery["subject"]) =>
  wanted === undefined ? true : typeof wanted === "string" ? subject.includes(wanted) : wanted.test(subject);

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`mail API answered ${response.status} for ${url}`);
  return (await response.json()) as T;
}

/** Every captured message to the recipient whose subject matches, newest first (summaries). */
export async function mailsTo(query: MailQuery): Promise<MailSummary[]> {
  const base = query.backend ?? backendUrl();
  const list = await getJson<MailSummary[]>(`${base}/__mail/api/messages?to=${encodeURIComponent(query.to)}`);
  const known = new Set(query.except?.map((mail) => mail.id));
  return list.filter((mail) => !known.has(mail.id) && matches(mail.subject, query.subject));
}

/**
 * The newest matching message (whole, with text, HTML and headers) once it has arrived. The capture
 * offers no push over HTTP, so this asks every 50 ms until the deadline and then names what it waited for.
 */
export async function waitForMail(query: MailQuery, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<CapturedMail> {
  const [hit] = await pollUntil(
    `a mail to ${query.to}${query.subject ? ` matching ${String(query.subject)}` : ""}`,
    () => mailsTo(query),
    (found): found is [MailSummary, ...MailSummary[]] => found.length > 0,
    { timeoutMs, intervalMs: POLL_MS },
  );
  return getJson<CapturedMail>(`${query.backend ?? backendUrl()}/__mail/api/messages/${hit.id}`);
}

/** The sync point for {@link expectNoMail}: a mail sent after the action under test, through the same path. */
export interface Sentinel extends MailQuery {
  /** Makes the app send it; omit when the action under test already sent it (e.g. to another recipient). */
  send?: () => Promise<unknown>;
}

/**
 * Asserts that the action just taken sent no mail matching `unwanted`, without sleeping. The app sends
 * every mail before it answers and the capture stores a message before it acknowledges it, so a mail the
 * action had sent would be stored already; the sentinel, sent afterwards through the same app and SMTP
 * capture, is the proof that delivery works and has caught up, so "nothing there" means "nothing sent"
 * and not "not yet" or "mail is broken". `unwanted.except` lists mails that were there before the action.
 */
export async function expectNoMail(unwanted: MailQuery, sentinel: Sentinel): Promise<void> {
  await sentinel.send?.();
  await waitForMail(sentinel);
  const found = await mailsTo(unwanted);
  if (found.length > 0) {
    throw new Error(
      `expected no mail to ${unwanted.to}${unwanted.subject ? ` matching ${String(unwanted.subject)}` : ""}, found: ${found.map((mail) => JSON.stringify(mail.subject)).join(", ")}`,
    );
  }
}

/** The app-relative path and query of a link in a mail (mails link to APP_URL, the test app's origin). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The link in a mail whose path ends with `path` (e.g. "/newsletter/confirm"). */
export function linkTo(mail: Pick<CapturedMail, "links" | "subject">, path: string): string {
  const link = mail.links.find((href) => new URL(href).pathname.endsWith(path));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return link;
}
