import { describe, expect, it } from "vitest";
import { operator } from "#app/config/operator";
import { contactChannels, senderAddress, supportInbox } from "./inbox";

const filled = {
  ...operator,
  email: "hallo@kolleague.de",
  messaging: { ...operator.messaging, service: "Signal", url: "https://signal.me/#p/+4989123" },
};

describe("the support inbox", () => {
  it("prefers SUPPORT_INBOX, then the operator's e-mail, then MAIL_FROM's address while the operator's is a placeholder", () => {
    expect(supportInbox({ supportInbox: "desk@example.test", operator: filled, mailFrom: "K <hello@k.test>" })).toBe("desk@example.test");
    expect(supportInbox({ operator: filled, mailFrom: "K <hello@k.test>" })).toBe("hallo@kolleague.de");
    expect(supportInbox({ operator, mailFrom: "Kolleague <hello@kolleague.local>" })).toBe("hello@kolleague.local");
    expect(senderAddress("hello@k.test")).toBe("hello@k.test");
  });

  it("shows only the channels the operator has filled in, and messaging only as an https link", () => {
    expect(contactChannels(operator)).toEqual({});
    expect(contactChannels(filled)).toEqual({ email: "hallo@kolleague.de", messaging: { service: "Signal", url: "https://signal.me/#p/+4989123" } });
    expect(contactChannels({ ...filled, messaging: { ...filled.messaging, url: "javascript:alert(1)" } })).toEqual({ email: "hallo@kolleague.de" });
  });
});
