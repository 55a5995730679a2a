import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root";

/** The root loader's data (locale, theme, user, release…); undefined only when the root itself failed. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
