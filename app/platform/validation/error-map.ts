import type { TFunction } from "i18next";
import type { z } from "zod";
import { dateFormat, numberFormat } from "#app/lib/intl";
import { INTL_LOCALE, isLocale } from "#app/platform/i18n/locales";

type Issue = z.core.$ZodRawIssue;
type Bound = "inclusive" | "exclusive" | "exact";
const SIZED = ["string", "number", "array", "date"] as const;

/**
 * zod's error map in the user's language, from the `validation` catalogue: every form in the product
 * passes it to parseWithZod / safeParse, so no schema carries English text. A schema's own message that
 * is a catalogue key ("calculator:errors.…") is translated too.
 */
export function createErrorMap(t: TFunction, language: string): z.core.$ZodErrorMap {
  const locale = INTL_LOCALE[isLocale(language) ? language : "en"];
  const formatBound = (value: unknown) =>
    value instanceof Date || typeof value === "bigint"
      ? value instanceof Date
        ? dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(value)
        : value.toString()
      : typeof value === "number"
        ? numberFormat(locale, {}).format(value)
        : String(value);

  return (issue: Issue) => {
    switch (issue.code) {
      case "invalid_type": {
        if (issue.input === undefined || issue.input === null || issue.input === "") return t("validation:required");
        return t("validation:invalidType", {
          expected: t(`validation:types.${issue.expected}`, { defaultValue: String(issue.expected) }),
          received: t(`validation:types.${receivedType(issue.input)}`),
        });
      }
      case "too_small":
      case "too_big": {
        const origin = SIZED.find((kind) => kind === issue.origin) ?? (issue.origin === "set" ? "array" : "number");
        const bound: Bound = issue.exact ? "exact" : issue.inclusive === false ? "exclusive" : "inclusive";
        if (issue.code === "too_small" && origin === "string" && issue.minimum === 1 && bound === "inclusive") return t("validation:required");
        const key = issue.code === "too_small" ? "tooSmall" : "tooBig";
        // zod reports date bounds as timestamps.
        const asBound = (raw: unknown) => formatBound(origin === "date" && typeof raw === "number" ? new Date(raw) : raw);
        const value = issue.code === "too_small" ? { minimum: asBound(issue.minimum) } : { maximum: asBound(issue.maximum) };
        return t(`validation:${key}.${origin}.${bound}`, value);
      }
      case "invalid_format":
        return t(`validation:format.${issue.format}`, { defaultValue: t("validation:format.default") });
      case "invalid_value":
        return issue.values.length === 1
          ? t("validation:literal", { expected: String(issue.values[0]) })
          : t("validation:enum", { options: issue.values.map(String).join(", ") });
      case "invalid_union":
        return t("validation:union");
      case "unrecognized_keys":
        return t("validation:unrecognizedKeys", { keys: issue.keys.join(", ") });
      case "not_multiple_of":
        return t("validation:multipleOf", { divisor: formatBound(issue.divisor) });
      default:
        return t("validation:invalid");
    }
  };
}

/** Translates a schema's own message when it is a catalogue key; leaves other text as it is. */
export function translateMessage(t: TFunction, message: string): string {
  return /^[a-z]+:[\w.]+$/i.test(message) ? t(message) : message;
}

function receivedType(input: unknown): string {
  if (Array.isArray(input)) return "array";
  if (input instanceof Date) return "date";
  if (typeof input === "number" && Number.isNaN(input)) return "nan";
  if (typeof File !== "undefined" && input instanceof File) return "file";
  const type = typeof input;
  return ["string", "number", "boolean", "bigint", "object"].includes(type) ? type : "unknown";
}
