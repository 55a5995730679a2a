/**
 * Every limit the product enforces, with its default. Each can be changed by an environment variable
 * named RATE_LIMIT_<RULE> (dots and dashes become underscores), e.g. RATE_LIMIT_AUTH_SIGNIN_EMAIL=5/15m.
 * A limit can be raised (tests do) but never switched off: the value must be at least 1.
 */
const defaultRules = {
  "auth.signin.email": "5/15m",
  "auth.signin.ip": "30/15m",
  "auth.signup.email": "3/1h",
  "auth.signup.ip": "10/1h",
  "auth.reset.email": "3/1h",
  "auth.reset.ip": "10/1h",
  "support.ip": "5/1h",
  "newsletter.ip": "5/1h",
  "chat.user": "30/1h",
  "chat.ip": "60/1h",
  "calculate.ip": "120/1m",
  "avatar.user": "20/1h",
  // Cancellation and withdrawal declarations mail the address typed in; a person sends one or two.
  "declaration.ip": "10/1h",
} as const;

export type RuleName = keyof typeof defaultRules;
export interface Rule {
  limit: number;
  windowMs: number;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export function parseRule(spec: string): Rule {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smhd])\s*$/.exec(spec);
  if (!match) throw new Error(`rate limit "${spec}" must look like 5/15m (count/window with s, m, h or d)`);
  const limit = Number(match[1]);
  const windowMs = Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS];
  if (limit < 1 || windowMs < 1000) throw new Error(`rate limit "${spec}" would switch the limit off`);
  return { limit, windowMs };
}

export function envName(rule: string): string {
  return `RATE_LIMIT_${rule.toUpperCase().replace(/[.-]/g, "_")}`;
}

/** Resolves every rule from its default and the environment; a malformed override stops start-up. */
export function resolveRules(env: Record<string, string | undefined>): Record<RuleName, Rule> {
  const entries = Object.entries(defaultRules).map(([name, spec]) => [name, parseRule(env[envName(name)] ?? spec)]);
  return Object.fromEntries(entries) as Record<RuleName, Rule>;
}
