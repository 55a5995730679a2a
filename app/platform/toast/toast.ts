/** Toasts as the spec describes them: severities, optional life time, closable or not, groups. */
export const SEVERITIES = ["info", "success", "warn", "error", "secondary", "contrast"] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface Toast {
  id: string;
  severity: Severity;
  summary: string;
  detail?: string;
  /**
   * Milliseconds until it hides by itself; omitted = stays until closed. Hovering pauses it. Never set on
   * errors and warnings, and never under MIN_TOAST_LIFE_MS (createToast enforces both).
   */
  life?: number;
  closable: boolean;
  group?: string;
}

export type ToastInput = Omit<Toast, "id" | "severity" | "closable"> & Partial<Pick<Toast, "id" | "severity" | "closable">>;

/**
 * The shortest life of a toast that hides by itself. A timed message is a time limit for reading it
 * (WCAG 2.2.1), and pausing it needs a pointer or a focus deep in the tab order.
 */
export const MIN_TOAST_LIFE_MS = 10_000;

let counter = 0;

export function createToast(input: ToastInput): Toast {
  counter += 1;
  const severity = input.severity ?? "info";
  // An error or a warning must not vanish before it is read: it stays, and so it can always be closed.
  const urgent = isUrgent(severity);
  const life = urgent || input.life === undefined ? undefined : Math.max(input.life, MIN_TOAST_LIFE_MS);
  return {
    id: input.id ?? `t${Date.now().toString(36)}${counter}`,
    severity,
    closable: urgent || (input.closable ?? true),
    ...pickDefined({ ...input, life }, ["summary", "detail", "life", "group"]),
  } as Toast;
}

function pickDefined<T extends object, K extends keyof T>(source: T, keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** Errors and warnings interrupt screen-reader users; everything else waits politely. */
export function isUrgent(severity: Severity): boolean {
  return severity === "error" || severity === "warn";
}
