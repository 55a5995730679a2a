import type { RequestHandler } from "express";

/**
 * compression buffers what a response writes until it has enough to compress. Streams that must reach the
 * browser as they are written (the chat's answer: SSE with JS, the live HTML page without) say so with
 * `X-Accel-Buffering: no` (also honoured by nginx); for those, every write is flushed through gzip at once.
 * Mount right after compression().
 */
export function flushStreamingResponses(): RequestHandler {
  return (_req, res, next) => {
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    res.write = ((...args: unknown[]) => {
      const result = write(...args);
      if (res.getHeader("X-Accel-Buffering") === "no") (res as unknown as { flush?: () => void }).flush?.();
      return result;
    }) as typeof res.write;
    next();
  };
}
