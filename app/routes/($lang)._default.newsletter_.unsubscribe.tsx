import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { SubmitButton } from "#app/components/forms";
import { PageMeta } from "#app/components/page-meta";
import { ownList } from "#app/features/newsletter/provider.server";
import { TokenPage } from "#app/features/newsletter/ui/token-page";
import type { Route } from "./+types/($lang)._default.newsletter_.unsubscribe";

export const handle = { i18n: ["newsletter"] };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return { token, valid: ownList(context).verifyUnsubscribe(token) };
}

/**
 * The button's POST and the mail client's one-click POST (RFC 8058: `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe URL, no cookies) both land here; the signed token in the URL is the whole proof.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = tokenOf(request) || String(form.get("token") ?? "");
  const done = await ownList(context).unsubscribe(token);
  return data({ result: done ? ("unsubscribed" as const) : ("invalid" as const) }, { status: done ? 200 : 400 });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["newsletter", "common"]);
  const outcome = actionData?.result ?? (loaderData.valid ? null : "invalid");
  return (
    <TokenPage title={t("unsubscribe.title")}>
      <PageMeta title={t("unsubscribe.title")} description={t("unsubscribe.description")} noindex />
      {outcome === "unsubscribed" ? (
        <p role="status" className="font-medium text-success">
          {t("unsubscribe.done")}
        </p>
      ) : null}
      {outcome === "invalid" ? (
        <p role="alert" className="font-medium text-danger">
          {t("unsubscribe.invalid")}
        </p>
      ) : null}
      {outcome === null ? (
        <Form method="post" className="flex flex-col gap-4">
          <p>{t("unsubscribe.intro")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton className="w-fit">{t("unsubscribe.submit")}</SubmitButton>
        </Form>
      ) : null}
    </TokenPage>
  );
}
