import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * What a page load does for keyboard and screen-reader users, after a client-side navigation: focus starts at
 * the new page's main heading (or at the element the address's #hash names) and the new title is read out.
 * Without it focus stayed on the link in the header or footer, or fell to <body> with the control that was
 * pressed, and nothing said the page had changed.
 *
 * - Not on the first render: the browser loaded that page itself.
 * - Not when only the #hash changed (an in-page link: the browser moves there), and not for the calculator's
 *   live address, which it keeps current with history.replaceState, unseen by the router.
 * - A page that put focus into its content itself (the chat's question field, a receipt's heading) keeps it:
 *   this component is rendered after the page, so the page's effects have run.
 * - After an answer on the same page (a form post, its redirect) focus is only mended when it fell to <body>:
 *   back to the control if it is still there (a button disabled while sending loses focus), else to the
 *   #hash the answer points at, else the heading.
 */
export function RouteFocus() {
  const { pathname, search, hash, key } = useLocation();
  const page = pathname + search;
  const shown = useRef({ page, key });
  const lastFocused = useRef<Element | null>(null);
  const announcer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => void (lastFocused.current = event.target as Element);
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);
  useEffect(() => {
    const previous = shown.current;
    if (previous.key === key) return;
    shown.current = { page, key };
    const main = document.querySelector("main");
    if (!main) return;
    if (previous.page !== page) {
      if (!pageTookFocus(main)) focusStart(main, hash);
      announce(announcer.current, document.title);
    } else if (focusLost()) {
      const control = lastFocused.current;
      if (control instanceof HTMLElement && control.isConnected) control.focus({ preventScroll: true });
      if (focusLost()) focusStart(main, hash);
    }
  }, [page, hash, key]);
  // No role: pages have their own status messages (role=status), which tests and people look for; this only speaks.
  return <div ref={announcer} className="sr-only" aria-live="polite" aria-atomic="true" />;
}

function focusLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/** Focus the page placed in its own content: on anything there but the link that led here. */
function pageTookFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  return !focusLost() && main.contains(active) && !active!.closest("a");
}

function focusStart(main: HTMLElement, hash: string) {
  const target = hashTarget(hash) ?? main.querySelector<HTMLElement>("h1") ?? main;
  // A heading or section cannot take focus by itself; -1 keeps it out of the Tab order.
  if (!target.hasAttribute("tabindex") && target.tabIndex < 0) target.tabIndex = -1;
  // The router has scrolled already: to the top, to the #hash, or back to where the page was left.
  target.focus({ preventScroll: true });
}

function hashTarget(hash: string): HTMLElement | null {
  try {
    return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null; // a malformed escape names nothing
  }
}

/** The same title twice in a row (two calculations) is read again: the text alternates a trailing no-break space. */
function announce(region: HTMLDivElement | null, title: string) {
  if (!region) return;
  region.textContent = region.textContent === title ? `${title}\u00a0` : title;
}
