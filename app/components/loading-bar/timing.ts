/** The spec's loading-bar constants. */
export const LOADING_BAR = {
  throttleMs: 200,
  estimatedDurationMs: 2000,
  heightPx: 3,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

type BarPhase = "idle" | "waiting" | "running" | "finishing" | "hiding";

export interface BarState {
  phase: BarPhase;
  /** 0..1 of the bar's width the CSS transition heads for. */
  target: number;
  /** How long the transition towards target takes. */
  transitionMs: number;
  visible: boolean;
}

export const IDLE: BarState = { phase: "idle", target: 0, transitionMs: 0, visible: false };

/**
 * The bar's state machine, kept pure so it can be tested without a DOM:
 * busy → wait out the throttle (fast navigations show nothing) → run towards 90% over the estimated
 * duration → on completion fill to 100%, fade after the hide delay, reset after the reset delay.
 */
export function nextState(state: BarState, event: "busy" | "throttled" | "done" | "hidden" | "reset"): BarState {
  switch (event) {
    case "busy":
      return state.phase === "idle" || state.phase === "hiding" ? { ...IDLE, phase: "waiting" } : state;
    case "throttled":
      return state.phase === "waiting" ? { phase: "running", target: 0.9, transitionMs: LOADING_BAR.estimatedDurationMs, visible: true } : state;
    case "done":
      if (state.phase === "waiting") return IDLE;
      return state.phase === "running" ? { phase: "finishing", target: 1, transitionMs: 200, visible: true } : state;
    case "hidden":
      return state.phase === "finishing" ? { ...state, phase: "hiding", visible: false } : state;
    case "reset":
      return state.phase === "hiding" ? IDLE : state;
  }
}
