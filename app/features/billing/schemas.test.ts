import { describe, expect, it } from "vitest";
import { cancellationSchema, withdrawalSchema } from "./schemas";

const withdrawal = (fields: { name?: string; contractReference?: string }) =>
  withdrawalSchema.safeParse({ name: "Erika Mustermann", email: "erika@example.com", step: "confirm", ...fields });
const errorsOf = (result: ReturnType<typeof withdrawal>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("declaration fields carry no link into the acknowledgement mail", () => {
  it("refuses a link or markup in the name", () => {
    for (const name of [
      "Visit https://evil.example",
      "www.evil.example",
      "WWW.Evil.example",
      "<a href=x>Erika</a>",
      "Erika > Kolleague",
      "Refund pending: kolleague-refunds.com/claim",
      "Erika https：//evil.example",
    ])
      expect(errorsOf(withdrawal({ name })), name).toEqual({ name: "billing:declaration.errors.nameOnly" });
  });

  it("refuses a link, markup or an e-mail address as the contract reference", () => {
    for (const contractReference of [
      "Visit https://evil.example now",
      "ftp://x",
      "www.evil.example",
      "sub_123 <b>",
      "phish@evil.example",
      "sub_1 see evil-example.com/pay",
      "confirm at kolleague-billing.de",
    ])
      expect(errorsOf(withdrawal({ contractReference })), contractReference).toEqual({
        contractReference: "billing:declaration.errors.contractOnly",
      });
  });

  it("keeps every real name and contract number valid, on both forms", () => {
    const names = [
      "Erika Mustermann",
      "Dr. Hans-Jürgen Müller-Lüdenscheidt",
      "Zoë O'Connor",
      "José María García, Jr.",
      "李小龙",
      "J.R. Smith",
      "Prof. Dr. Ängström",
    ];
    const references = [
      "sub_1QxYzAbCdEfGhIjK",
      "sub_standin_0123456789abcdef",
      "  sub_ABC123  ",
      "Bestellung vom 3.5.2026",
      "Vertrag Nr. 12345 vom 3. März",
      "",
    ];
    for (const name of names)
      for (const contractReference of references)
        expect(withdrawal({ name, contractReference }).success, `${name} / ${contractReference}`).toBe(true);
    const cancel = cancellationSchema.safeParse({
      name: names[1],
      email: "a@example.com",
      contractReference: references[0],
      kind: "ordinary",
      end: "next_possible",
    });
    expect(cancel.success).toBe(true);
    const refused = cancellationSchema.safeParse({ name: "https://evil.example", email: "a@example.com", kind: "ordinary", end: "next_possible" });
    expect(refused.success).toBe(false);
  });
});
