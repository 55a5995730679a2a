/**
 * The first screen's CSS of the page being rendered (decision 017). The server registers where it comes
 * from (server/critical-css.ts: built per page template at build time); the document inlines it and loads
 * the whole stylesheet after its content. It is not passed through React Router's own critical-CSS hook,
 * which would also serialise it into every page's hydration data (doubling its bytes).
 */
let lookup: ((pathname: string) => string | undefined) | null = null;

export function registerCriticalCss(find: (pathname: string) => string | undefined) {
  lookup = find;
}

/** Marks the inlined <style>, so the browser's first render reads back what the server sent. */
export const CRITICAL_CSS_ATTRIBUTE = "data-critical-css";

/** Server: the template's CSS for this path, if any. Browser: the CSS the document was sent with. */
export function initialCriticalCss(pathname: string): string | null {
  if (typeof document === "undefined") return lookup?.(pathname) ?? null;
  return document.querySelector(`style[${CRITICAL_CSS_ATTRIBUTE}]`)?.textContent ?? null;
}
