import type { AuthHandler } from "../context";
import { sendJson } from "../../http/respond";

const PROVIDERS = [
  "anonymous_users",
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin_oidc",
  "notion",
  "slack_oidc",
  "spotify",
  "twitch",
  "twitter",
  "workos",
  "zoom",
  "phone",
];

export const settings: AuthHandler = async (ctx) => {
  const { config } = ctx.services;
  const external: Record<string, boolean> = Object.fromEntries(PROVIDERS.map((name) => [name, false]));
  external.email = true;
  sendJson(ctx.res, 200, {
    external,
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: !config.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  });
};

export const health: AuthHandler = async (ctx) => {
  sendJson(ctx.res, 200, { version: "local", name: "GoTrue", description: "GoTrue is a user registration and authentication API" });
};

/** The public half of the signing key; supabase-js's getClaims() verifies access tokens against it. */
export const jwks: AuthHandler = async (ctx) => {
  sendJson(ctx.res, 200, { keys: [ctx.services.signingKey.publicJwk] }, { "Cache-Control": "public, max-age=600" });
};
