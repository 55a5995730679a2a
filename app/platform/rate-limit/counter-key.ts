import { createLinkMac } from "#app/lib/link-mac.server";
import { ipSubject } from "./ip-subject";
import type { SubjectKind } from "./rules";

const LABEL = "kolleague/rate-limit-counters/v1";

/**
 * The key of a counter in the shared store: its name with the limit and window (instances configured
 * differently, as tests are, never share a count, and a changed limit starts fresh) and the subject as an
 * HMAC keyed from SESSION_SECRET, so the store holds no IP address, e-mail or user id in the clear, nor a
 * plain hash anyone could reverse by hashing every IPv4 address or a list of known e-mail addresses.
 * A counter lasts one window (a day for the longest default rule), so a changed secret only restarts counts. An IP subject is
 * normalised first (IPv6 by its /64); a text subject is trimmed and lower-cased; an exact one (a
 * case-sensitive id) is taken as it is.
 */
export function counterKey(
  counter: {
    name: string;
    /** Left out where the count should carry over when the limit changes (a plan's daily chat quota). */
    limit?: number;
    windowSeconds: number;
    subject: string;
    kind: SubjectKind;
  },
  secret: string,
): string {
  const normalised =
    counter.kind === "ip" ? ipSubject(counter.subject) : counter.kind === "text" ? counter.subject.trim().toLowerCase() : counter.subject;
  const span = counter.limit === undefined ? `${counter.windowSeconds}s` : `${counter.limit}/${counter.windowSeconds}s`;
  return `${counter.name}:${span}:${createLinkMac(secret, LABEL).sign([normalised])}`;
}
