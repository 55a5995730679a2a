import { createHash } from "node:crypto";
import { ipSubject } from "./ip-subject";
import type { SubjectKind } from "./rules";

/**
 * The key of a counter in the shared store: its name with the limit and window (instances configured
 * differently, as tests are, never share a count, and a changed limit starts fresh) and the subject as a
 * hash, so the store holds no IP address, e-mail or user id in the clear (the privacy policy says so).
 * An IP subject is normalised first (IPv6 by its /64); a text subject is trimmed and lower-cased; an
 * exact one (a case-sensitive id) is hashed as it is.
 */
export function counterKey(counter: {
  name: string;
  /** Left out where the count should carry over when the limit changes (a plan's daily chat quota). */
  limit?: number;
  windowSeconds: number;
  subject: string;
  kind: SubjectKind;
}): string {
  const normalised =
    counter.kind === "ip" ? ipSubject(counter.subject) : counter.kind === "text" ? counter.subject.trim().toLowerCase() : counter.subject;
  const hashed = createHash("sha256").update(normalised).digest("base64url");
  const span = counter.limit === undefined ? `${counter.windowSeconds}s` : `${counter.limit}/${counter.windowSeconds}s`;
  return `${counter.name}:${span}:${hashed}`;
}
