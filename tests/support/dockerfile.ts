import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync } from "node:fs";
import { basename, dirname, join, posix } from "node:path";

/**
 * Just enough of a Dockerfile interpreter to build its stages without a Docker engine (none runs here or
 * in CI): FROM … AS, WORKDIR, ENV, COPY (--from, --chown) and RUN, executed in a directory standing in for
 * the stage's WORKDIR. The test then checks what the image would do, not how the file is spelled.
 */
interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = "", args = ""] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === "FROM") {
      const [from = "", , name] = args.split(/\s+/);
      stages.push({ name: name ?? String(stages.length), from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

/** The stage and the stages it is built FROM, base first. */
function lineage(stages: Stage[], name: string): Stage[] {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`no stage "${name}" in the Dockerfile`);
  return [...(stages.some((candidate) => candidate.name === stage.from) ? lineage(stages, stage.from) : []), stage];
}

/** An exec-form array (["node", "server.js"]) or a shell-form command, as argv. */
export function argv(args: string): string[] {
  return args.startsWith("[") ? (JSON.parse(args) as string[]) : ["sh", "-c", args];
}

/** ENV key=value pairs the stage sets (also through its bases); values without spaces are enough here. */
export function stageEnv(stages: Stage[], name: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { instructions } of lineage(stages, name))
    for (const { keyword, args } of instructions)
      if (keyword === "ENV")
        // NAME=value or NAME="a value with spaces", as Docker reads them.
        for (const [, key = "", value = ""] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[key] = value.replace(/^"(.*)"$/, "$1");
  return env;
}

/** The last value of an instruction in the stage's lineage (USER, CMD, HEALTHCHECK, WORKDIR). */
export function last(stages: Stage[], name: string, keyword: string): string | undefined {
  return lineage(stages, name)
    .flatMap((stage) => stage.instructions)
    .filter((instruction) => instruction.keyword === keyword)
    .at(-1)?.args;
}

/**
 * Runs a stage's COPY and RUN instructions into `dir`. `roots` maps the build context ("") and other
 * stages' names to directories standing in for their WORKDIR; `runEnv` is added to every RUN.
 */
export function buildStage(stages: Stage[], name: string, dir: string, roots: Record<string, string>, runEnv: Record<string, string> = {}): void {
  const workdir = last(stages, name, "WORKDIR") ?? "/";
  const inStage = (path: string) => (path.startsWith("/") ? posix.relative(workdir, path) : path);
  mkdirSync(dir, { recursive: true });
  for (const { keyword, args } of lineage(stages, name).flatMap((stage) => stage.instructions)) {
    if (keyword === "COPY") {
      const words = args.split(/\s+/);
      const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length) ?? "";
      const sources = words.filter((word) => !word.startsWith("--"));
      const destination = sources.pop() ?? ".";
      const target = join(dir, inStage(destination));
      const root = roots[from];
      if (root === undefined) throw new Error(`COPY from "${from}": no directory stands in for it`);
      const intoDirectory = sources.length > 1 || destination.endsWith("/") || destination === ".";
      for (const source of sources) {
        const to = source === "." || !intoDirectory ? target : join(target, basename(source));
        mkdirSync(dirname(to), { recursive: true });
        cpSync(join(root, inStage(source)), to, { recursive: true, verbatimSymlinks: true });
      }
    } else if (keyword === "RUN") {
      // BuildKit flags (--mount=type=cache,…) only speed the build up.
      const [command = "", ...rest] = argv(args.replace(/^(--\S+\s+)+/, ""));
      execFileSync(command, rest, { cwd: dir, env: { ...process.env, ...stageEnv(stages, name), ...runEnv }, stdio: "pipe" });
    }
  }
}
