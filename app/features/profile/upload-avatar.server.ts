import { MultipartFormatError, MultipartLimitError } from "#app/lib/multipart";
import { AvatarImageError, toAvatarWebp, type AvatarImageProblem } from "./avatar-image.server";
import { MAX_UPLOAD_BYTES } from "./avatar";
import { sniffImageType } from "./image-type";
import { readMultipart } from "./upload-stream.server";

type UploadProblem = AvatarImageProblem | "tooLarge" | "malformed" | "noFile";

export type UploadOutcome = { ok: true; webp: Buffer } | { ok: false; problem: UploadProblem; status: number };

const STATUS: Record<UploadProblem, number> = { tooLarge: 413, malformed: 400, noFile: 400, notAnImage: 415, damaged: 422, tooManyPixels: 422 };

const refuse = (problem: UploadProblem): UploadOutcome => ({ ok: false, problem, status: STATUS[problem] });

/**
 * Reads the avatar form (multipart, streamed with a 5 MB cap on the file) and returns the processed
 * WebP, or why it was refused. A file that does not start like an image is refused after its first
 * bytes, without reading the rest.
 */
export async function readAvatarUpload(request: Request): Promise<UploadOutcome> {
  let files;
  try {
    ({ files } = await readMultipart(request, {
      // Room for the other fields and part headers on top of the file itself.
      maxBodyBytes: MAX_UPLOAD_BYTES + 16 * 1024,
      limits: { maxFileBytes: MAX_UPLOAD_BYTES, maxFieldBytes: 1024, maxParts: 4 },
      onFileStart: (_part, head) => {
        if (head.length > 0 && !sniffImageType(head)) throw new AvatarImageError("notAnImage");
      },
    }));
  } catch (error) {
    if (error instanceof MultipartLimitError) return refuse("tooLarge");
    if (error instanceof AvatarImageError) return refuse(error.problem);
    if (error instanceof MultipartFormatError) return refuse("malformed");
    throw error;
  }
  const file = files.find((part) => part.field === "avatar" && part.data.length > 0);
  if (!file) return refuse("noFile");
  try {
    return { ok: true, webp: await toAvatarWebp(file.data) };
  } catch (error) {
    if (error instanceof AvatarImageError) return refuse(error.problem);
    throw error;
  }
}
