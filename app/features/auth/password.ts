import { z } from "zod";

/**
 * NIST SP 800-63B and OWASP ASVS L1 (2.1.1): a length floor of 12 for new passwords, no composition rules,
 * and a block list of known-common passwords. Sign-in checks no length, so older 8+ passwords keep working
 * until they are changed.
 */
export const PASSWORD_MIN_LENGTH = 12;
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
