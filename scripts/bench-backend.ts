// Start-up time of the local backend, as tests and `npm run dev` see it (target: under 5 s).
import { startLocalBackend } from "@kolleague/local-supabase";

const runs: number[] = [];
let origin = "";
for (let i = 0; i < 4; i++) {
  const started = performance.now();
  const backend = await startLocalBackend({ port: 0, smtpPort: 0, quiet: true, dataDir: null });
  runs.push(performance.now() - started);
  origin = backend.startup.database;
  await backend.stop();
}
const [first, ...warm] = runs;
const median = warm.sort((a, b) => a - b)[Math.floor(warm.length / 2)] ?? 0;
console.log(
  `backend: first start ${((first ?? 0) / 1000).toFixed(2)} s, then median ${(median / 1000).toFixed(2)} s of ${warm.length} (database: ${origin}, migrations applied)`,
);
