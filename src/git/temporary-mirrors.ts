/**
 * Temporary mirrors: a first clone goes into `mirrors/.tmp-…git` and is renamed into place, so a
 * half-made mirror is never used. A process killed during that clone leaves the folder behind;
 * these are found and removed (mirror.ts sweeps when its store is made, at start, and before every clone).
 *
 * Removing another process's clone in progress would break it, and several processes may share
 * the data directory (PostgreSQL mode), so a folder is removed only when it is certainly dead.
 * Its name says who made it and until when it may live:
 *   .tmp-<codebaseId>-<host tag>-<pid>-<deadline ms>-<random>.git
 * The deadline is the clone's start plus its time limit (git is killed at the limit) plus a margin,
 * so past it no process can still be writing there. Before it, a folder is dead when it was made
 * on this host (same host tag) by a process that no longer exists, or by this very process
 * (same pid, e.g. pid 1 of a restarted container) but is not one of its clones in progress.
 * A folder of an unknown form (an older version's) is dead when untouched for a day.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { processExists } from '../process-exists.js';

/** Time for the steps after git (config, rename, removal) on a slow disk. */
export const TEMPORARY_MIRROR_MARGIN_MS = 2 * 60_000;
const UNKNOWN_FORM_MAX_AGE_MS = 24 * 60 * 60_000;

const HOST_TAG = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 8);
/** The temporary folders this process is cloning into now. */
const inProgress = new Set<string>();

const NAME = /^\.tmp-.+-([0-9a-f]{8})-(\d+)-(\d+)-[0-9a-f]{12}\.git$/;

/** A new temporary folder name for a clone limited to timeoutMs; call release when done. */
export function claimTemporaryMirror(codebaseId: string, timeoutMs: number, now = Date.now()): string {
  const deadline = now + timeoutMs + TEMPORARY_MIRROR_MARGIN_MS;
  const name = `.tmp-${codebaseId}-${HOST_TAG}-${process.pid}-${deadline}-${randomBytes(6).toString('hex')}.git`;
  inProgress.add(name);
  return name;
}

export function releaseTemporaryMirror(name: string): void {
  inProgress.delete(name);
}

export async function isDeadTemporaryMirror(root: string, name: string, now = Date.now()): Promise<boolean> {
  if (!name.startsWith('.tmp-') || inProgress.has(name)) return false;
  const match = NAME.exec(name);
  if (!match) {
    const info = await stat(path.join(root, name)).catch(() => undefined);
    return info !== undefined && now - info.mtimeMs > UNKNOWN_FORM_MAX_AGE_MS;
  }
  const [, host, pidText, deadlineText] = match;
  if (now > Number(deadlineText)) return true;
  if (host !== HOST_TAG) return false;
  const pid = Number(pidText);
  return pid === process.pid || !processExists(pid);
}

/** Removes the dead temporary mirrors under root; returns their names. Never throws. */
export async function removeDeadTemporaryMirrors(root: string, now = Date.now()): Promise<string[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (!(await isDeadTemporaryMirror(root, name, now))) continue;
    try {
      await rm(path.join(root, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Another process removed it first, or it cannot be removed now: the next sweep tries again.
    }
  }
  return removed;
}
