import { useRef } from "react";

/**
 * A number that changes with every new action answer. Password inputs use it in their key, so a
 * refused submit empties them with JavaScript too (without it, the server's page already leaves them empty).
 */
export function useAttemptKey(actionData: unknown): number {
  const seen = useRef({ actionData, count: 0 });
  if (seen.current.actionData !== actionData) seen.current = { actionData, count: seen.current.count + 1 };
  return seen.current.count;
}
