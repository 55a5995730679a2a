import { useMatches } from "react-router";
import { useTranslation } from "./use-translation";

function cataloguesOf(handle: unknown): string[] {
  const named = (handle as { i18n?: unknown } | undefined)?.i18n;
  if (typeof named === "string") return [named];
  return Array.isArray(named) ? named.filter((value): value is string => typeof value === "string") : [];
}

/**
 * Every catalogue the matched routes name in `handle.i18n` is there before their page shows. The first page
 * has them before hydration (entry.client); on a client navigation this call suspends (i18next.client turns
 * react-i18next's suspense on), and since React Router navigates in a transition, the current page stays until
 * they have arrived. Without it the next page showed its raw keys while a catalogue was fetched ("form.title"
 * on a slow connection), and kept them where a component names a catalogue only in a key ("billing:limits.…").
 * The server loads each request's catalogues before it renders, so there it does nothing.
 */
export const useRouteCatalogues: () => void = import.meta.env.SSR
  ? () => {}
  : () => {
      useTranslation(["common", ...useMatches().flatMap(({ handle }) => cataloguesOf(handle))]);
    };
