import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";

const PASSWORD_FIELDS = ["password", "confirmPassword"];

/**
 * The answer to a refused auth form: its values come back (so the form keeps them, with or without
 * JavaScript) except the passwords, with a form-level message and the matching status.
 */
export function refuseForm(submission: Submission<unknown>, message: string, status: number, headers?: HeadersInit) {
  return data({ result: submission.reply({ formErrors: [message], hideFields: PASSWORD_FIELDS }), done: false as const }, { status, headers });
}

/** A refusal because a limit was reached: 429 with Retry-After and the wait in whole minutes. */
export function refuseTooMany(submission: Submission<unknown>, retryAfterSeconds: number, message: (minutes: number) => string) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return refuseForm(submission, message(minutes), 429, { "Retry-After": String(retryAfterSeconds) });
}

/** Field errors from the schema: 400, passwords never echoed. */
export function invalidForm(submission: Submission<unknown>) {
  return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }), done: false as const }, { status: 400 });
}
