import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { jsonForScript } from "#app/lib/script-json";

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = { rel?: unknown; href?: unknown; type?: unknown; children?: ReactNode; dangerouslySetInnerHTML?: { __html?: unknown } };

/** Every element React Router's <Scripts> renders, its fragments opened. */
function elementsOf(node: ReactNode): ReactElement<ElementProps>[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<ElementProps>(child)) return [];
    return child.type === Fragment ? elementsOf(child.props.children) : [child];
  });
}

const LATEST_MS = 3000;

/**
 * Runs in the browser, from its source text: it may use only its arguments and the browser's globals.
 * Adds the module preloads and the module script once the page's first content is on screen (Paint Timing's
 * first-contentful-paint, reported after the frame is shown; a frame and a task later where that is not
 * supported), at once in a hidden tab, and at the latest `latestMs` after it ran. Elements made by a script carry
 * the nonce as a property, which the CSP honours (the browser hides it from the attribute).
 */
function loadAfterFirstPaint(preloads: string[], moduleScript: string, latestMs: number) {
  const nonce = (document.currentScript as HTMLScriptElement).nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.nonce = nonce;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = moduleScript;
    document.head.append(script);
  };
  if (document.visibilityState === "hidden") {
    start();
  } else if (PerformanceObserver.supportedEntryTypes.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
  // A tab hidden before its first paint, or one that paints nothing, does not wait for ever.
  document.addEventListener("visibilitychange", start, { once: true });
  setTimeout(start, latestMs);
}

/** Its source text, read once: every page sends it. */
const LOADER_SOURCE = loadAfterFirstPaint.toString();

/** The inline script that loads React Router's modules after the first paint. */
function bootAfterPaint(preloads: string[], moduleScript: string): string {
  return `(${LOADER_SOURCE})(${jsonForScript(preloads)},${jsonForScript(moduleScript)},${LATEST_MS})`;
}

/**
 * React Router's <Scripts>, with nothing requested before the first paint (issue 23, decision 017). It puts a
 * `modulepreload` per module into the head (React hoists every such <link> there) and a module script at the
 * end of the body; a browser fetched all of it (about 128 KB) while the page's own HTML was still arriving,
 * and Lighthouse's simulated first paint waited for it. Here the head carries no script request: the same
 * preloads and module script are added by an inline script once the first frame is on screen.
 *
 * Should a React Router upgrade render <Scripts> differently (no module script found), its output is kept
 * unchanged, so hydration never breaks; tests/server/headers.test.ts then fails on the head's preloads.
 */
export function ScriptsAfterPaint(props: ScriptsProps) {
  // Called, not rendered: its elements are rearranged here. Its hooks run as this component's, in the same order.
  const rendered = Scripts(props);
  const elements = elementsOf(rendered);
  const moduleScript = elements.find((element) => element.type === "script" && element.props.type === "module");
  const code = moduleScript?.props.dangerouslySetInnerHTML?.__html;
  if (typeof code !== "string") return rendered;
  const isPreload = (element: ReactElement<ElementProps>) => element.type === "link" && element.props.rel === "modulepreload";
  const preloads = elements.filter(isPreload).map((element) => String(element.props.href));
  return (
    <>
      {elements.filter((element) => element !== moduleScript && !isPreload(element))}
      {/* In the browser the code is React Router's placeholder " ": as with its own scripts, hydration keeps the
          server's script, which has run by then. */}
      <script nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootAfterPaint(preloads, code) }} />
    </>
  );
}
