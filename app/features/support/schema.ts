import { z } from "zod";

/** One line of text: no line breaks or other control characters (they would end up in mail headers). */
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, "support:errors.singleLine");

/**
 * The support form, checked on the server (the page's browser check only mirrors the sizes). Messages
 * come from the localized error map; the one custom rule's message is a catalogue key.
 */
export const supportSchema = z.object({
  name: singleLine(100),
  email: z.email().max(254),
  subject: singleLine(150),
  message: z.string().trim().min(10).max(5000),
});

export type SupportForm = z.input<typeof supportSchema>;
