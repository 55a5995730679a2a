/**
 * Work to finish when the process is told to stop (SIGTERM), before server.js stops listening: server.js
 * runs these hooks first. server.js lives outside the app's bundle (and in development loads the app through
 * Vite), so it cannot import this module's state; both meet at this global symbol instead.
 */
const HOOKS = Symbol.for("kolleague.beforeShutdown");

type Hook = () => Promise<void>;

function hooks(): Map<string, Hook> {
  const scope = globalThis as { [HOOKS]?: Map<string, Hook> };
  scope[HOOKS] ??= new Map();
  return scope[HOOKS];
}

/** Registers (or, by the same name, replaces: a reloaded module in development) one hook. */
export function beforeShutdown(name: string, hook: Hook): void {
  hooks().set(name, hook);
}
