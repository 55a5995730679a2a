import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

let tempRoot: string | null = null;

/**
 * File bytes live under <dataDir>/storage/objects/<version>, one file per stored version. The version
 * is a server-made UUID, so object names from requests never become file-system paths.
 */
export function storageRoot(dataDir: string | null): string {
  if (dataDir) return join(dataDir, "storage");
  tempRoot ??= mkdtempSync(join(tmpdir(), "kolleague-storage-"));
  return tempRoot;
}

const blobPath = (root: string, version: string) => join(root, "objects", version);

export function newVersion(): string {
  return randomUUID();
}

export async function writeBlob(root: string, version: string, bytes: Buffer): Promise<void> {
  await mkdir(join(root, "objects"), { recursive: true });
  await writeFile(blobPath(root, version), bytes);
}

export async function readBlob(root: string, version: string): Promise<Buffer> {
  return readFile(blobPath(root, version));
}

export async function removeBlob(root: string, version: string | null | undefined): Promise<void> {
  if (version) await rm(blobPath(root, version), { force: true });
}
