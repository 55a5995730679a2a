// How every browser here is launched (Playwright's tests and the benchmarks): Debian's Chromium, since
// Playwright's own browser download cannot work on our machines, headless in a container without a sandbox.
/** @type {{ executablePath: string, args: string[] }} */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
