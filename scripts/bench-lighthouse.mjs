// Lighthouse mobile (its default simulated throttling), median of 3 runs per page, with the machine's Chromium
// (scripts/chromium.mjs): issue 23's first-paint target is a performance score ≥ 95 and LCP ≤ 2.0 s.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumLaunchOptions } from "./chromium.mjs";

const RUNS = 3;

function lighthouse(url, output) {
  const flags = ["--headless=new", ...chromiumLaunchOptions.args].join(" ");
  return new Promise((resolve) => {
    const child = spawn(
      "npx",
      ["lighthouse", url, "--quiet", "--only-categories=performance", "--output=json", `--output-path=${output}`, `--chrome-flags=${flags}`],
      { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath } },
    );
    child.on("exit", (code) => resolve(code === 0));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouseRows(base, paths) {
  const dir = mkdtempSync(join(tmpdir(), "kolleague-lighthouse-"));
  try {
    for (const path of paths) {
      const scores = [];
      const lcps = [];
      const fcps = [];
      for (let run = 0; run < RUNS; run++) {
        const output = join(dir, `report-${run}.json`);
        if (!(await lighthouse(base + path, output))) continue;
        const report = JSON.parse(readFileSync(output, "utf8"));
        if (report.runtimeError) continue;
        scores.push(Math.round(report.categories.performance.score * 100));
        lcps.push(report.audits["largest-contentful-paint"].numericValue);
        fcps.push(report.audits["first-contentful-paint"].numericValue);
      }
      if (scores.length === 0) {
        console.log(`  ${path.padEnd(14)} Lighthouse did not run`);
        continue;
      }
      const score = median(scores);
      const lcp = median(lcps) / 1000;
      const ok = score >= 95 && lcp <= 2.0 ? "ok" : "MISSED";
      console.log(
        `  ${path.padEnd(14)} score ${score} (runs ${scores.join(", ")})  LCP ${lcp.toFixed(2)} s  FCP ${(median(fcps) / 1000).toFixed(2)} s  (target ≥ 95, LCP ≤ 2.0 s) ${ok}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
