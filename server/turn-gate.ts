import type { RequestHandler } from "express";

/**
 * Starts at most `perTurn` rendered requests per event-loop turn and queues the rest in arrival order.
 *
 * libuv accepts one new connection per turn, and a turn lasts as long as the work of every request read in it:
 * under 200 busy connections that is half a second, so a burst of new visitors waited in the kernel's queue for
 * seconds and lost requests to client timeouts while the connections already in were served again and again.
 * Short turns let new connections in at once, and the queue answers everyone in the order they asked.
 */
export function turnGate(perTurn: number): RequestHandler {
  const waiting: Array<{ socket: { destroyed: boolean }; next: () => void }> = [];
  let started = 0;
  let turnScheduled = false;

  const endOfTurn = () => {
    turnScheduled = false;
    started = 0;
    while (started < perTurn && waiting.length > 0) {
      const request = waiting.shift()!;
      // A visitor who gave up while waiting costs nothing more.
      if (request.socket.destroyed) continue;
      started++;
      request.next();
    }
    if (started > 0 || waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(endOfTurn);
  };

  return (req, _res, next) => {
    schedule();
    // A turn that still has room has an empty queue (the turn's end fills it first), so nobody overtakes.
    if (started < perTurn) {
      started++;
      next();
      return;
    }
    waiting.push({ socket: req.socket, next });
  };
}
