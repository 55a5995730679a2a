import type { Database } from "#app/types/database.types";

type PublicTable = keyof Database["public"]["Tables"];

/** A table holding rows that belong to a user, found by the column that holds the user's id. */
export interface UserTable {
  table: PublicTable;
  userColumn: string;
  /**
   * What `userColumn` is compared with: the user's id (the default), or the account's confirmed e-mail
   * address, lower-cased (never an unconfirmed one: anyone can sign up with someone else's address).
   */
  match?: "id" | "accountEmail";
  /** A unique column to page the export by; "id" when omitted. */
  key?: string;
  /**
   * Rows the law makes us keep after the account is gone (orders, cancellations, withdrawals: § 147 AO,
   * § 257 HGB): exported, but not deleted; their user column is set null when the auth user goes. The
   * retention purge deletes them after the periods in retention.ts.
   */
  retained?: true;
  /** The export's name for these rows when the table is listed a second time, under another column. */
  exportAs?: string;
  /** The columns the export shows, where a row also holds other people's data; every column when omitted. */
  exportColumns?: string;
}

/** The auth account as the registry finds its rows. */
export interface AccountIdentity {
  id: string;
  email: string | null;
  emailConfirmedAt: string | null;
}

/** The value `userColumn` holds in the account's rows of this entry; null when the account can have none. */
export function ownerValue(entry: UserTable, account: AccountIdentity): string | null {
  if (entry.match !== "accountEmail") return account.id;
  return account.email && account.emailConfirmedAt ? account.email.toLowerCase() : null;
}

// What a declarant typed and when it was received and acknowledged. The matched contract's owner, their
// subscription and how the queue fared belong to the account holder: a stranger who typed someone's address
// would otherwise learn from the export whether that address has a contract, and its contract number.
const DECLARED_CANCELLATION =
  "id, name, email, contract_reference, kind, reason, requested_end, requested_date, locale, received_at, acknowledged_at";
const DECLARED_WITHDRAWAL = "id, name, email, contract_reference, locale, received_at, acknowledged_at";
// The account holder sees every declaration about their contract, but not which account a declarant used.
const OWN_CANCELLATION = `${DECLARED_CANCELLATION}, user_id, subscription_id, ends_on, state, identified_by, outcome, owner_asked_at, confirm_expires_at, confirmed_at, executed_at, result_mailed_at, contract_ended_at`;
const OWN_WITHDRAWAL = `${DECLARED_WITHDRAWAL}, user_id, subscription_id, ends_on, state, identified_by, outcome, owner_asked_at, confirm_expires_at, confirmed_at, executed_at, result_mailed_at, contract_ended_at`;

/** A storage bucket whose files belong to a user when they sit under the folder `folder(userId)`. */
export interface UserBucket {
  bucket: string;
  folder: (userId: string) => string;
}

/**
 * Everything the product stores about a user. "Download my data" exports each entry and "delete my
 * account" removes each entry, so a feature that adds a user-owned table or bucket adds it here too;
 * tests/server/account-registry.test.ts fails when a table that references auth.users (or has a user_id
 * column) or a bucket is missing.
 */
export const userDataRegistry: { tables: readonly UserTable[]; buckets: readonly UserBucket[] } = {
  tables: [
    { table: "profiles", userColumn: "id" },
    { table: "calculations", userColumn: "user_id" },
    { table: "newsletter_subscribers", userColumn: "user_id" },
    // A subscription of the account's own address made while signed out has no user_id, but is the user's
    // data all the same; deleting the account ends it too (the user asked for everything to go).
    {
      table: "newsletter_subscribers",
      userColumn: "email",
      match: "accountEmail",
      exportAs: "newsletter_subscribers_by_address",
      // Without user_id: a signed-in account may have subscribed this address, and that is not this user's.
      exportColumns: "id, email, status, locale, source, consent_text_version, requested_at, confirmed_at, unsubscribed_at",
    },
    // Tool calls waiting for (or decided by) the user's approval, before the messages they belong to.
    { table: "chat_tool_approvals", userColumn: "user_id" },
    // Messages before their chats: deletion goes in this order (the cascade would also remove them).
    // Attached listings first: their rows point at the messages (their files are in chat-attachments).
    { table: "chat_attachments", userColumn: "user_id" },
    { table: "chat_messages", userColumn: "user_id" },
    { table: "chats", userColumn: "user_id" },
    // Conversions waiting for (or just past) the send to the advertising platform: the export shows them.
    { table: "conversion_events", userColumn: "user_id" },
    { table: "billing_customers", userColumn: "user_id", key: "user_id" },
    { table: "subscriptions", userColumn: "user_id" },
    { table: "billing_orders", userColumn: "user_id", retained: true },
    { table: "contract_cancellations", userColumn: "user_id", retained: true, exportColumns: OWN_CANCELLATION },
    { table: "contract_withdrawals", userColumn: "user_id", retained: true, exportColumns: OWN_WITHDRAWAL },
    // Declarations the user made while signed in, about any contract (theirs or, mistyped, someone else's).
    {
      table: "contract_cancellations",
      userColumn: "declarant_user_id",
      retained: true,
      exportAs: "contract_cancellations_declared",
      exportColumns: DECLARED_CANCELLATION,
    },
    {
      table: "contract_withdrawals",
      userColumn: "declarant_user_id",
      retained: true,
      exportAs: "contract_withdrawals_declared",
      exportColumns: DECLARED_WITHDRAWAL,
    },
  ],
  buckets: [
    { bucket: "avatars", folder: (userId) => userId },
    // Listings attached to the chat, as uploaded (the export carries each file; deletion removes them).
    { bucket: "chat-attachments", folder: (userId) => userId },
  ],
};
