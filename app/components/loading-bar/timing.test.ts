import { describe, expect, it } from "vitest";
import { IDLE, LOADING_BAR, nextState } from "./timing";

describe("loading bar", () => {
  it("uses the spec's constants", () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, estimatedDurationMs: 2000, heightPx: 3, hideDelayMs: 500, resetDelayMs: 400 });
  });

  it("shows nothing for navigations faster than the throttle", () => {
    const waiting = nextState(IDLE, "busy");
    expect(waiting.visible).toBe(false);
    expect(nextState(waiting, "done")).toEqual(IDLE);
  });

  it("runs, completes, hides and resets in order", () => {
    const running = nextState(nextState(IDLE, "busy"), "throttled");
    expect(running).toMatchObject({ phase: "running", visible: true, target: 0.9, transitionMs: 2000 });
    const finishing = nextState(running, "done");
    expect(finishing).toMatchObject({ phase: "finishing", target: 1, visible: true });
    const hiding = nextState(finishing, "hidden");
    expect(hiding.visible).toBe(false);
    expect(nextState(hiding, "reset")).toEqual(IDLE);
  });

  it("restarts when a new navigation begins while fading out", () => {
    const hiding = nextState(nextState(nextState(nextState(IDLE, "busy"), "throttled"), "done"), "hidden");
    expect(nextState(hiding, "busy").phase).toBe("waiting");
  });

  it("ignores events that do not apply", () => {
    expect(nextState(IDLE, "done")).toEqual(IDLE);
    expect(nextState(IDLE, "throttled")).toEqual(IDLE);
    const running = nextState(nextState(IDLE, "busy"), "throttled");
    expect(nextState(running, "busy")).toBe(running);
  });
});
