import { commonPasswordsFrom, PASSWORD_MIN_LENGTH, type CommonPasswords } from "./password";

/**
 * Stand-in block list until a maintained dictionary package is installed (see docs: the plan is the
 * `passwords` dictionary of @zxcvbn-ts/language-common, plugged in through `commonPasswordsFrom`).
 * Only entries that pass the length floor matter; shorter ones are refused anyway.
 */
const STAND_IN = [
  "password", "password1", "password12", "password123", "password!", "passw0rd", "p@ssw0rd", "passwort", "passwort1",
  "12345678", "123456789", "1234567890", "0123456789", "87654321", "11111111", "00000000", "12341234", "11223344",
  "qwertyui", "qwertyuiop", "qwerty123", "qwertz123", "qwertzuiop", "asdfghjkl", "1q2w3e4r", "1qaz2wsx", "zaq12wsx",
  "abc12345", "abcd1234", "iloveyou", "letmein1", "welcome1", "welcome123", "sunshine", "football", "baseball",
  "princess", "starwars", "trustno1", "superman", "whatever", "dragon123", "master123", "monkey123", "computer",
  "internet", "schalke04", "hallo123", "geheim123", "changeme", "admin123", "administrator",
].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH);

let list: CommonPasswords | undefined;

export function getCommonPasswords(): CommonPasswords {
  list ??= commonPasswordsFrom(STAND_IN);
  return list;
}
