/**
 * What tests can change while the stand-in runs, and what it remembers for them to read back.
 *
 * A fault comes from a magic word in the last user message (per request, so parallel tests do not
 * disturb each other) or from the mode set over POST /__standin/mode (global, for a test that cannot
 * choose the message, e.g. "the provider is down"); `times` limits the mode to the next N completions.
 */
export const MODES = ["normal", "fail", "fail-mid", "stall"] as const;
export type Mode = (typeof MODES)[number];
export type Fault = Exclude<Mode, "normal">;

/** How a logged request ended, updated as it goes (tests wait for "stalled" or "aborted", never sleep). */
type Outcome = "streaming" | "complete" | "failed" | "fail-mid" | "stalled" | "aborted" | "rejected";

export interface LoggedRequest {
  seq: number;
  at: string;
  method: string;
  path: string;
  /** The parsed JSON body (null when there was none or it was not JSON). */
  body: unknown;
  status: number;
  outcome: Outcome;
  /**
   * When each streamed word (or tool-argument slice) was written, in epoch milliseconds with fractions
   * (performance.timeOrigin + performance.now()): a benchmark compares it with when the browser showed it.
   */
  sentAt: number[];
}

/** "[[slow]]" in a message paces that answer at this many ms per word, whatever the global delay. */
export const SLOW_DELAY_MS = 250;

const MAGIC_WORDS: Array<[string, Fault]> = [
  ["[[fail-mid]]", "fail-mid"],
  ["[[fail]]", "fail"],
  ["[[stall]]", "stall"],
];

export class StandInControl {
  mode: Mode = "normal";
  /** Completions left in the current mode; null = until changed. */
  times: number | null = null;
  delayMs: number;
  private readonly initialDelayMs: number;
  private readonly log: LoggedRequest[] = [];
  private seq = 0;

  constructor(
    delayMs: number,
    private readonly keep = 50,
  ) {
    this.delayMs = delayMs;
    this.initialDelayMs = delayMs;
  }

  /** The fault for a completion whose last user message is `question`; counts down a limited mode. */
  faultFor(question: string): Fault | null {
    for (const [word, fault] of MAGIC_WORDS) {
      if (question.includes(word)) return fault;
    }
    if (this.mode === "normal") return null;
    const fault = this.mode;
    if (this.times !== null) {
      this.times -= 1;
      if (this.times <= 0) this.setMode("normal");
    }
    return fault;
  }

  /** The pause after each word of the answer to `question` (read per word, so a change applies at once). */
  delayFor(question: string): number {
    return question.includes("[[slow]]") ? SLOW_DELAY_MS : this.delayMs;
  }

  setMode(mode: Mode, times: number | null = null): void {
    this.mode = mode;
    this.times = mode === "normal" ? null : times;
  }

  record(entry: Omit<LoggedRequest, "seq" | "at" | "sentAt">): LoggedRequest {
    const logged = { seq: ++this.seq, at: new Date().toISOString(), ...entry, sentAt: [] };
    this.log.push(logged);
    if (this.log.length > this.keep) this.log.shift();
    return logged;
  }

  requests(): LoggedRequest[] {
    return [...this.log];
  }

  clearRequests(): void {
    this.log.length = 0;
  }

  reset(): void {
    this.setMode("normal");
    this.delayMs = this.initialDelayMs;
    this.clearRequests();
  }

  state() {
    return { mode: this.mode, times: this.times, delayMs: this.delayMs };
  }
}
