import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { createErrorMap, translateMessage } from "#app/platform/validation/error-map";
import authEn from "../../locales/en/auth.json";
import validationEn from "../../locales/en/validation.json";
import { commonPasswordsFrom, utf8Length } from "./password";
import { loginSchema, newPasswordSchema, signupSchema } from "./schemas";

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { auth: authEn, validation: validationEn } }, lng: "en" });
const t = i18n.getFixedT("en");
const errorMap = createErrorMap(t, "en");

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${translateMessage(t, issue.message)}`);
}

describe("password rules", () => {
  const schema = signupSchema(commonPasswordsFrom(["correcthorse", "Passwort1234"]));
  const attempt = (password: string, confirmPassword = password) =>
    messages(schema.safeParse({ email: "ada@example.test", password, confirmPassword }, { error: errorMap }));

  it("needs at least 12 characters and nothing else: no composition rules", () => {
    expect(attempt("elevenchars")).toEqual(["password: Must be at least 12 characters long"]);
    expect(attempt("twelve chars")).toEqual([]);
    expect(attempt("alllowercaseletters")).toEqual([]);
    expect(attempt("            ")).toEqual([]);
  });

  it("caps passwords at 72 bytes of UTF-8, not 72 characters", () => {
    expect(attempt("a".repeat(72))).toEqual([]);
    expect(attempt("a".repeat(73))).toEqual(["password: Must be at most 72 bytes long (special characters count double or more)"]);
    const umlauts = "ä".repeat(37);
    expect(umlauts.length).toBe(37);
    expect(utf8Length(umlauts)).toBe(74);
    expect(attempt(umlauts)).toHaveLength(1);
  });

  it("refuses passwords on the common list whatever their case", () => {
    expect(attempt("CorrectHorse")).toEqual(["password: This password is too common. Please choose another one"]);
    expect(attempt("passwort1234")).toHaveLength(1);
  });

  it("needs the confirmation to match", () => {
    expect(attempt("a fine passphrase", "a fine passphrasE")).toEqual(["confirmPassword: The passwords do not match"]);
    expect(messages(newPasswordSchema().safeParse({ password: "a fine passphrase", confirmPassword: "" }, { error: errorMap }))).toEqual([
      "confirmPassword: The passwords do not match",
    ]);
  });

  it("never applies the new-password rules to sign-in (old short passwords still sign in)", () => {
    expect(loginSchema.safeParse({ email: "ada@example.test", password: "old" }).success).toBe(true);
  });
});
