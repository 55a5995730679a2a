import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { answerErrors, FormAlert, SubmitButton } from "#app/components/forms";
import { AVATAR_ACCEPT, MAX_UPLOAD_BYTES } from "../avatar";

/**
 * Upload and removal. Without JavaScript it is a plain multipart form; with it, the chosen image shows
 * as a preview first and files over 5 MB are refused before they are sent (the server refuses them too).
 */
export function AvatarForm({
  avatarSrc,
  name,
  lastResult,
}: {
  avatarSrc: string | null;
  name: string;
  /** The action's answer to an upload or a removal (`reply.*`): its message shows under the image. */
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("account");
  const [preview, setPreview] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setTooLarge(Boolean(file && file.size > MAX_UPLOAD_BYTES));
    setPreview(file ? URL.createObjectURL(file) : null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (tooLarge) event.preventDefault();
  };
  const shown = preview ?? avatarSrc;
  const errors = tooLarge ? [t("errors.tooLarge")] : answerErrors(lastResult);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t("profile.avatar.preview") : t("profile.avatar.current", { name })}
            width={96}
            height={96}
            className="size-24 rounded-full border border-border object-cover"
            // A file the browser cannot show is no image; the server will say so on upload.
            onError={preview ? () => setPreview(null) : undefined}
          />
        ) : (
          <p className="flex size-24 items-center justify-center rounded-full bg-subtle p-2 text-center text-xs text-muted">
            {t("profile.avatar.none")}
          </p>
        )}
        {avatarSrc && !preview ? (
          <Form method="post">
            <input type="hidden" name="intent" value="removeAvatar" />
            <SubmitButton variant="secondary" className="w-fit">
              {t("profile.avatar.remove")}
            </SubmitButton>
          </Form>
        ) : null}
      </div>
      <FormAlert id="avatar-error" errors={errors} />
      <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="avatar" className="font-semibold">
            {t("profile.avatar.label")}
          </label>
          <p id="avatar-hint" className="text-sm text-muted">
            {t("profile.avatar.hint")}
          </p>
          <input
            id="avatar"
            name="avatar"
            type="file"
            accept={AVATAR_ACCEPT}
            required
            onChange={onChange}
            aria-describedby={errors?.length ? "avatar-hint avatar-error" : "avatar-hint"}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-subtle file:px-3 file:py-1.5 file:font-semibold"
          />
        </div>
        <SubmitButton className="w-fit">{t("profile.avatar.upload")}</SubmitButton>
      </Form>
    </div>
  );
}
