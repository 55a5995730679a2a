import { useEffect, useReducer } from "react";
import { useFetchers, useNavigation } from "react-router";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { IDLE, LOADING_BAR, nextState } from "./timing";

/**
 * A thin bar across the top while a navigation or form submission takes longer than the throttle, and
 * its words for screen readers: "Loading…" once, in a polite region that is always in the page (a region
 * inserted together with its text is often not read). Only after the throttle, like the bar, so quick
 * clicks stay silent; cleared when done, so the next slow one is read again.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const [state, dispatch] = useReducer(nextState, IDLE);

  useEffect(() => {
    dispatch(busy ? "busy" : "done");
  }, [busy]);

  useEffect(() => {
    const after = (event: Parameters<typeof dispatch>[0], ms: number) => {
      const timer = setTimeout(() => dispatch(event), ms);
      return () => clearTimeout(timer);
    };
    if (state.phase === "waiting") return after("throttled", LOADING_BAR.throttleMs);
    if (state.phase === "finishing") return after("hidden", LOADING_BAR.hideDelayMs);
    if (state.phase === "hiding") return after("reset", LOADING_BAR.resetDelayMs);
  }, [state.phase]);

  return (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none fixed inset-x-0 top-0 z-[60] origin-left bg-accent"
        style={{
          height: LOADING_BAR.heightPx,
          transform: `scaleX(${state.target})`,
          opacity: state.visible ? 1 : 0,
          transition: `transform ${state.transitionMs}ms ease-out, opacity 300ms`,
        }}
      />
      <div aria-live="polite" className="sr-only">
        {state.phase === "running" ? t("loading") : null}
      </div>
    </>
  );
}
