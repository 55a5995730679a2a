/** The header's navigation: one list for the desktop bar and the mobile menu. */
export const mainNav = [
  { to: "/calculator", labelKey: "nav.calculator" },
  { to: "/ai-chat", labelKey: "nav.aiChat" },
  { to: "/pricing", labelKey: "nav.pricing" },
  { to: "/blog", labelKey: "nav.blog" },
] as const;

export const profileNav = [
  { to: "/my/profile", labelKey: "profileMenu.profile" },
  { to: "/my/settings", labelKey: "profileMenu.settings" },
  { to: "/support", labelKey: "profileMenu.support" },
] as const;

/**
 * § 312k and § 356a BGB: the cancellation and withdrawal buttons, on every page (site footer and the
 * auth layout's footer), reachable without signing in.
 */
export const contractLinks = [
  { to: "/cancel-contract", labelKey: "footer.cancelContracts" },
  { to: "/withdraw", labelKey: "footer.withdraw" },
] as const;
