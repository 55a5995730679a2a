import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { SubmitButton } from "#app/components/forms";
import { PageMeta } from "#app/components/page-meta";
import { ownList } from "#app/features/newsletter/provider.server";
import { TokenPage } from "#app/features/newsletter/ui/token-page";
import type { Route } from "./+types/($lang)._default.newsletter_.confirm";

export const handle = { i18n: ["newsletter"] };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** Opening the link changes nothing (mail scanners open links too): the button below confirms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return { token, valid: await ownList(context).canConfirm(token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? tokenOf(request));
  const result = await ownList(context).confirm(token);
  return data({ result }, { status: result === "confirmed" ? 200 : 400 });
}

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["newsletter", "common"]);
  const outcome = actionData?.result ?? (loaderData.valid ? null : "invalid");
  return (
    <TokenPage title={t("confirm.title")}>
      <PageMeta title={t("confirm.title")} description={t("confirm.description")} noindex />
      {outcome === "confirmed" ? (
        <p role="status" className="font-medium text-success">
          {t("confirm.done")}
        </p>
      ) : null}
      {outcome === "invalid" ? (
        <p role="alert" className="font-medium text-danger">
          {t("confirm.invalid")}
        </p>
      ) : null}
      {outcome === null ? (
        <Form method="post" className="flex flex-col gap-4">
          <p>{t("confirm.intro")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton className="w-fit">{t("confirm.submit")}</SubmitButton>
        </Form>
      ) : null}
    </TokenPage>
  );
}
