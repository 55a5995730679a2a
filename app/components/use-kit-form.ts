import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/platform/i18n/use-translation";
import type { z } from "zod";
import { useLocale } from "#app/platform/i18n/use-locale";
import { createErrorMap } from "#app/platform/validation/error-map";

type KitFormOptions<Values extends Record<string, unknown>> = Omit<Parameters<typeof useForm<Values>>[0], "onValidate" | "constraint"> & {
  /** Put the schema's limits on the inputs (required, maxLength …) as HTML attributes too. */
  constraint?: boolean;
};

/**
 * The one set-up of a conform form: the browser checks the same schema as the server, in the page's
 * language, first when a field is left and then as the user types; the server's answer (`lastResult`)
 * comes back into the same form.
 */
export function useKitForm<Values extends Record<string, unknown>>(
  schema: z.ZodType<Values>,
  { constraint = false, ...options }: KitFormOptions<Values>,
) {
  const { t } = useTranslation();
  const locale = useLocale();
  return useForm<Values>({
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...options,
    constraint: constraint ? getZodConstraint(schema) : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema, error: createErrorMap(t, locale) }),
  });
}
