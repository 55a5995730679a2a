import { z } from "zod";
import { MAX_PASTED_CHARS } from "#app/features/attachments/limits";
import { MAX_MESSAGE_LENGTH, MAX_TITLE_LENGTH } from "./limits";

/** The composer: a question and the model to answer it (the server checks the model against the plan). */
export const sendSchema = z.object({
  intent: z.literal("send"),
  text: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH),
  model: z.string().min(1).max(100),
  /** A listing pasted beside the question (a PDF comes as a file part; the server reads both). */
  listingText: z.string().max(MAX_PASTED_CHARS).optional(),
});
export type SendForm = z.infer<typeof sendSchema>;

export const renameSchema = z.object({
  intent: z.literal("rename"),
  title: z.string().trim().min(1).max(MAX_TITLE_LENGTH),
});
export type RenameForm = z.infer<typeof renameSchema>;

/** Stop, regenerate and delete carry no input but the intent (and, for regenerate, the model). */
export const controlSchema = z.object({
  intent: z.enum(["stop", "regenerate", "delete"]),
  model: z.string().max(100).optional(),
});
