import type { StandInContext } from "../context";
import type { Params } from "../form";

export type PageRequest = { method: string; path: string[]; form: Params; acceptLanguage?: string };
export type PageAnswer = { status: number; html?: string; location?: string };
export type PageHandler = (ctx: StandInContext, request: PageRequest) => Promise<PageAnswer>;

export const redirect = (location: string): PageAnswer => ({ status: 303, location });
