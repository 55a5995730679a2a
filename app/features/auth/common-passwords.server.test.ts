import { describe, expect, it } from "vitest";
import { passwordSchema } from "./password";
import { getCommonPasswords } from "./common-passwords.server";

describe("common passwords", () => {
  const schema = passwordSchema(getCommonPasswords());

  it.each(["password123", "passwort", "12345678", "Passwort1", "iloveyou"])("refuses %s", (password) => {
    expect(schema.safeParse(password).success).toBe(false);
  });

  it("accepts an unusual passphrase", () => {
    expect(schema.safeParse("kolleague-rechnet-mit-12-Zimmern").success).toBe(true);
  });
});
