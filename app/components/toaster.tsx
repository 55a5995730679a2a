import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { isUrgent, type Toast } from "#app/platform/toast/toast";
import { toasts } from "#app/platform/toast/toast-store";
import { useHydrated } from "#app/lib/use-hydrated";

const EMPTY: readonly Toast[] = [];

const severityClass: Record<Toast["severity"], string> = {
  info: "border-info bg-surface",
  success: "border-success bg-surface",
  warn: "border-warn bg-surface",
  error: "border-danger bg-surface",
  secondary: "border-muted bg-surface",
  contrast: "border-fg bg-fg text-surface",
};

/**
 * Toast area at the top right, below the header so it never covers the account, theme and language
 * controls. A toast queued by the server (flash cookie) is rendered in the HTML, so it also shows without
 * JavaScript; its life time is a CSS animation, which hovering pauses.
 *
 * Screen readers announce what is added to a live region that already exists, not a region that arrives
 * with its text. So the two regions (assertive for errors and warnings, polite for the rest) are always
 * in the page, and a toast is inserted into them. The server's flash toast is in the HTML from the
 * start; once hydrated it is inserted afresh (a new key), so it is announced too.
 */
export function Toaster({ flash }: { flash: Toast | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const items = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, () => EMPTY);
  useEffect(() => {
    if (flash) toasts.add(flash);
  }, [flash]);

  // Before hydration (and without JS) the flash toast is rendered from the loader data. Once the store
  // has it, the store alone decides, so a flash toast that expired or was closed does not come back.
  const visible = flash && !toasts.wasAdded(flash.id) ? [flash] : items;
  const region = (urgent: boolean) => (
    <div aria-live={urgent ? "assertive" : "polite"} className="flex flex-col">
      {visible
        .filter((toast) => isUrgent(toast.severity) === urgent)
        .map((toast) => (
          <ToastItem key={hydrated ? toast.id : `${toast.id}-html`} toast={toast} />
        ))}
    </div>
  );

  return (
    <section aria-label={t("toast.region")} className="pointer-events-none fixed top-20 right-5 z-50 flex w-[min(24rem,calc(100vw-2.5rem))] flex-col">
      {region(true)}
      {region(false)}
    </section>
  );
}

/**
 * One toast. Its own live setting is off, so the region around it does the announcing, once. A status
 * toast keeps its role (it is still found as one); an error or warning gets no role="alert", whose own
 * alert event would announce it a second time.
 */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    <div
      role={isUrgent(toast.severity) ? undefined : "status"}
      aria-live="off"
      data-life={toast.life ? "" : undefined}
      style={toast.life ? { animationDuration: `${toast.life}ms` } : undefined}
      onAnimationEnd={() => toasts.remove(toast.id)}
      className={`toast pointer-events-auto mb-2 flex items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ring-1 ring-border ${severityClass[toast.severity]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          <span className="sr-only">{t(`toast.severity.${toast.severity}`)}: </span>
          {toast.summary}
        </p>
        {toast.detail ? <p className="mt-1 text-sm opacity-90">{toast.detail}</p> : null}
      </div>
      {toast.closable ? (
        <button
          type="button"
          onClick={() => toasts.remove(toast.id)}
          className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
          aria-label={t("toast.close")}
        >
          <span aria-hidden="true">✕</span>
        </button>
      ) : null}
    </div>
  );
}
