/** Brand, URLs and public profiles: the one typed place the header, footer, meta tags and legal pages read. */
export const site = {
  name: "Kolleague",
  /** Shown in <meta name="description"> and previews; localized copies live in the catalogues. */
  defaultDescription: "Your digital AI colleague",
  ogImage: { path: "/og-image.png", width: 1200, height: 630 },
  /** Where "follow us" links point; a profile without a URL is not shown (no dead links). */
  socialNetworks: ["linkedin", "instagram", "youtube", "facebook"] as const,
} as const;

export type SocialNetwork = (typeof site.socialNetworks)[number];
export type SocialProfiles = Partial<Record<SocialNetwork, string>>;
