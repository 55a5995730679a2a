/** Toasts as the spec describes them: severities, optional life time, closable or not, groups. */
export const SEVERITIES = ["info", "success", "warn", "error", "secondary", "contrast"] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface Toast {
  id: string;
  severity: Severity;
  summary: string;
  detail?: string;
  /** Milliseconds until it hides by itself; omitted = stays until closed. Hovering pauses it. */
  life?: number;
  closable: boolean;
  group?: string;
}

export type ToastInput = Omit<Toast, "id" | "severity" | "closable"> & Partial<Pick<Toast, "id" | "severity" | "closable">>;

let counter = 0;

export function createToast(input: ToastInput): Toast {
  counter += 1;
  return {
    id: input.id ?? `t${Date.now().toString(36)}${counter}`,
    severity: input.severity ?? "info",
    closable: input.closable ?? true,
    ...pickDefined(input, ["summary", "detail", "life", "group"]),
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
