/** Where a user's processed avatar lives in the private avatars bucket (their own folder). */
export const AVATAR_BUCKET = "avatars";
export const avatarObjectPath = (userId: string) => `${userId}/avatar.webp`;

/**
 * The URL the app shows the avatar at: a route that streams the signed-in user's own file. The version
 * (the upload time) changes the URL with each new avatar, so browsers may cache each one.
 */
export const avatarDisplayUrl = (userId: string, version: string | number) => `/resources/avatar/${userId}?v=${encodeURIComponent(String(version))}`;

/** Upload limits: the raw upload may be up to 5 MB; the stored WebP is far smaller. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";
