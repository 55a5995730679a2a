import { z } from "zod";
import { passwordSchema, type CommonPasswords } from "#app/features/auth/password";
import { LOCALES } from "#app/platform/i18n/locales";
import { THEME_CHOICES } from "#app/platform/theme/theme";

/** The settings page's forms; each carries its intent so one action can tell them apart. */
export const preferencesSchema = z.object({
  intent: z.literal("preferences"),
  locale: z.enum(LOCALES),
  theme: z.enum(THEME_CHOICES),
});

/** The new password follows sign-up's rule (shared with the auth forms); the current one is re-checked. */
export const passwordChangeSchema = (common?: CommonPasswords) =>
  z
    .object({
      intent: z.literal("password"),
      currentPassword: z.string().min(1).max(1024),
      password: passwordSchema(common),
      confirmPassword: z.string().min(1),
    })
    .refine((value) => value.password === value.confirmPassword, { path: ["confirmPassword"], message: "auth:errors.passwordMismatch" });

export const emailChangeSchema = z.object({
  intent: z.literal("email"),
  email: z.email().max(254),
});

/**
 * Deleting the account needs the account's e-mail address typed out (it cannot happen by a slip, it is
 * the same in every language, and the user sees exactly which account goes) and the password, so a
 * borrowed or stolen session cannot delete it.
 */
export const deleteAccountSchema = (email: string) =>
  z.object({
    intent: z.literal("delete"),
    password: z.string().min(1).max(1024),
    confirmation: z
      .string()
      .trim()
      .min(1)
      .refine((value) => value.toLowerCase() === email.toLowerCase(), { message: "account:errors.confirmationMismatch" }),
  });
