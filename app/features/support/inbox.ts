import { isPlaceholder, type OperatorConfig } from "#app/config/operator";

/** The bare address in a sender such as `Kolleague <hello@kolleague.de>`. */
export function senderAddress(mailFrom: string): string {
  return /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

const isFilled = (value: string) => value.trim() !== "" && !isPlaceholder(value);

/**
 * Where support messages go: SUPPORT_INBOX when set (tests and deployments that separate the support
 * desk), otherwise the operator's published e-mail, and while that is still a placeholder the sender
 * address of MAIL_FROM, which every deployment has and which the operator reads.
 */
export function supportInbox(options: { supportInbox?: string; operator: Pick<OperatorConfig, "email">; mailFrom: string }): string {
  if (options.supportInbox) return options.supportInbox;
  if (isFilled(options.operator.email)) return options.operator.email;
  return senderAddress(options.mailFrom);
}

export interface ContactChannels {
  email?: string;
  messaging?: { service: string; url: string };
}

/** The direct channels shown beside the form: only those the operator has filled in (no placeholder, https links). */
export function contactChannels(operator: Pick<OperatorConfig, "email" | "messaging">): ContactChannels {
  const channels: ContactChannels = {};
  if (isFilled(operator.email)) channels.email = operator.email;
  const { service, url } = operator.messaging;
  if (isFilled(service) && isFilled(url) && url.startsWith("https://")) channels.messaging = { service, url };
  return channels;
}
