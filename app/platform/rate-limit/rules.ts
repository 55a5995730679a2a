import { TIMESTAMP_TOLERANCE_SECONDS } from "#app/platform/mail/webhook-signature.server";

/**
 * Every limit the product enforces, by name. A rule with `limit` ("count/window") can be changed by an
 * environment variable named RATE_LIMIT_<RULE> (dots and dashes become underscores), e.g.
 * RATE_LIMIT_AUTH_SIGNIN_EMAIL=5/15m, checked once at start-up (app/config/env.server.ts); a limit can be
 * raised (tests do) but never switched off: the value must be at least 1. A rule with only a `window`
 * takes its limit from the caller, because a setting of its own decides it (a plan's chat quota, the bot
 * check's free attempts); its count carries over when that setting changes.
 *
 * `whenUnavailable` says what a request gets when the counter cannot be kept (the database is down):
 * "allow" lets it through (fail open: every limited action that needs the database fails on its own and
 * says so, and the rest, a calculation or a support mail, keeps working); "refuse" throws BackendError
 * (fail closed: where letting through would cost money or let a bot or a replayed mail hook pass).
 */
const defaultRules = {
  // Failed sign-ins per address (a successful one is given back); past it the bot check is asked, never a
  // refusal anyone could keep up to lock the owner out (app/features/auth/attempt-limits.server.ts).
  "auth.signin.email": { limit: "5/15m", whenUnavailable: "allow" },
  "auth.signin.ip": { limit: "30/15m", whenUnavailable: "allow" },
  // Wrong passwords in the check before an account change, per signed-in user (a right one is given back): not
  // the address's sign-in count, which anyone can use up from outside.
  "auth.reauth.user": { limit: "5/15m", whenUnavailable: "allow" },
  "auth.signup.email": { limit: "3/1h", whenUnavailable: "allow" },
  "auth.signup.ip": { limit: "10/1h", whenUnavailable: "allow" },
  "auth.reset.email": { limit: "3/1h", whenUnavailable: "allow" },
  "auth.reset.ip": { limit: "10/1h", whenUnavailable: "allow" },
  "support.ip": { limit: "5/1h", whenUnavailable: "allow" },
  "newsletter.ip": { limit: "5/1h", whenUnavailable: "allow" },
  "calculate.ip": { limit: "120/1m", whenUnavailable: "allow" },
  "avatar.user": { limit: "20/1h", whenUnavailable: "allow" },
  // Each listing PDF read holds one of a process's few reading slots for up to 15 s, before the chat quota
  // is asked (a refused file must not cost a message): a person attaches a few an hour.
  "listing.user": { limit: "30/1h", whenUnavailable: "allow" },
  // Every cookie choice adds a consent record; a person chooses once or twice, a shared IP (a mobile carrier's
  // NAT) many times: generous, to cap a flood of rows, not people.
  "consent.ip": { limit: "60/10m", whenUnavailable: "allow" },
  // Cancellation and withdrawal declarations mail the address typed in; a person sends one or two.
  "declaration.ip": { limit: "10/1h", whenUnavailable: "allow" },
  // Each chat question costs a model call: many accounts from one place, and each user's daily quota (the plan's).
  "chat.ip": { limit: "60/1h", whenUnavailable: "refuse" },
  "chat.day": { window: "1d", whenUnavailable: "refuse" },
  // Token-less (JavaScript-off) attempts of a public form before the bot check is required (BOT_CHECK_FREE_ATTEMPTS).
  "bot-check.signin.ip": { window: "1h", whenUnavailable: "refuse" },
  "bot-check.signup.ip": { window: "1h", whenUnavailable: "refuse" },
  "bot-check.reset.ip": { window: "1h", whenUnavailable: "refuse" },
  "bot-check.support.ip": { window: "1h", whenUnavailable: "refuse" },
  "bot-check.newsletter.ip": { window: "1h", whenUnavailable: "refuse" },
  "bot-check.declaration.ip": { window: "1h", whenUnavailable: "refuse" },
  // Each Send Email Hook message is let through once, over a window that outlives the signature's tolerance
  // either way; the id is case-sensitive, so it is counted exactly. Not a limit to raise: no override.
  "mail-hook.id": { limit: `1/${2 * TIMESTAMP_TOLERANCE_SECONDS + 60}s`, fixed: true, subject: "exact", whenUnavailable: "refuse" },
} as const satisfies Record<string, RuleDefinition>;

interface RuleDefinition {
  limit?: string;
  window?: string;
  /** Refuses a RATE_LIMIT_<RULE> override. */
  fixed?: boolean;
  /** How the subject is counted; by default an IP for rules ending in ".ip", else trimmed, lower-cased text. */
  subject?: SubjectKind;
  whenUnavailable: "allow" | "refuse";
}

type Table = typeof defaultRules;
export type RuleName = keyof Table;
/** The rules whose limit the caller gives (a setting of its own decides it). */
export type CallerLimitRule = { [K in RuleName]: Table[K] extends { window: string } ? K : never }[RuleName];
export type SubjectKind = "ip" | "text" | "exact";

interface Rule {
  /** Null where the caller gives the limit. */
  limit: number | null;
  windowMs: number;
  subject: SubjectKind;
  whenUnavailable: "allow" | "refuse";
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

function parseWindow(text: string, spec: string): number {
  const match = /^\s*(\d+)\s*([smhd])\s*$/.exec(text);
  if (!match) throw new Error(`rate limit "${spec}" must look like 5/15m (count/window with s, m, h or d)`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

export function parseRule(spec: string): { limit: number; windowMs: number } {
  const match = /^\s*(\d+)\s*\/(.*)$/.exec(spec);
  if (!match) throw new Error(`rate limit "${spec}" must look like 5/15m (count/window with s, m, h or d)`);
  const limit = Number(match[1]);
  const windowMs = parseWindow(match[2] ?? "", spec);
  if (limit < 1 || windowMs < 1000) throw new Error(`rate limit "${spec}" would switch the limit off`);
  return { limit, windowMs };
}

export function envName(rule: string): string {
  return `RATE_LIMIT_${rule.toUpperCase().replace(/[.-]/g, "_")}`;
}

/** The environment variables that may override a rule, by variable name. */
const OVERRIDABLE = new Map(
  (Object.entries(defaultRules) as [RuleName, RuleDefinition][]).flatMap(([name, rule]) =>
    rule.limit && !rule.fixed ? [[envName(name), name]] : [],
  ),
);

export type ResolvedRules = Record<RuleName, Rule>;

/**
 * Resolves every rule from its default and the environment. Every malformed override and every
 * RATE_LIMIT_ variable that names no overridable rule is an issue (variable name and why), so start-up
 * can name them all at once.
 */
export function resolveRules(env: Record<string, string | undefined>): { rules: ResolvedRules; issues: { name: string; message: string }[] } {
  const issues: { name: string; message: string }[] = [];
  for (const name of Object.keys(env)) {
    if (name.startsWith("RATE_LIMIT_") && env[name] !== undefined && !OVERRIDABLE.has(name))
      issues.push({ name, message: `names no rate limit that can be changed (${[...OVERRIDABLE.keys()].join(", ")})` });
  }
  const rules = Object.fromEntries(
    (Object.entries(defaultRules) as [RuleName, RuleDefinition][]).map(([name, rule]) => {
      const subject = rule.subject ?? (name.endsWith(".ip") ? "ip" : "text");
      const base = { subject, whenUnavailable: rule.whenUnavailable };
      if (!rule.limit) return [name, { ...base, limit: null, windowMs: parseWindow(rule.window ?? "", rule.window ?? "") }];
      const override = OVERRIDABLE.has(envName(name)) ? env[envName(name)] : undefined;
      try {
        return [name, { ...base, ...parseRule(override ?? rule.limit) }];
      } catch (error) {
        issues.push({ name: envName(name), message: (error as Error).message });
        return [name, { ...base, ...parseRule(rule.limit) }];
      }
    }),
  ) as ResolvedRules;
  return { rules, issues };
}
