import type { LocalBackend } from "../../src/index";
import { adminFor, clientFor, startTestBackend as startBackend } from "../helpers";

/** A fresh in-memory backend (helper A's test set-up) plus real users with sign-up metadata. */
export interface TestBackend {
  url: string;
  db: LocalBackend["db"];
  createUser(email: string, meta?: Record<string, unknown>): Promise<{ id: string; token: string }>;
  stop(): Promise<void>;
}

const PASSWORD = "correct horse battery staple";

export async function startTestBackend(): Promise<TestBackend> {
  const backend = await startBackend();
  return {
    url: backend.url,
    db: backend.db,
    async createUser(email, meta = {}) {
      const created = await adminFor(backend).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: meta });
      if (created.error) throw created.error;
      const signedIn = await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD });
      if (signedIn.error) throw signedIn.error;
      return { id: created.data.user.id, token: signedIn.data.session.access_token };
    },
    stop: () => backend.stop(),
  };
}
