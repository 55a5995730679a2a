import { z } from "zod";

/** The action types Supabase Auth's Send Email Hook sends that this product renders. */
const EMAIL_ACTIONS = ["signup", "recovery", "email_change", "invite", "magiclink", "reauthentication"] as const;
export type EmailAction = (typeof EMAIL_ACTIONS)[number];

/** The part of the hook payload the mails need; other fields Supabase adds are ignored. */
export const hookPayloadSchema = z.object({
  user: z.object({
    id: z.string().min(1),
    email: z.string().default(""),
    new_email: z.string().optional(),
    user_metadata: z.record(z.string(), z.unknown()).nullish(),
  }),
  email_data: z.object({
    email_action_type: z.string().min(1),
    token: z.string().default(""),
    token_hash: z.string().default(""),
    token_new: z.string().default(""),
    token_hash_new: z.string().default(""),
    redirect_to: z.string().default(""),
  }),
});

export type HookPayload = z.infer<typeof hookPayloadSchema>;

export function isEmailAction(value: string): value is EmailAction {
  return (EMAIL_ACTIONS as readonly string[]).includes(value);
}
