import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/forms";
import { PageMeta } from "#app/components/page-meta";

type TokenPurpose = "confirm" | "unsubscribe";

/**
 * The page a newsletter mail links to (confirm, unsubscribe): the button that acts on the link, then what
 * came of it. An answer without `done` is a refused link, as is a link the loader found invalid.
 */
export function TokenPage({
  purpose,
  token,
  valid,
  answer,
}: {
  purpose: TokenPurpose;
  token: string;
  valid: boolean;
  answer: { done?: true } | object | undefined;
}) {
  const { t } = useTranslation(["newsletter", "common"]);
  const outcome = answer ? ("done" in answer ? "done" : "invalid") : valid ? null : "invalid";
  return (
    <div className="mx-auto flex max-w-(--breakpoint-sm) flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t(`${purpose}.title`)}</h1>
      <PageMeta title={t(`${purpose}.title`)} description={t(`${purpose}.description`)} noindex />
      {outcome === "done" ? (
        <p role="status" className="font-medium text-success">
          {t(`${purpose}.done`)}
        </p>
      ) : null}
      {outcome === "invalid" ? (
        <p role="alert" className="font-medium text-danger">
          {t(`${purpose}.invalid`)}
        </p>
      ) : null}
      {outcome === null ? (
        <Form method="post" className="flex flex-col gap-4">
          <p>{t(`${purpose}.intro`)}</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton className="w-fit">{t(`${purpose}.submit`)}</SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
