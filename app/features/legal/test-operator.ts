/** A fully filled-in operator config (invented values) for tests: shows what "ready for production" means. */
import type { OperatorConfig } from "#app/config/operator";

export const completeOperator: OperatorConfig = {
  brand: "Kolleague",
  company: "Kolleague Software",
  legalForm: "GmbH",
  representatives: "Erika Mustermann (Geschäftsführerin)",
  address: {
    street: "Musterstraße 1",
    postalCode: "80331",
    city: "München",
    country: { en: "Germany", de: "Deutschland" },
  },
  email: "hallo@kolleague.de",
  phone: "+49 89 1234567",
  register: { court: "Amtsgericht München", number: "HRB 000000" },
  vatId: "DE000000000",
  editorialResponsible: "Erika Mustermann, Anschrift wie oben",
  messaging: {
    service: "Signal",
    url: "https://signal.me/#p/+49891234567",
    provider: { name: "Signal Technology Foundation", seat: "Mountain View, USA" },
  },
  social: {},
  consumerDispute: { participation: "notWillingNotObliged" },
  dataProtectionAuthority: {
    name: "Bayerisches Landesamt für Datenschutzaufsicht",
    url: "https://www.lda.bayern.de",
  },
  hosting: {
    name: "Hosting GmbH",
    seat: "Frankfurt am Main, Germany",
    location: { en: "Frankfurt am Main, Germany", de: "Frankfurt am Main, Deutschland" },
  },
  mailProvider: { name: "Mail GmbH", seat: "Berlin, Germany" },
  aiProvider: {
    product: "OpenAI API",
    name: "OpenAI Ireland Ltd.",
    seat: "Dublin, Ireland",
    retention: {
      en: "for up to 30 days to detect abuse, then deletes it",
      de: "bis zu 30 Tage lang, um Missbrauch zu erkennen, und löscht sie danach",
    },
  },
};
