import { describe, expect, it } from "vitest";
import { operator } from "#app/config/operator";
import { completeOperator } from "#app/features/legal/test-operator";
import { organizationJsonLd } from "./organization";

describe("organizationJsonLd", () => {
  it("names the brand, site, logo and configured profiles, leaving out placeholder values", () => {
    const data = organizationJsonLd({
      siteUrl: "https://kolleague.example",
      operator,
      social: { instagram: "https://instagram.com/k", linkedin: "https://linkedin.com/company/k" },
    });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Kolleague",
      url: "https://kolleague.example/",
      logo: "https://kolleague.example/favicon.svg",
      sameAs: ["https://linkedin.com/company/k", "https://instagram.com/k"],
    });
  });

  it("adds the legal name and a contact e-mail once the operator has filled them in", () => {
    const data = organizationJsonLd({ siteUrl: "https://kolleague.example", operator: completeOperator, social: {} });
    expect(data.legalName).toBe("Kolleague Software GmbH");
    expect(data.contactPoint).toMatchObject({ "@type": "ContactPoint", email: "hallo@kolleague.de" });
    expect(data).not.toHaveProperty("sameAs");
  });
});
