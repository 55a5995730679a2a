// `npm ci`/`npm install` on a Node older than 24 says what happens next instead of failing later: the app's
// commands switch to Node 24 themselves (scripts/on-node24.sh), anything else needs `source scripts/node24.sh`.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.warn(
    [
      `Kolleague runs on Node 24; this shell's node is ${process.version}.`,
      "npm run dev, npm test and npm run bench switch to Node 24 by themselves (installed once into .cache/node24).",
      "For any other command, run first:  source scripts/node24.sh",
    ].join("\n"),
  );
}
