import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/forms";
import { confirmEmailLink, confirmPage } from "#app/features/auth/confirm.server";
import { AuthCard } from "#app/features/auth/ui/auth-card";
import { AuthNotice } from "#app/features/auth/ui/auth-notice";
import type { Route } from "./+types/($lang)._auth.auth.confirm";

export const handle = { i18n: ["auth"] };

/**
 * /auth/confirm?token_hash=…&type=…&next=…&email=…&sig=…: where every auth mail's link lands. Opening it
 * only shows which account the link is for; the button (a POST) uses the token.
 */
export function loader({ request }: Route.LoaderArgs) {
  return confirmPage(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return confirmEmailLink(request, context);
}

type Kind = "signup" | "recovery" | "emailChange" | "signIn";
const kindOf = (type: string): Kind =>
  type === "recovery" ? "recovery" : type === "email_change" ? "emailChange" : type === "signup" || type === "email" ? "signup" : "signIn";

export default function ConfirmLinkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  if (!loaderData.valid) {
    return (
      <AuthCard title={t("confirmLink.invalidTitle")} description={t("confirmLink.invalidTitle")}>
        <AuthNotice message={t("errors.linkInvalid")} to="/login" linkLabel={t("confirmLink.toLogin")} />
      </AuthCard>
    );
  }
  const kind = kindOf(loaderData.type);
  return (
    <AuthCard title={t(`confirmLink.${kind}.title`)} description={t(`confirmLink.${kind}.title`)}>
      <p>{t(`confirmLink.${kind}.named`, { email: loaderData.email })}</p>
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="type" value={loaderData.type} />
        <input type="hidden" name="token_hash" value={loaderData.tokenHash} />
        <input type="hidden" name="next" value={loaderData.next} />
        <input type="hidden" name="email" value={loaderData.email} />
        <input type="hidden" name="sig" value={loaderData.sig} />
        <SubmitButton className="w-full">{t(`confirmLink.${kind}.submit`)}</SubmitButton>
      </Form>
      <p className="text-sm text-muted">{t("confirmLink.notYou")}</p>
    </AuthCard>
  );
}
