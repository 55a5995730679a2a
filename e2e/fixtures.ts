import { test as base, expect, type Page } from "@playwright/test";
import { makePlusMember } from "../tests/support/billing";
import { expectNoMail, waitForMail, type CapturedMail, type MailQuery, type Sentinel } from "../tests/support/mail";
import { createConfirmedUser, sessionCookies, uniqueEmail, type TestUser } from "../tests/support/session";

export { expect };

/** The captured mail, seen from one test: a fresh address of its own and waits with a deadline. */
export interface Mailbox {
  /** An address no other test uses. */
  address: string;
  /** The newest mail to `to` (default: this mailbox's address) whose subject matches, once it is there. */
  waitFor(subject: RegExp | string, to?: string): Promise<CapturedMail>;
  /** Asserts nothing matching `unwanted` arrived, once the sentinel mail has (see tests/support/mail.ts). */
  expectNone(unwanted: MailQuery, sentinel: Sentinel): Promise<void>;
}

type SignIn = (options?: { fullName?: string; locale?: "en" | "de"; plus?: boolean }) => Promise<TestUser>;

interface Fixtures {
  /**
   * Signs a fresh confirmed user in by giving the browser the session cookies the app would set; with
   * `plus`, the user first orders Kolleague Plus through the app and the Stripe stand-in (makePlusMember).
   */
  signIn: SignIn;
  mailbox: Mailbox;
}

export const test = base.extend<Fixtures>({
  signIn: async ({ context, baseURL }, use) => {
    await use(async ({ plus, ...options } = {}) => {
      const user = await createConfirmedUser(options);
      if (plus) await makePlusMember({ url: baseURL! }, user);
      const cookies = await sessionCookies(user.email, user.password);
      // The same attributes the app's own Set-Cookie carries (HttpOnly, SameSite=Lax, path /).
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" as const })));
      return user;
    });
  },
  mailbox: async ({}, use, testInfo) => {
    const address = uniqueEmail(`e2e-${testInfo.project.name}`);
    await use({
      address,
      waitFor: (subject, to = address) => waitForMail({ to, subject }),
      expectNone: expectNoMail,
    });
  },
});

/**
 * Waits until React has hydrated the page (root.tsx sets data-hydrated on <html> in an effect, after
 * every effect below it has attached its listeners); without JavaScript there is nothing to wait for.
 * Call it before using anything JavaScript enhances (menus): a click that lands before hydration gets
 * the plain <details> behaviour and then nothing closes or reopens the menu as the test expects.
 */
export async function hydrated(page: Page): Promise<void> {
  if (base.info().project.use.javaScriptEnabled === false) return;
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}
