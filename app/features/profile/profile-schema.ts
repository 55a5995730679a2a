import { z } from "zod";

/** The name people see in the header and the app; the database allows 200 characters. */
export const nameSchema = z.object({
  intent: z.literal("name"),
  fullName: z.string().trim().min(1).max(100),
});
