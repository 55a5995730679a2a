import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { turnGate } from "./turn-gate";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A request whose socket can be closed, and the order in which the gate let requests through. */
function visitors(count: number) {
  const passed: number[] = [];
  const requests = Array.from({ length: count }, () => ({ socket: { destroyed: false } }));
  return {
    passed,
    requests,
    send: (gate: ReturnType<typeof turnGate>) =>
      requests.forEach((request, index) => gate(request as unknown as Request, {} as Response, () => passed.push(index))),
  };
}

describe("turn gate", () => {
  it("starts a turn's share at once and the rest in later turns, in arrival order", async () => {
    const gate = turnGate(3);
    const { passed, send } = visitors(8);
    send(gate);
    expect(passed).toEqual([0, 1, 2]);
    await nextTurn();
    expect(passed).toEqual([0, 1, 2, 3, 4, 5]);
    await nextTurn();
    expect(passed).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("lets a new request through at once again once the queue is empty", async () => {
    const gate = turnGate(2);
    const first = visitors(3);
    first.send(gate);
    await nextTurn();
    await nextTurn();
    expect(first.passed).toEqual([0, 1, 2]);
    const later = visitors(1);
    later.send(gate);
    expect(later.passed).toEqual([0]);
  });

  it("skips a visitor who left while waiting", async () => {
    const gate = turnGate(1);
    const { passed, requests, send } = visitors(3);
    send(gate);
    requests[1]!.socket.destroyed = true;
    await nextTurn();
    expect(passed).toEqual([0, 2]);
  });
});
