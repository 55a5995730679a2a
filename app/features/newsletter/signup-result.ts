/** What a sign-up form gets back: the address (kept in the field on errors) and either `done` or a message. */
export type NewsletterSignupResult = { done: true; email: string } | { done: false; email: string; error: string };
