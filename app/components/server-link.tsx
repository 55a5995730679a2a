import type { ReactNode } from "react";
import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from "react-router";

/**
 * React Router's `Link` and `NavLink` as a server render draws them, for the common case of a plain absolute path.
 *
 * In a server render a link is only its markup: no click handler, prefetch or effect ever runs there. React
 * Router's components still resolve the path twice (each time serialising the route matches), build a navigate
 * function, a click handler and prefetch state, and NavLink encodes the path through a `URL`: about 11 µs a link,
 * 21 links in every page's frame, 9 % of a public page's CPU (decision 017). For a path that resolution cannot
 * change these draw the same `<a>` directly; anything else (relative or external targets, objects, masks,
 * unusual characters, props they do not know) goes to React Router's own component. A test renders both for the
 * same props and compares the HTML, so a React Router upgrade that changes a link's markup fails it.
 */

/** A path React Router resolves to itself: absolute, no empty, `.` or `..` segment, no trailing slash, no
 * character that URL encoding would change, and a query or hash only if it is not empty. */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*)?(?:\?[A-Za-z0-9._~=&+%-]+)?(?:#[A-Za-z0-9._~-]+)?$/;

/** Props React Router's Link takes for itself; none of them changes the server's markup for a plain path. */
const LINK_PROPS = new Set([
  "discover",
  "prefetch",
  "relative",
  "reloadDocument",
  "replace",
  "state",
  "preventScrollReset",
  "viewTransition",
  "defaultShouldRevalidate",
  "onClick",
  "target",
  "to",
]);
/** DOM props the app passes to links; with anything else React Router draws the link. */
const DOM_PROPS = new Set(["className", "children", "id", "title", "rel", "lang", "hrefLang", "tabIndex", "role", "style", "download", "ref"]);

function isPlain(props: object): boolean {
  const to = (props as { to?: unknown }).to;
  if (typeof to !== "string" || !PLAIN_PATH.test(to)) return false;
  for (const key in props) {
    if (!LINK_PROPS.has(key) && !DOM_PROPS.has(key) && !key.startsWith("aria-") && !key.startsWith("data-")) return false;
  }
  return true;
}

export function ServerLink(props: LinkProps) {
  if (!isPlain(props)) return <Link {...props} />;
  const {
    to,
    target,
    discover = "render",
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    ...rest
  } = props;
  // The link's text is among the props passed on (children), as in React Router's Link.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} href={to as string} target={target} data-discover={discover === "render" ? "true" : undefined} />;
}

export function ServerNavLink(props: NavLinkProps) {
  const location = useLocation();
  const { "aria-current": ariaCurrent = "page", caseSensitive = false, className = "", end = false, style, children, ...rest } = props;
  if (!isPlain(rest)) return <NavLink {...props} />;
  // As NavLink decides it; on the server nothing is pending or in a view transition.
  let target = (rest.to as string).replace(/[?#].*$/, "");
  let here = location.pathname;
  if (!caseSensitive) {
    target = target.toLowerCase();
    here = here.toLowerCase();
  }
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(target.length) === "/");
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <ServerLink
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" ")}
      style={typeof style === "function" ? style(state) : style}
    >
      {typeof children === "function" ? children(state) : (children as ReactNode)}
    </ServerLink>
  );
}
