import { z } from "zod";
import { passwordSchema, type CommonPasswords } from "./password";

/**
 * The auth forms' schemas, shared by the browser (instant feedback) and the server (the authority,
 * which passes the common-password list). Messages are catalogue keys or come from the error map.
 */
const email = z.email().max(254);

/** Sign-in checks only presence: the rules for new passwords must not lock out existing ones. */
export const loginSchema = z.object({
  email,
  password: z.string().max(1024),
  redirectTo: z.string().optional(),
});

const mustMatch = { path: ["confirmPassword"], message: "auth:errors.passwordMismatch" };

export const signupSchema = (common?: CommonPasswords) =>
  z
    .object({ email, password: passwordSchema(common), confirmPassword: z.string() })
    .refine((value) => value.password === value.confirmPassword, mustMatch);

export const newPasswordSchema = (common?: CommonPasswords) =>
  z.object({ password: passwordSchema(common), confirmPassword: z.string() }).refine((value) => value.password === value.confirmPassword, mustMatch);

export const resetSchema = z.object({ email });

export type LoginForm = z.input<typeof loginSchema>;
export type SignupForm = z.input<ReturnType<typeof signupSchema>>;
export type NewPasswordForm = z.input<ReturnType<typeof newPasswordSchema>>;
export type ResetForm = z.input<typeof resetSchema>;
