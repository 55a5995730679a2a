import type { TFunction } from "i18next";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import type { OutgoingMail } from "#app/platform/mail/mailer.server";
import { renderConfirmationMail, renderWelcomeMail } from "#app/platform/mail/templates/newsletter-mail";
import { CONFIRMATION_WINDOW_MS, NEWSLETTER_CONSENT_VERSION, RESEND_INTERVAL_MS } from "./consent";
import type { NewsletterProvider, SignupRequest } from "./provider";
import type { Subscriber, SubscriberStore } from "./store.server";
import { requestedBinding, type TokenSigner } from "./tokens.server";
import { logger } from "#app/platform/log/logger.server";

export interface OwnListDeps {
  store: SubscriberStore;
  tokens: TokenSigner;
  send: (mail: OutgoingMail) => Promise<void>;
  translator: (locale: Locale) => TFunction;
  appUrl: string;
  now?: () => Date;
}

export type ConfirmResult = "confirmed" | "invalid";

/**
 * The project's own list: rows in newsletter_subscribers, mail over the app's SMTP. Sign-up sends the
 * double opt-in mail; the link's page confirms; every mail carries a signed unsubscribe link.
 */
export function createOwnList(deps: OwnListDeps) {
  const now = deps.now ?? (() => new Date());
  const link = (path: string, locale: Locale, token?: string) => {
    const url = new URL(localizePath(path, locale), deps.appUrl);
    if (token) url.searchParams.set("token", token);
    return url.href;
  };
  const locale = (row: Subscriber): Locale => (row.locale === "de" ? "de" : "en");
  const unsubscribeLink = (row: Subscriber) => link("/newsletter/unsubscribe", locale(row), deps.tokens.sign("unsubscribe", row.id));

  async function sendConfirmation(row: Subscriber) {
    const lang = locale(row);
    const confirm = link("/newsletter/confirm", lang, deps.tokens.sign("confirm", row.id, requestedBinding(row.requested_at)));
    await deps.send({ to: row.email, ...renderConfirmationMail(deps.translator(lang), lang, { confirm, unsubscribe: unsubscribeLink(row) }) });
  }

  /**
   * Sends the double opt-in mail. When it cannot go out the visitor is told to try again, so the row must
   * not count as mailed: a new address leaves no row, and a renewed one may be mailed again at once (the
   * resend guard reads `requested_at` as the time of the last mail).
   */
  async function mailConfirmation(row: Subscriber, created: boolean) {
    try {
      await sendConfirmation(row);
    } catch (error) {
      const undo = created
        ? deps.store.remove(row.id)
        : deps.store.update(row.id, "pending", { requested_at: new Date(Date.parse(row.requested_at) - RESEND_INTERVAL_MS).toISOString() });
      await undo.catch((undoError: unknown) => logger.error({ err: undoError }, "newsletter: a sign-up whose mail failed could not be reset"));
      throw error;
    }
  }

  /** A confirmation link's row, when the link is genuine, current and the row still waits for it (or already took it). */
  async function confirmable(token: string): Promise<Subscriber | null> {
    const id = deps.tokens.subscriberId(token);
    const row = id ? await deps.store.byId(id) : null;
    if (!row || !deps.tokens.verify("confirm", token, requestedBinding(row.requested_at))) return null;
    if (row.status === "active") return row;
    const fresh = now().getTime() - Date.parse(row.requested_at) <= CONFIRMATION_WINDOW_MS;
    return row.status === "pending" && fresh ? row : null;
  }

  const provider: NewsletterProvider = {
    name: "own",
    async subscribe(request: SignupRequest) {
      const at = now();
      await deps.store.purgeExpired(at);
      const consent = { locale: request.locale, source: request.source, consent_text_version: NEWSLETTER_CONSENT_VERSION };
      const owner = request.userId ? { user_id: request.userId } : {};
      let row = await deps.store.byEmail(request.email);
      if (!row) {
        const created = await deps.store.insert({ email: request.email, status: "pending", requested_at: at.toISOString(), ...consent, ...owner });
        if (created) return mailConfirmation(created, true);
        row = await deps.store.byEmail(request.email);
        if (!row) return;
      }
      if (row.status === "active") {
        // Already subscribed: nothing to confirm, no mail; the page answers as for a new address.
        if (request.userId && !row.user_id) await deps.store.update(row.id, "active", owner);
        return;
      }
      if (row.status === "pending" && at.getTime() - Date.parse(row.requested_at) < RESEND_INTERVAL_MS) return;
      // A new sign-up time retires the previous link and restarts the 30 days; the consent is the new one.
      const renewed = await deps.store.update(row.id, row.status, { status: "pending", requested_at: at.toISOString(), ...consent, ...owner });
      if (renewed) await mailConfirmation(renewed, false);
    },
  };

  return {
    provider,
    /** Whether a confirmation link may be shown its confirm button (GET must not change anything). */
    async canConfirm(token: string): Promise<boolean> {
      return (await confirmable(token)) !== null;
    },
    async confirm(token: string): Promise<ConfirmResult> {
      const row = await confirmable(token);
      if (!row) return "invalid";
      if (row.status === "active") return "confirmed";
      const active = await deps.store.update(row.id, "pending", { status: "active", confirmed_at: now().toISOString(), unsubscribed_at: null });
      if (!active) return (await confirmable(token))?.status === "active" ? "confirmed" : "invalid";
      const lang = locale(active);
      try {
        await deps.send({
          to: active.email,
          ...renderWelcomeMail(deps.translator(lang), lang, { blog: link("/blog", lang), unsubscribe: unsubscribeLink(active) }),
        });
      } catch (error) {
        // The subscription stands; only the greeting is lost.
        logger.error({ err: error }, "newsletter: welcome mail not sent");
      }
      return "confirmed";
    },
    /** A genuine unsubscribe link always ends in "unsubscribed", also when the row is gone already. */
    verifyUnsubscribe(token: string): boolean {
      return deps.tokens.verify("unsubscribe", token);
    },
    async unsubscribe(token: string): Promise<boolean> {
      if (!deps.tokens.verify("unsubscribe", token)) return false;
      const row = await deps.store.byId(deps.tokens.subscriberId(token) ?? "");
      if (!row) return true;
      // A pending address never consented: nothing to prove, so nothing is kept. A former subscriber's
      // re-sign-up returns to its earlier, unsubscribed state.
      if (row.status === "pending" && !row.unsubscribed_at) await deps.store.remove(row.id);
      else if (row.status === "pending") await deps.store.update(row.id, "pending", { status: "unsubscribed" });
      else if (row.status === "active") await deps.store.update(row.id, "active", { status: "unsubscribed", unsubscribed_at: now().toISOString() });
      return true;
    },
  };
}

export type OwnList = ReturnType<typeof createOwnList>;
