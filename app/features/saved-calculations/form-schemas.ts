import { z } from "zod";
import { NAME_MAX } from "./limits";

const name = z.string().trim().min(1).max(NAME_MAX);

/** Saving from the calculator: the name and the calculator URL's query the results were shown for. */
export const saveSchema = z.object({ intent: z.literal("save"), name, search: z.string().max(4096) });

export const renameSchema = z.object({ intent: z.literal("rename"), id: z.uuid(), name });

export const rowActionSchema = z.object({ intent: z.enum(["duplicate", "delete"]), id: z.uuid() });

/** "Flat in Cologne (copy)", cut so the copy's name still fits the column. */
export function copyName(original: string, suffix: string): string {
  return `${original.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}
