import { openSaved, type SavedRow } from "./open-saved";

export interface RecentCalculation {
  id: string;
  name: string;
  updatedAt: string;
  /** The calculator query to open it with; "" when it cannot be opened (the list page explains why). */
  search: string;
}

/** A stored calculation as the signed-in home lists it; `today` is the German day its inputs are read on. */
export function recentCalculation(row: SavedRow, today: string): RecentCalculation {
  const saved = openSaved(row, today);
  return { id: saved.id, name: saved.name, updatedAt: saved.updatedAt, search: saved.search };
}
