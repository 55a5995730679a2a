import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "@kolleague/local-stand-ins";

// Node 20 has no global WebSocket; supabase-js refuses to start without a transport.
const base = { realtime: { transport: WebSocket as never }, auth: { persistSession: false, autoRefreshToken: false } };

export type Client = SupabaseClient;

export const anonClient = (url: string): Client => createClient(url, LOCAL_PUBLISHABLE_KEY, base);
export const serviceClient = (url: string): Client => createClient(url, LOCAL_SECRET_KEY, base);
export const userClient = (url: string, token: string): Client =>
  createClient(url, LOCAL_PUBLISHABLE_KEY, { ...base, auth: undefined, accessToken: async () => token });
