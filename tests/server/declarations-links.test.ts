import { describe, expect, it } from "vitest";
import { billingAppForFile } from "../support/billing";
import { adminClient } from "../support/clients";
import { postForm } from "../support/http";
import { expectNoMail } from "../support/mail";
import { uniqueEmail } from "../support/session";

/**
 * The signed-out declaration forms mail an acknowledgement to whatever address is typed, repeating the name and
 * the contract reference: a link in either would reach a stranger from our domain, so the form refuses it.
 */
const billing = billingAppForFile();

const withdrawal = (fields: Record<string, string>) => ({ name: "Erika Mustermann", contractReference: "", step: "confirm", ...fields });

async function recorded(email: string) {
  const { data, error } = await adminClient().from("contract_withdrawals").select("id").eq("email", email);
  expect(error).toBeNull();
  return data ?? [];
}

describe("declarations refuse links in the name and the contract reference", () => {
  it("refuses them with the field's message, keeping the values, and records and mails nothing; a real value goes through", async () => {
    const target = uniqueEmail("links-target");
    const link = "Visit https://evil.example now";
    const byContract = await postForm(billing.app, "/withdraw", withdrawal({ email: target, contractReference: link }));
    expect(byContract.status).toBe(400);
    const contractHtml = await byContract.text();
    expect(contractHtml).toContain("Please enter the contract number from your order confirmation, without links");
    expect(contractHtml).toContain(`value="${link}"`);
    const byName = await postForm(billing.app, "/de/withdraw", withdrawal({ email: target, name: "www.evil.example" }));
    expect(byName.status).toBe(400);
    expect(await byName.text()).toContain("Bitte gib nur deinen Namen ein");

    const legit = uniqueEmail("links-legit");
    await expectNoMail(
      { to: target },
      {
        to: legit,
        send: async () =>
          expect((await postForm(billing.app, "/withdraw", withdrawal({ email: legit, contractReference: "sub_1QxYzAbCdEfGhIjK" }))).status).toBe(
            200,
          ),
      },
    );
    expect(await recorded(target)).toEqual([]);
    expect(await recorded(legit)).toHaveLength(1);
  });
});
