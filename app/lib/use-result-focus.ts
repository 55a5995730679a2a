import { useEffect, useRef, useState } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * For what a page shows in place of the form that was sent (a receipt, "check your inbox", the next step):
 * focus moves to it (give the element tabIndex={-1}) and it is scrolled into view, since the pressed button
 * went with the form and focus would fall to <body>, out of sight. Only when it appears in the browser, as
 * the answer to something done there: in the server's HTML (a page loaded with it, or without JavaScript)
 * the page starts at its top, as any page does.
 */
export function useResultFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const hydrated = useHydrated();
  const [inBrowser] = useState(hydrated);
  useEffect(() => {
    // focus() scrolls the element into view when it is not.
    if (inBrowser) ref.current?.focus();
  }, [inBrowser]);
  return ref;
}
