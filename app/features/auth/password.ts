import { z } from "zod";

/** NIST SP 800-63B: a length floor, no composition rules, and a block list of known-common passwords. */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt (Supabase Auth) reads at most 72 bytes; a longer password would be silently truncated. */
export const PASSWORD_MAX_BYTES = 72;

export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** Answers whether a password is on a list of passwords attackers try first. */
export interface CommonPasswords {
  isCommon(password: string): boolean;
}

/** A case-insensitive lookup over any list (the stand-in list, or a package's dictionary). */
export function commonPasswordsFrom(list: Iterable<string>): CommonPasswords {
  const known = new Set<string>();
  for (const entry of list) known.add(entry.toLowerCase());
  return { isCommon: (password) => known.has(password.toLowerCase()) };
}

/**
 * The password rule shared by sign-up and the new-password form. The browser gets it without the list
 * (which stays on the server), so the list check happens only on submit.
 */
export function passwordSchema(common?: CommonPasswords) {
  return z
    .string()
    .min(PASSWORD_MIN_LENGTH)
    .refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, { message: "auth:errors.passwordTooLong" })
    .refine((value) => !common?.isCommon(value), { message: "auth:errors.passwordCommon" });
}
