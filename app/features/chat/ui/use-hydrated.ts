import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and while hydrating (so the first render matches the HTML), true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
