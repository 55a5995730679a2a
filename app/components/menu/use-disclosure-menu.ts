import { useEffect, type RefObject } from "react";
import { createTypeAheadBuffer, findTypeAheadMatch } from "./type-ahead";

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"]), [data-menu-item]';

/** Closes the menu around `element` and puts focus back on its trigger, as Escape does. */
export function closeMenuAround(element: Element) {
  const details = element.closest("details");
  if (!details?.open) return;
  details.open = false;
  details.querySelector("summary")?.focus();
}

/**
 * Enhances a <details> menu (which already opens and closes without JavaScript): closes it on an
 * outside click, scroll, resize, Escape or when focus moves elsewhere, and adds arrow-key navigation
 * and type-ahead. Tab moves through the items as it does without JavaScript (a disclosure, not a
 * role="menu"), and leaving the last one closes the menu.
 */
export function useDisclosureMenu(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const typeAhead = createTypeAheadBuffer();
    const items = () => [...details.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
    const close = () => {
      details.open = false;
    };
    const focusItem = (index: number) => {
      const list = items();
      if (list.length === 0) return;
      list[(index + list.length) % list.length]?.focus();
    };

    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close();
    };
    // A scroll event can arrive just after opening (from the scroll that brought the trigger into view);
    // only a real move of the page since opening closes the menu.
    let scrollAtOpen = 0;
    const onToggle = () => {
      if (details.open) scrollAtOpen = window.scrollY;
    };
    const onScroll = () => {
      if (Math.abs(window.scrollY - scrollAtOpen) > 8) close();
    };
    const onResize = () => close();
    // Only a focus that lands somewhere else closes it: none (a click on a button Safari does not focus,
    // a switch of window) leaves it open, or the click would lose its target.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !details.contains(event.relatedTarget)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const list = items();
      const current = list.indexOf(document.activeElement as HTMLElement);
      if (event.key === "Escape") {
        if (details.open) event.preventDefault();
        closeMenuAround(details);
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (!details.open) details.open = true;
        const step = event.key === "ArrowDown" ? 1 : -1;
        focusItem(current === -1 ? (step === 1 ? 0 : -1) : current + step);
      } else if ((event.key === "Home" || event.key === "End") && details.open) {
        event.preventDefault();
        focusItem(event.key === "Home" ? 0 : -1);
      } else if (details.open && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        const labels = list.map((item) => item.textContent ?? "");
        const match = findTypeAheadMatch(labels, typeAhead(event.key), current);
        if (match !== -1) {
          event.preventDefault();
          focusItem(match);
        }
      }
    };

    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    details.addEventListener("toggle", onToggle);
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
      details.removeEventListener("toggle", onToggle);
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
  }, [ref]);
}
