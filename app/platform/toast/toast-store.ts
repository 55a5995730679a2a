import { createToast, type Toast, type ToastInput } from "./toast";

type Listener = () => void;

/** A tiny external store so any component (or plain code) can raise a toast without prop drilling. */
function createToastStore() {
  let toasts: readonly Toast[] = [];
  // Every id ever added, so a toast that was closed or expired is known as gone rather than never shown.
  const added = new Set<string>();
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const set = (next: readonly Toast[]) => {
    toasts = next;
    emit();
  };
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    add(input: ToastInput): string {
      const toast = createToast(input);
      added.add(toast.id);
      if (!toasts.some((existing) => existing.id === toast.id)) set([...toasts, toast]);
      return toast.id;
    },
    /** Whether a toast with this id was ever added (it may have been removed since). */
    wasAdded: (id: string) => added.has(id),
    remove(id: string) {
      set(toasts.filter((toast) => toast.id !== id));
    },
    /** Clears one group, or every toast when no group is given. */
    clear(group?: string) {
      set(group === undefined ? [] : toasts.filter((toast) => toast.group !== group));
    },
  };
}

export const toasts = createToastStore();
export { createToastStore };
