import type { EmailAction, HookPayload } from "./hook-payload";

/** One message to send: the template it uses, its address, and the token hash its link carries. */
export interface Delivery {
  template: "signup" | "recovery" | "emailChangeNew" | "emailChangeCurrent" | "invite" | "magiclink" | "reauthentication";
  to: string;
  tokenHash: string;
  /** The one-time code shown beside the link (and alone for reauthentication). */
  code: string;
}

/**
 * Who gets which mail. For a secure e-mail change Supabase sends two token pairs, paired crosswise:
 * token_hash (with token_new's partner) confirms the new address and token_hash_new the current one.
 * Without the second pair only the new address gets a mail.
 */
export function deliveriesFor(action: EmailAction, payload: HookPayload): Delivery[] {
  const { user, email_data: data } = payload;
  if (action === "email_change") {
    const newAddress = user.new_email ?? "";
    if (!data.token_hash_new) return [{ template: "emailChangeNew", to: newAddress, tokenHash: data.token_hash, code: data.token }];
    return [
      { template: "emailChangeCurrent", to: user.email, tokenHash: data.token_hash_new, code: data.token },
      { template: "emailChangeNew", to: newAddress, tokenHash: data.token_hash, code: data.token_new },
    ];
  }
  return [{ template: action, to: user.email, tokenHash: data.token_hash, code: data.token }];
}
