import { dictionary } from "@zxcvbn-ts/language-common";
import { commonPasswordsFrom, PASSWORD_MIN_LENGTH, type CommonPasswords } from "./password";

let list: CommonPasswords | undefined;

/**
 * The ~49,000 most common passwords from zxcvbn-ts's maintained dictionary (English and international
 * leaks, German favourites such as "passwort" included); only the ones long enough to pass the length
 * rule can matter. Loaded on first use, server side only.
 */
export function getCommonPasswords(): CommonPasswords {
  list ??= commonPasswordsFrom(dictionary["passwords-common"].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH));
  return list;
}
