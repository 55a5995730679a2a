import type { LinkProps, NavLinkProps } from "react-router";
import { useLocalizedPath } from "#app/platform/i18n/use-locale";
import { Link, NavLink } from "./link";

/** A Link whose locale-neutral `to` ("/calculator") is prefixed with the page's language. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  const localize = useLocalizedPath();
  return <NavLink to={localize(to)} {...props} />;
}
