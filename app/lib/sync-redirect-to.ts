import type { FormEvent } from "react";

/**
 * Pages that update their address without a navigation (the calculator's live results use
 * history.replaceState) leave React Router's location behind; forms that return "to this page" read the
 * real address when they are submitted.
 */
export function syncRedirectTo(event: FormEvent<HTMLFormElement>) {
  const field = event.currentTarget.elements.namedItem("redirectTo");
  if (field instanceof HTMLInputElement) field.value = window.location.pathname + window.location.search;
}
