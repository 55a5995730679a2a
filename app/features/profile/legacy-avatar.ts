/** How the first base64 character gives away the image type: the encodings of each magic number. */
const TYPE_BY_FIRST_CHAR: Record<string, string> = {
  "/": "image/jpeg", // FF D8 FF
  i: "image/png", // 89 50 4E 47
  R: "image/gif", // "GIF8"
  U: "image/webp", // "RIFF"
};

/**
 * Turns a legacy profiles.avatar value into something an <img> can show: a data URI stays as it is,
 * raw base64 gets the type its first character implies. Anything else (unknown data) shows nothing
 * rather than a broken image.
 */
export function legacyAvatarSrc(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^data:image\//i.test(trimmed)) return trimmed;
  const type = TYPE_BY_FIRST_CHAR[trimmed[0] ?? ""];
  if (!type || !/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return null;
  return `data:${type};base64,${trimmed}`;
}
