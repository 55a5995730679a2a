import { describe, expect, it } from "vitest";
import { findPlaceholders, operator, type OperatorConfig } from "#app/config/operator";
import { fillPlaceholders } from "./fill-placeholders";
import { completeOperator } from "./test-operator";

const en = { operator: completeOperator, locale: "en" } as const;
const de = { operator: completeOperator, locale: "de" } as const;

describe("fillPlaceholders", () => {
  it("reads config values by path and escapes them for Markdown", () => {
    const config: OperatorConfig = { ...completeOperator, company: "Müller_Tech [Berlin]" };
    expect(fillPlaceholders("**{{operator.company}}**, {{ operator.address.city }}", { ...en, operator: config })).toBe(
      "**Müller\\_Tech \\[Berlin\\]**, München",
    );
  });

  it("keeps a value that starts a line from turning into a list or heading", () => {
    const config: OperatorConfig = { ...completeOperator, representatives: "1. FC Vorstand", company: "# Hash" };
    const filled = fillPlaceholders("{{operator.representatives}}\n\n{{operator.company}}", { ...en, operator: config });
    expect(filled).toBe("1\\. FC Vorstand\n\n\\# Hash");
  });

  it("picks the page's language from a per-language value", () => {
    expect(fillPlaceholders("{{operator.address.country}}", en)).toBe("Germany");
    expect(fillPlaceholders("{{operator.address.country}}", de)).toBe("Deutschland");
  });

  it("formats the legal dates per language", () => {
    expect(fillPlaceholders("{{legal.termsEffective}}", en)).toBe("23 November 2026");
    expect(fillPlaceholders("{{legal.refundEffective}}", de)).toBe("1. Januar 2026");
  });

  it("throws on a misspelt or empty placeholder so typos never reach a visitor", () => {
    expect(() => fillPlaceholders("{{operator.compnay}}", en)).toThrow("Unknown placeholder {{operator.compnay}}");
    expect(() => fillPlaceholders("{{operator.address}}", en)).toThrow(/Unknown placeholder/);
    expect(() => fillPlaceholders("{{legal.nextYear}}", en)).toThrow(/Unknown placeholder/);
    expect(() => fillPlaceholders("{{company}}", en)).toThrow(/Unknown placeholder/);
    expect(() => fillPlaceholders("{{operator.dataProtectionOfficer.name}}", en)).toThrow(/Unknown placeholder/);
  });

  it("throws on a malformed placeholder", () => {
    expect(() => fillPlaceholders("Hello {{operator.company}", en)).toThrow(/Malformed placeholder/);
    expect(() => fillPlaceholders("Hello {{ operator company }}", en)).toThrow(/Malformed placeholder/);
  });

  it("keeps an unfilled placeholder visible as text, never as a link", () => {
    const filled = fillPlaceholders("{{operator.emailLink}} {{operator.messagingLink}}", { ...en, operator });
    expect(filled).toContain("\\[\\[PLACEHOLDER: contact e-mail address\\]\\]");
    expect(filled).not.toMatch(/\]\(/);
  });

  it("links e-mail, phone and messaging once they are filled in", () => {
    expect(fillPlaceholders("{{operator.emailLink}}", en)).toBe("[hallo@kolleague.de](<mailto:hallo@kolleague.de>)");
    expect(fillPlaceholders("{{operator.phoneLink}}", en)).toBe("[+49 89 1234567](<tel:+49891234567>)");
    expect(fillPlaceholders("{{operator.messagingLink}}", en)).toBe("[Signal](<https://signal.me/#p/+49891234567>)");
  });

  it("refuses links that are not https, mailto or tel", () => {
    const config = { ...completeOperator, social: { linkedin: "javascript:alert(1)" } };
    expect(() => fillPlaceholders("{{operator.socialProfilesList}}", { ...en, operator: config })).toThrow(/Refusing/);
  });
});

describe("computed statements", () => {
  it("lists only configured social profiles, in the site's order", () => {
    const config = {
      ...completeOperator,
      social: { youtube: "https://youtube.com/@kolleague", linkedin: "https://linkedin.com/company/kolleague" },
    };
    expect(fillPlaceholders("{{operator.socialProfilesList}}", { ...en, operator: config })).toBe(
      "This imprint also applies to our profiles on social networks:\n\n" +
        "- [LinkedIn](<https://linkedin.com/company/kolleague>)\n- [YouTube](<https://youtube.com/@kolleague>)",
    );
  });

  it("says so when no social profile exists", () => {
    const config = { ...completeOperator, social: {} };
    expect(fillPlaceholders("{{operator.socialProfilesList}}", { ...de, operator: config })).toBe(
      "Wir betreiben derzeit keine Profile in sozialen Netzwerken.",
    );
  });

  it("states the § 36 VSBG choice and needs a named board when taking part", () => {
    expect(fillPlaceholders("{{operator.consumerDisputeStatement}}", de)).toMatch(/weder bereit noch verpflichtet/);
    const willing = { ...completeOperator, consumerDispute: { participation: "willing" as const } };
    expect(() => fillPlaceholders("{{operator.consumerDisputeStatement}}", { ...en, operator: willing })).toThrow(/consumerDispute.body/);
    const board = { name: "Universalschlichtungsstelle des Bundes", url: "https://www.universalschlichtungsstelle.de" };
    const withBoard = { ...completeOperator, consumerDispute: { participation: "obliged" as const, body: board } };
    expect(fillPlaceholders("{{operator.consumerDisputeStatement}}", { ...en, operator: withBoard })).toBe(
      "We are obliged to take part in dispute resolution proceedings before this consumer arbitration board: " +
        "[Universalschlichtungsstelle des Bundes](<https://www.universalschlichtungsstelle.de>).",
    );
  });

  it("names the newsletter and analytics provider only when one is configured", () => {
    const own = fillPlaceholders("{{operator.newsletterProviderStatement}}", en);
    expect(own).toContain("We keep the mailing list ourselves");
    const brevo = { ...completeOperator, newsletterProvider: { product: "Brevo", name: "Sendinblue SAS", seat: "Paris, France" } };
    expect(fillPlaceholders("{{operator.newsletterProviderStatement}}", { ...de, operator: brevo })).toContain(
      "mit Brevo (Sendinblue SAS, Paris, France)",
    );
    expect(fillPlaceholders("{{operator.analyticsStatement}}", en)).toMatch(/^We currently use no analytics tool/);
  });

  it("describes the advertising pixel and the server-side conversions only as far as they are configured", () => {
    expect(fillPlaceholders("{{operator.advertisingStatement}}", en)).toMatch(/^We currently use no advertising or marketing service/);
    const pixelOnly = fillPlaceholders("{{operator.advertisingStatement}}", {
      ...en,
      operator: { ...completeOperator, advertising: { conversionsApi: false } },
    });
    expect(pixelOnly).toContain("Meta Pixel");
    expect(pixelOnly).not.toContain("Conversions API");
    const both = fillPlaceholders("{{operator.advertisingStatement}}", {
      ...de,
      operator: { ...completeOperator, advertising: { conversionsApi: true } },
    });
    expect(both).toContain("Conversions API");
    expect(both).toContain("nur als Hashwert (SHA-256)");
    expect(both).toContain("Art. 26 DSGVO");
  });

  it("renders nothing for professional regulation unless configured", () => {
    expect(fillPlaceholders("{{operator.professionalRegulationStatement}}", en)).toBe("");
  });
});

describe("findPlaceholders", () => {
  it("lists the dotted path of every value still to be filled in", () => {
    const paths = findPlaceholders(operator);
    expect(paths).toEqual(
      expect.arrayContaining([
        "company",
        "legalForm",
        "representatives",
        "address.street",
        "address.postalCode",
        "address.city",
        "email",
        "phone",
        "register.court",
        "register.number",
        "vatId",
        "messaging.url",
        "messaging.provider.name",
        "dataProtectionAuthority.name",
        "hosting.location.de",
        "aiProvider.name",
      ]),
    );
    expect(paths).not.toContain("address.country.en");
    expect(paths).not.toContain("brand");
  });

  it("finds nothing in a completed config, and finds a placeholder anywhere in it", () => {
    expect(findPlaceholders(completeOperator)).toEqual([]);
    const partial = { ...completeOperator, social: { instagram: "[[PLACEHOLDER: profile]]" } };
    expect(findPlaceholders(partial)).toEqual(["social.instagram"]);
  });
});
