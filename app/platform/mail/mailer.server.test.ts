import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { SMTP_TIMEOUTS, withSmtpTimeouts } from "./mailer.server";

describe("SMTP timeouts", () => {
  it("bounds a stalled mail server unless the URL sets its own bounds", () => {
    expect(withSmtpTimeouts("smtp://127.0.0.1:54325")).toBe(
      "smtp://127.0.0.1:54325?connectionTimeout=10000&greetingTimeout=10000&socketTimeout=30000",
    );
    expect(withSmtpTimeouts("smtps://u:p%40ss@mail.example:465?socketTimeout=5000")).toBe(
      "smtps://u:p%40ss@mail.example:465?socketTimeout=5000&connectionTimeout=10000&greetingTimeout=10000",
    );
  });

  it("reaches nodemailer as options, with the credentials read as before", () => {
    const mailer = createTransport(withSmtpTimeouts("smtps://user:p%40ss@mail.example:465"));
    const options = (mailer as unknown as { options: Record<string, unknown> }).options;
    expect(options).toMatchObject({ ...SMTP_TIMEOUTS, host: "mail.example", port: 465, secure: true, auth: { user: "user", pass: "p@ss" } });
  });
});
