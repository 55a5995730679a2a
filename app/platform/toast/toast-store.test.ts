import { describe, expect, it, vi } from "vitest";
import { createToast, isUrgent, MIN_TOAST_LIFE_MS } from "./toast";
import { createToastStore } from "./toast-store";

describe("toast store", () => {
  it("adds with defaults, notifies, and removes", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.add({ summary: "Saved" });
    expect(store.getSnapshot()).toEqual([{ id, severity: "info", closable: true, summary: "Saved" }]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.remove(id);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("does not add the same id twice (a flash toast re-read on revalidation)", () => {
    const store = createToastStore();
    store.add({ id: "flash-1", summary: "Hi" });
    store.add({ id: "flash-1", summary: "Hi" });
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it("remembers a removed toast as added, so a flash toast that was closed is not shown again", () => {
    const store = createToastStore();
    expect(store.wasAdded("flash-2")).toBe(false);
    store.add({ id: "flash-2", summary: "Hi" });
    store.remove("flash-2");
    expect(store.getSnapshot()).toEqual([]);
    expect(store.wasAdded("flash-2")).toBe(true);
  });

  it("clears a group and leaves the others", () => {
    const store = createToastStore();
    store.add({ summary: "a", group: "upload" });
    store.add({ summary: "b", group: "upload", severity: "error" });
    store.add({ summary: "c", closable: false });
    store.clear("upload");
    expect(store.getSnapshot().map((t) => t.summary)).toEqual(["c"]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it("marks errors and warnings as urgent for screen readers", () => {
    expect(isUrgent("error")).toBe(true);
    expect(isUrgent("warn")).toBe(true);
    expect(isUrgent("success")).toBe(false);
  });

  it("never lets an error or a warning hide by itself, and gives the others at least ten seconds", () => {
    for (const severity of ["error", "warn"] as const) {
      const urgent = createToast({ severity, summary: "Busy", life: 6000, closable: false });
      expect(urgent.life).toBeUndefined();
      expect(urgent.closable).toBe(true);
    }
    expect(MIN_TOAST_LIFE_MS).toBeGreaterThanOrEqual(10_000);
    expect(createToast({ severity: "success", summary: "Saved", life: 4000 }).life).toBe(MIN_TOAST_LIFE_MS);
    expect(createToast({ severity: "info", summary: "Hi", life: 30_000 }).life).toBe(30_000);
    expect(createToast({ severity: "info", summary: "Hi" })).not.toHaveProperty("life");
  });
});
