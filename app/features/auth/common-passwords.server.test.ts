import { describe, expect, it } from "vitest";
import { passwordSchema } from "./password";
import { getCommonPasswords } from "./common-passwords.server";

describe("common passwords", () => {
  const schema = passwordSchema(getCommonPasswords());

  it.each(["password123", "passwort", "12345678", "Passwort1", "iloveyou"])("refuses %s (too short)", (password) => {
    expect(schema.safeParse(password).success).toBe(false);
  });

  it.each(["1qaz2wsx3edc", "Q1W2E3R4T5Y6", "qwerty123456", "123qweasdzxc"])("refuses %s, long enough but on the list", (password) => {
    const result = schema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["auth:errors.passwordCommon"]);
  });

  it("accepts an unusual passphrase", () => {
    expect(schema.safeParse("kolleague-rechnet-mit-12-Zimmern").success).toBe(true);
  });
});
