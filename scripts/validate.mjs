// `npm run validate`: every static check, each run even when an earlier one fails, so one run shows
// all findings; exits non-zero when any check failed. Each check is also its own npm script.
import { spawnSync } from "node:child_process";

const checks = [
  ["types", "typecheck"],
  ["lint", "lint"],
  ["format", "format:check"],
  ["dead code", "knip"],
  ["copy-paste", "cpd"],
];

const results = checks.map(([label, script]) => {
  console.log(`\n── ${label}: npm run ${script}`);
  const started = performance.now();
  const { status } = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  return { label, script, ok: status === 0, seconds: (performance.now() - started) / 1000 };
});

console.log("\nvalidate:");
for (const { label, script, ok, seconds } of results) {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${label.padEnd(11)} npm run ${script.padEnd(13)} ${seconds.toFixed(1)} s`);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
