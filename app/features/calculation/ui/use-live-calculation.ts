import { useCallback, useRef, useState, type FormEvent, type RefObject } from "react";
import { flushSync } from "react-dom";
import { REPAYMENT_FIELDS } from "../view/fields";
import type * as LiveEngine from "../view/live";
import type { PageOutcome } from "../view/live";
import { onlyChosenRepayment, REPAYMENT_MODE_PARAM, withAllMonths } from "../view/query";
import type { FieldErrors } from "../view/run";

type Engine = typeof LiveEngine;

export interface LiveUpdate {
  search: string;
  /** Only the errors of fields the user has touched (all of them after pressing the button). */
  errors: FieldErrors | null;
  calculation: PageOutcome["calculation"];
}

const DEBOUNCE_MS = 150;
const REPAYMENT_INPUTS: string[] = Object.values(REPAYMENT_FIELDS);

/**
 * Recalculates in the browser 150 ms after the last keystroke and keeps the address bar on the canonical
 * URL (history.replaceState: no history entry per keystroke, and no loader round trip). The engine is
 * imported on the first focus, so a visitor who only reads pays nothing for it. If it cannot load, the
 * submit button still does a normal GET.
 *
 * The submit button shows every field's error and moves focus to the first field in error, as the kit's
 * forms do (without JavaScript the page opens at the error summary). The summary (`errorSummary`) answers a
 * submit: while the user types, a field's own message says what is wrong there, and an alert on top, mid-word,
 * would interrupt them. Once every error is mended it goes until the next submit; null: nothing happened yet,
 * the page's own errors (loaded with them, as a form sent without JavaScript is) have it.
 */
export function useLiveCalculation(options: {
  formRef: RefObject<HTMLFormElement | null>;
  today: string;
  pathname: string;
  /** The page shows every month (`?months=all`): live results keep them, and the address keeps asking for them. */
  allMonths: boolean;
  onUpdate: (update: LiveUpdate) => void;
}) {
  const { formRef, today, pathname, allMonths, onUpdate } = options;
  const engine = useRef<Engine | null>(null);
  const loading = useRef<Promise<Engine> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const touched = useRef(new Set<string>());
  const showAll = useRef(false);
  const [errorSummary, setErrorSummary] = useState<boolean | null>(null);

  const load = useCallback(() => {
    loading.current ??= import("../view/live").then((module) => (engine.current = module));
    return loading.current;
  }, []);

  const run = useCallback(
    async (submitted = false) => {
      const module = engine.current ?? (await load());
      const form = formRef.current;
      if (!form) return;
      // Once the user has typed into a repayment field or clicked a radio, the radio names the field they chose.
      const data = new FormData(form);
      const chose = REPAYMENT_INPUTS.some((field) => touched.current.has(field));
      const outcome = module.liveCalculate(chose ? onlyChosenRepayment(data) : data, today, allMonths);
      const visible = (field: string) => showAll.current || touched.current.has(field);
      const errors = outcome.errors ? Object.fromEntries(Object.entries(outcome.errors).filter(([field]) => visible(field))) : null;
      const update = { search: outcome.search, errors: errors && Object.keys(errors).length ? errors : null, calculation: outcome.calculation };
      if (submitted) {
        // Drawn at once, so the field takes the focus already marked invalid and described by its error.
        flushSync(() => {
          onUpdate(update);
          setErrorSummary(true);
        });
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      } else {
        onUpdate(update);
        if (!update.errors) setErrorSummary(false);
      }
      window.history.replaceState(window.history.state, "", pathname + (allMonths ? withAllMonths(outcome.search) : outcome.search));
    },
    [allMonths, formRef, load, onUpdate, pathname, today],
  );

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.name === REPAYMENT_MODE_PARAM) REPAYMENT_INPUTS.forEach((field) => touched.current.add(field));
      touched.current.add(target.name);
      const mode = target.dataset.repaymentMode;
      if (mode) {
        const radio = event.currentTarget.querySelector<HTMLInputElement>(`input[name="${REPAYMENT_MODE_PARAM}"][value="${mode}"]`);
        if (radio) radio.checked = true;
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), DEBOUNCE_MS);
    },
    [run],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!engine.current) return;
      event.preventDefault();
      showAll.current = true;
      clearTimeout(timer.current);
      void run(true);
    },
    [run],
  );

  return { onInput, onSubmit, onFocus: () => void load(), errorSummary };
}
