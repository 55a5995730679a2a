/**
 * Sign-in, sign-up and reset take different paths for known and unknown addresses (a bcrypt compare,
 * an account created, a mail rendered and sent or not). Holding every answer of a form to a common
 * minimum duration keeps those differences from telling an observer whether an address has an account.
 * Each floor sits above that form's slow path as measured on the 2-core machine (sign-up of a new
 * address with its confirmation mail: ~1.1 s; a recovery mail: ~0.5-0.7 s; a password check: ~0.1 s).
 */
export const RESPONSE_FLOOR_MS = { signin: 600, reset: 1200, signup: 1800 } as const;

export async function withResponseFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const remaining = floorMs - (performance.now() - started);
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  }
}
