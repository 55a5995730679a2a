import { describe, expect, it } from "vitest";
import { commonPasswordsFrom } from "#app/features/auth/password";
import { deleteAccountSchema, passwordChangeSchema, preferencesSchema } from "./settings-schemas";

describe("settings schemas", () => {
  it("accept the system theme and refuse unknown languages", () => {
    expect(preferencesSchema.safeParse({ intent: "preferences", locale: "de", theme: "system" }).success).toBe(true);
    expect(preferencesSchema.safeParse({ intent: "preferences", locale: "fr", theme: "dark" }).success).toBe(false);
  });

  it("apply sign-up's password rule to the new password and require a matching confirmation", () => {
    const schema = passwordChangeSchema(commonPasswordsFrom(["password123"]));
    const base = { intent: "password", currentPassword: "old one" };
    expect(schema.safeParse({ ...base, password: "long enough!", confirmPassword: "long enough!" }).success).toBe(true);
    expect(schema.safeParse({ ...base, password: "short", confirmPassword: "short" }).success).toBe(false);
    expect(schema.safeParse({ ...base, password: "ä".repeat(37), confirmPassword: "ä".repeat(37) }).success).toBe(false);
    expect(schema.safeParse({ ...base, password: "password123", confirmPassword: "password123" }).success).toBe(false);
    const mismatch = schema.safeParse({ ...base, password: "long enough!", confirmPassword: "long enougH!" });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ["confirmPassword"], message: "auth:errors.passwordMismatch" });
  });

  it("confirm deletion only with the account's own e-mail address, in any letter case", () => {
    const schema = deleteAccountSchema("Ada@Example.test");
    expect(schema.safeParse({ intent: "delete", confirmation: " ada@example.TEST ", password: "secret" }).success).toBe(true);
    expect(schema.safeParse({ intent: "delete", confirmation: "DELETE", password: "secret" }).success).toBe(false);
    expect(schema.safeParse({ intent: "delete", confirmation: "other@example.test", password: "secret" }).success).toBe(false);
    expect(schema.safeParse({ intent: "delete", confirmation: "ada@example.test" }).success).toBe(false);
  });
});
