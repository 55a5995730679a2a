import { useEffect, type RefObject } from "react";
import { createTypeAheadBuffer, findTypeAheadMatch } from "./type-ahead";

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"]), [data-menu-item]';

/**
 * Enhances a <details> menu (which already opens and closes without JavaScript): closes it on an
 * outside click, scroll, resize or Escape, and adds arrow-key navigation and type-ahead.
 */
export function useDisclosureMenu(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const summary = details.querySelector("summary");
    const typeAhead = createTypeAheadBuffer();
    const items = () => [...details.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
    const close = (restoreFocus = false) => {
      if (!details.open) return;
      details.open = false;
      if (restoreFocus) summary?.focus();
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
    const onKeyDown = (event: KeyboardEvent) => {
      const list = items();
      const current = list.indexOf(document.activeElement as HTMLElement);
      if (event.key === "Escape") {
        if (details.open) event.preventDefault();
        close(true);
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (!details.open) details.open = true;
        const step = event.key === "ArrowDown" ? 1 : -1;
        focusItem(current === -1 ? (step === 1 ? 0 : -1) : current + step);
      } else if ((event.key === "Home" || event.key === "End") && details.open) {
        event.preventDefault();
        focusItem(event.key === "Home" ? 0 : -1);
      } else if (event.key === "Tab" && details.open && current !== -1) {
        close();
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
    details.addEventListener("toggle", onToggle);
    document.addEventListener("pointerdown", onPointerDown);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("toggle", onToggle);
      document.removeEventListener("pointerdown", onPointerDown);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
  }, [ref]);
}
