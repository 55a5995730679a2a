import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** With JavaScript, re-runs the page's loaders every `ms` while `active` (the no-JS page offers a reload link instead). */
export function usePoll(active: boolean, ms = 2000) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [active, ms, revalidator]);
}
