import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
// React Router's own links are what these tests compare the app's with.
// eslint-disable-next-line no-restricted-imports
import { Link, NavLink } from "react-router";
import {
  StaticRouterProvider,
  UNSAFE_LocationContext as LocationContext,
  createStaticHandler,
  createStaticRouter,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
import { describe, expect, test } from "vitest";
import { ServerLink, ServerNavLink } from "./server-link";

/** Renders `element` as the page at `path` of a data router, as the server's render does. */
async function renderAt(path: string, element: ReactElement): Promise<string> {
  const routes = [{ id: "page", path: "*", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`unexpected response for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const PLACES = ["/", "/de", "/de/imprint", "/pricing", "/pricing/", "/PRICING/plans", "/de/pricing?x=1"];

const LINKS: LinkProps[] = [
  { to: "/de/imprint" },
  { to: "/", className: "home", "aria-label": "Home" },
  { to: "/calculator?price=300000&rate=3.5#schedule", prefetch: "intent" },
  { to: "/pricing", prefetch: "render" },
  { to: "/pricing", prefetch: "viewport", discover: "none" },
  { to: "/blog/rss.xml", reloadDocument: true, target: "_blank", rel: "noopener" },
  { to: "/pricing", replace: true, state: { from: "menu" }, preventScrollReset: true, viewTransition: true, relative: "path" },
  // data-* attributes are valid in JSX but not in an object literal of LinkProps.
  {
    to: "/pricing",
    style: { color: "red" },
    id: "p",
    title: "Prices",
    "data-menu-item": "true",
    tabIndex: -1,
    role: "menuitem",
    onClick: () => {},
  } as LinkProps,
  // Targets React Router resolves or encodes: these go to its own Link.
  { to: "../terms" },
  { to: "pricing" },
  { to: "https://example.com/a?b=1" },
  { to: "//example.com/a" },
  { to: "/a//b" },
  { to: "/a/./b/../c" },
  { to: "/pricing/" },
  { to: "/café" },
  { to: "/a b" },
  { to: "/pricing?" },
  { to: "/pricing#" },
  { to: { pathname: "/pricing", search: "?plan=pro" } },
  // Props the fast path does not know: one React Router takes for itself (a masked URL), one it passes on.
  { to: "/pricing", mask: "/offer" } as LinkProps,
  { to: "/pricing", hrefLang: "de", "unknown-thing": "x" } as LinkProps,
];

const NAV_LINKS: NavLinkProps[] = [
  { to: "/pricing", className: "nav" },
  { to: "/pricing", className: "", end: true },
  { to: "/pricing", caseSensitive: true, className: "nav" },
  { to: "/de", className: ({ isActive, isPending, isTransitioning }) => `${isActive}-${isPending}-${isTransitioning}` },
  { to: "/de", end: true, style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }) },
  { to: "/", "aria-current": "true", children: ({ isActive }) => (isActive ? "here" : "there") },
  { to: "/de/pricing?x=1#top" },
  { to: "/pricing", viewTransition: true, prefetch: "intent" },
  { to: "../pricing" },
  { to: "/pricing/" },
];

const label = (props: object) => JSON.stringify(props, (_key, value: unknown) => (typeof value === "function" ? "fn" : value));

describe("server links", () => {
  test("draw the same HTML as React Router's Link, wherever the page is", async () => {
    for (const place of PLACES) {
      for (const props of LINKS) {
        const theirs = await renderAt(place, <Link {...props}>go</Link>);
        const ours = await renderAt(place, <ServerLink {...props}>go</ServerLink>);
        expect(ours, `${label(props)} at ${place}`).toBe(theirs);
      }
    }
  });

  test("draw the same HTML as React Router's NavLink, active or not", async () => {
    let active = 0;
    for (const place of PLACES) {
      for (const props of NAV_LINKS) {
        const theirs = await renderAt(place, <NavLink children="go" {...props} />);
        const ours = await renderAt(place, <ServerNavLink children="go" {...props} />);
        expect(ours, `${label(props)} at ${place}`).toBe(theirs);
        if (theirs.includes("aria-current")) active += 1;
      }
    }
    // The matrix holds both states, so a wrong reading of "active" cannot pass.
    expect(active).toBeGreaterThan(5);
  });

  test("draw a plain path without React Router's machinery", () => {
    // React Router's Link needs a router around it and throws without one; the fast path never asks for it.
    expect(() => renderToString(<Link to="/pricing">go</Link>)).toThrow();
    expect(renderToString(<ServerLink to="/pricing">go</ServerLink>)).toBe('<a href="/pricing" data-discover="true">go</a>');
    // NavLink asks for the navigator (and throws without it); the fast path reads only the location.
    const at = (pathname: string, element: ReactElement) =>
      renderToString(
        <LocationContext.Provider value={{ location: { pathname, search: "", hash: "", state: null, key: "k" }, navigationType: "POP" as never }}>
          {element}
        </LocationContext.Provider>,
      );
    expect(() => at("/pricing", <NavLink to="/pricing">go</NavLink>)).toThrow();
    expect(at("/pricing", <ServerNavLink to="/pricing">go</ServerNavLink>)).toBe(
      '<a aria-current="page" class="active" href="/pricing" data-discover="true">go</a>',
    );
    const nav = (
      <ServerNavLink to="/de" end caseSensitive className={({ isActive }) => (isActive ? "on" : "off")} style={{ color: "red" }} aria-current="true">
        {({ isActive }) => (isActive ? "here" : "there")}
      </ServerNavLink>
    );
    expect(at("/de/pricing", nav)).toBe('<a class="off" style="color:red" href="/de" data-discover="true">there</a>');
    expect(at("/de", nav)).toBe('<a aria-current="true" class="on" style="color:red" href="/de" data-discover="true">here</a>');
  });
});
