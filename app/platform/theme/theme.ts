import { Theme } from "remix-themes";

/** What a user can pick; "system" follows the device and is stored as "no theme". */
export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === "string" && (THEME_CHOICES as readonly string[]).includes(value);
}

export function themeFromChoice(choice: ThemeChoice): Theme | null {
  if (choice === "light") return Theme.LIGHT;
  if (choice === "dark") return Theme.DARK;
  return null;
}
