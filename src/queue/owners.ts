/**
 * Who holds a job of the embedded queue, so that a restarted process takes up at once the jobs
 * its killed predecessor held, instead of waiting for their leases (a minute) to run out.
 *
 * Every consumer has an owner id `<host tag>/<pid>/<random>`: the host tag is a hash of the
 * host name and the kernel's boot id, so two machines, or one machine before and after a reboot,
 * never share it. A claimed job records its owner (`lease_owner`), and while the owner runs jobs
 * it stamps them every second (`owner_seen_at`, one statement for all its jobs).
 *
 * A job's lease is cut short only when its owner is certainly dead:
 * - the owner is on this host (same tag) and its pid no longer exists, or is this very process's
 *   pid with another random part (pid 1 of a restarted container); and
 * - its stamp is older than OWNER_STALE_MS, checked in the same UPDATE, so a live process that
 *   happens to share the host tag (two containers with one host name) keeps its jobs while it
 *   stamps them.
 * An owner on another host is never judged: its jobs wait for their lease to expire, as before.
 * A live worker of another process therefore never loses a job to this rule.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { Kysely } from 'kysely';
import { endStaleQueueLeases, listQueueLeaseOwners, stampQueueOwnerJobs } from '../store/queue-jobs/jobs.js';
import { processExists } from '../process-exists.js';

/** How often an owner stamps the jobs it runs. */
export const OWNER_STAMP_MS = 1_000;
/** A stamp older than this (several missed stamps) lets a dead owner's jobs be taken. */
export const OWNER_STALE_MS = 5_000;

export interface QueueOwner {
  id: string;
  host: string;
  pid: number;
}

function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

export const LOCAL_HOST_TAG = createHash('sha256').update(os.hostname()).update('\0').update(bootId()).digest('hex').slice(0, 12);

export function newQueueOwner(host = LOCAL_HOST_TAG, pid = process.pid): QueueOwner {
  return { id: `${host}/${pid}/${randomUUID()}`, host, pid };
}

export function parseQueueOwner(id: string): QueueOwner | undefined {
  const match = /^([0-9a-f]{12})\/(\d+)\/[0-9a-f-]{36}$/.exec(id);
  return match ? { id, host: match[1]!, pid: Number(match[2]) } : undefined;
}

/** True when `other` is certainly not running any more, as far as `me` can tell (see above). */
export function isCertainlyDead(other: QueueOwner, me: QueueOwner): boolean {
  if (other.id === me.id || other.host !== me.host) return false;
  return other.pid === me.pid || !processExists(other.pid);
}

/** Stamps the running jobs of an owner. */
export async function stampOwnerJobs(db: Kysely<any>, owner: QueueOwner, now = Date.now()): Promise<void> {
  await stampQueueOwnerJobs(db, owner.id, now);
}

/**
 * Ends the leases of running jobs whose owner is certainly dead and has not stamped them for
 * OWNER_STALE_MS, so the next claim takes them. Returns how many leases were ended.
 */
export async function endLeasesOfDeadOwners(db: Kysely<any>, me: QueueOwner, now = Date.now()): Promise<number> {
  let ended = 0;
  for (const id of await listQueueLeaseOwners(db, me.id, now)) {
    const owner = parseQueueOwner(id);
    if (!owner || !isCertainlyDead(owner, me)) continue;
    ended += await endStaleQueueLeases(db, id, now, now - OWNER_STALE_MS);
  }
  return ended;
}
