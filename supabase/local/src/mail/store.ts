import { randomUUID } from "node:crypto";

export interface CapturedMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  /** Every http(s) link in the text and the HTML, entity-decoded, in order of appearance. */
  links: string[];
  /** Attached files; `text` holds the decoded content of text/* attachments, null for others. */
  attachments: CapturedAttachment[];
}

export interface CapturedAttachment {
  filename: string;
  contentType: string;
  text: string | null;
}

const MAX_MESSAGES = 500;

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

export function extractLinks(text: string, html: string | null): string[] {
  const found: string[] = [];
  for (const match of (html ?? "").matchAll(/href\s*=\s*["']([^"']+)["']/gi)) found.push(decodeEntities(match[1]!));
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) found.push(match[0]);
  return [...new Set(found.filter((link) => /^https?:\/\//i.test(link)))];
}

/** Captured messages in memory, newest last; the oldest go when the cap is reached. */
export class MailStore {
  private messages: CapturedMail[] = [];
  private waiters = new Set<() => void>();

  add(mail: Omit<CapturedMail, "id" | "receivedAt" | "links" | "attachments"> & { attachments?: CapturedAttachment[] }): CapturedMail {
    const stored: CapturedMail = {
      ...mail,
      attachments: mail.attachments ?? [],
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      links: extractLinks(mail.text, mail.html),
    };
    this.messages.push(stored);
    if (this.messages.length > MAX_MESSAGES) this.messages.shift();
    for (const wake of this.waiters) wake();
    return stored;
  }

  list(to?: string | null): CapturedMail[] {
    const wanted = to?.toLowerCase();
    const all = wanted ? this.messages.filter((m) => m.to.some((address) => address.toLowerCase() === wanted)) : this.messages;
    return [...all].reverse();
  }

  get(id: string): CapturedMail | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): void {
    this.messages = [];
  }

  /** Resolves with the newest message to the address once one arrives (for tests that follow links). */
  waitFor(to: string, predicate: (mail: CapturedMail) => boolean = () => true, timeoutMs = 5000): Promise<CapturedMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const hit = this.list(to).find(predicate);
        if (!hit) return false;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(hit);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) this.waiters.add(check);
    });
  }
}
