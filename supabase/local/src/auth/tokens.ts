import { createHash, randomBytes, randomInt } from "node:crypto";

/** The numeric code mailed with every link (usable with verifyOtp({ email, token })). */
export function generateOtp(length: number): string {
  let otp = "";
  for (let i = 0; i < length; i++) otp += String(randomInt(10));
  return otp;
}

/** Supabase Auth stores sha224(email + otp) as hex: the token_hash of the mail links. */
export function tokenHash(email: string, otp: string): string {
  return createHash("sha224")
    .update(email + otp)
    .digest("hex");
}

export function newRefreshToken(): string {
  return randomBytes(24).toString("base64url");
}
