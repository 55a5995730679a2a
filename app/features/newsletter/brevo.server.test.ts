import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server";
import { createBrevoProvider } from "./brevo.server";

function recorder(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return response.clone();
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const config = {
  apiUrl: "https://api.brevo.com/v3/",
  apiKey: "xkeysib-test-key",
  listId: 7,
  templateIds: { en: 11, de: 12 },
  redirectionUrl: (locale: "en" | "de") => `https://kolleague.example${locale === "de" ? "/de" : ""}/newsletter?confirmed=1`,
};

describe("the Brevo provider (documented double opt-in endpoint)", () => {
  it("POSTs /v3/contacts/doubleOptinConfirmation with the api-key header, list, DOI template of the language and redirect", async () => {
    const { calls, fetch } = recorder(new Response(null, { status: 201 }));
    await createBrevoProvider({ ...config, fetch }).subscribe({ email: "ada@example.test", locale: "de", source: "footer", userId: null });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe("https://api.brevo.com/v3/contacts/doubleOptinConfirmation");
    expect(call!.init.method).toBe("POST");
    expect(call!.init.headers).toEqual({ "api-key": "xkeysib-test-key", "content-type": "application/json", accept: "application/json" });
    expect(JSON.parse(String(call!.init.body))).toEqual({
      email: "ada@example.test",
      includeListIds: [7],
      templateId: 12,
      redirectionUrl: "https://kolleague.example/de/newsletter?confirmed=1",
    });
  });

  it("treats 204 (an existing contact updated) like 201, so known addresses look the same", async () => {
    const { fetch } = recorder(new Response(null, { status: 204 }));
    await expect(
      createBrevoProvider({ ...config, fetch }).subscribe({ email: "known@example.test", locale: "en", source: "page", userId: null }),
    ).resolves.toBeUndefined();
  });

  it("fails with Brevo's code and message on a refusal", async () => {
    const { fetch } = recorder(Response.json({ code: "invalid_parameter", message: "templateId is not a DOI template" }, { status: 400 }));
    await expect(
      createBrevoProvider({ ...config, fetch }).subscribe({ email: "ada@example.test", locale: "en", source: "page", userId: null }),
    ).rejects.toThrow("Brevo refused the double opt-in (400 invalid_parameter): templateId is not a DOI template");
  });

  it("is enabled by NEWSLETTER_PROVIDER=brevo only with key, list and both templates configured", () => {
    const base = {
      APP_URL: "http://localhost:5173",
      SUPABASE_URL: "http://127.0.0.1:54321",
      SUPABASE_PUBLISHABLE_KEY: "sb_publishable_local_development_key_do_not_use_in_production",
      SUPABASE_SECRET_KEY: "sb_secret_local_development_key_do_not_use_in_production",
      SESSION_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://127.0.0.1:54325",
      MAIL_FROM: "Kolleague <hello@kolleague.local>",
    };
    expect(parseEnv(base).NEWSLETTER_PROVIDER).toBe("own");
    expect(() => parseEnv({ ...base, NEWSLETTER_PROVIDER: "brevo", BREVO_API_KEY: "xkeysib-test-key" })).toThrow(
      /BREVO_LIST_ID: is required when NEWSLETTER_PROVIDER=brevo/,
    );
    const env = parseEnv({
      ...base,
      NEWSLETTER_PROVIDER: "brevo",
      BREVO_API_KEY: "xkeysib-test-key",
      BREVO_LIST_ID: "7",
      BREVO_DOI_TEMPLATE_ID_EN: "11",
      BREVO_DOI_TEMPLATE_ID_DE: "12",
    });
    expect(env).toMatchObject({ BREVO_LIST_ID: 7, BREVO_DOI_TEMPLATE_ID_DE: 12, BREVO_API_URL: "https://api.brevo.com/v3" });
  });
});
