import type { RouterContextProvider } from "react-router";
import { readSessionUser } from "#app/features/auth/session.server";
import { currentSubscription } from "./subscriptions.server";

/** A signed-in visitor finds their details filled in; nobody has to sign in (§ 312k, § 356a BGB). */
export async function declarationDefaults(context: Readonly<RouterContextProvider>) {
  const user = await readSessionUser(context).catch(() => null);
  if (!user) return { name: "", email: "", contractReference: "" };
  const sub = await currentSubscription(user.id).catch(() => null);
  return { name: user.name, email: user.email, contractReference: sub?.id ?? "" };
}
