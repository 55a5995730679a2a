/**
 * A field people never see or fill; form-filling bots do. A filled honeypot gets the same answer as an
 * ordinary failure (or success, where the form never reveals more), so a bot learns nothing from it.
 */
export const HONEYPOT_FIELD = "website";

export function isBot(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}
