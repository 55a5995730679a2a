import sharp, { type Metadata } from "sharp";
import { sniffImageType } from "./image-type";

/** Decoding refuses images above this many pixels before allocating them (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;
const AVATAR_SIZE = 256;

export type AvatarImageProblem = "notAnImage" | "damaged" | "tooManyPixels";

export class AvatarImageError extends Error {
  constructor(
    readonly problem: AvatarImageProblem,
    cause?: unknown,
  ) {
    super(problem, { cause });
  }
}

/**
 * Turns an uploaded JPEG, PNG, GIF or WebP into the stored avatar: a 256x256 WebP, cropped to cover,
 * turned upright by its EXIF orientation and then without any metadata (sharp writes none unless asked,
 * so camera data and GPS positions never reach storage). The type comes from the bytes, and sharp must
 * read the same type, so an image in disguise (an SVG, a TIFF) is refused.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const type = sniffImageType(bytes);
  if (!type) throw new AvatarImageError("notAnImage");
  // failOn "error" also refuses truncated files; only the first frame of an animation is used.
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    throw new AvatarImageError(exceedsPixelLimit(error) ? "tooManyPixels" : "damaged", error);
  }
  if (metadata.format !== type) throw new AvatarImageError("notAnImage");
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new AvatarImageError("tooManyPixels");
  try {
    return await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    throw new AvatarImageError(exceedsPixelLimit(error) ? "tooManyPixels" : "damaged", error);
  }
}

const exceedsPixelLimit = (error: unknown) => /pixel limit/i.test(String(error));
