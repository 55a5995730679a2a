/**
 * The one way code that also runs in the browser writes to the console: an error shown to the developer,
 * in development only. The server's lines go through logger.server.ts (pino: JSON with the request id,
 * read by the log collector). In the browser nobody collects a line, a visitor's console is no place for
 * our errors (the page tells them what went wrong), and pino's browser build would cost every visitor
 * bytes for lines only a developer reads; so in the browser bundle this module is the only one that may
 * call console, and in a production build it does nothing.
 */
export function devConsoleError(error: unknown): void {
  if (import.meta.env.DEV) console.error(error);
}
