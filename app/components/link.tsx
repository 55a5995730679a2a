import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { ServerLink, ServerNavLink } from "./server-link";

/**
 * The app's `Link` and `NavLink`: React Router's in the browser, where a link navigates; in a server render,
 * where a link is only its markup, the same `<a>` drawn without React Router's per-link setup (server-link.tsx).
 */
export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
export const NavLink: typeof RouterNavLink = import.meta.env.SSR ? (ServerNavLink as typeof RouterNavLink) : RouterNavLink;
