/**
 * Bare mirrors of codebases under `${dataDir}/mirrors/<codebaseId>.git`. A mirror is created with
 * a bare clone into a temporary directory renamed into place (so a half-made mirror is never
 * seen), and brought up to date with `git fetch --prune` of the branches. Fetches of one mirror
 * in this process are coalesced; fetches from other processes are retried when they collide on
 * git's ref locks.
 */
import { chmod, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_DIR_MODE } from '../config.js';
import { GitError } from './errors.js';
import { assertSupportedRemoteUrl, type HttpCredentials } from './remote-url.js';
import { runGit } from './run-git.js';
import { claimTemporaryMirror, releaseTemporaryMirror, removeDeadTemporaryMirrors } from './temporary-mirrors.js';

export interface MirrorOptions {
  /** Vigil's data directory; mirrors live in its `mirrors/` folder. */
  dataDir: string;
  /** Time limit of one clone or fetch. */
  fetchTimeoutMs?: number;
}

const BRANCH_REFSPEC = '+refs/heads/*:refs/heads/*';

function assertSafeId(codebaseId: string): void {
  // The id becomes a directory name: nothing that could climb out of mirrors/.
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(codebaseId)) throw new Error(`Unsafe codebase id for a mirror path: ${codebaseId}`);
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class MirrorStore {
  private readonly root: string;
  private readonly fetchTimeoutMs: number;
  /**
   * Per mirror: the last sync in the chain, and the one queued but not yet started (every caller
   * that arrives while a sync runs shares that queued one).
   */
  private readonly chains = new Map<string, { tail: Promise<void>; queued?: Promise<void> }>();
  /** Started with the store (one per process, made at start): clones a killed process left behind go. */
  private readonly firstSweep: Promise<string[]>;

  constructor(options: MirrorOptions) {
    this.root = path.join(options.dataDir, 'mirrors');
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? 10 * 60_000;
    // Never rejects; syncs wait for it, and clone() sweeps again before every clone.
    this.firstSweep = removeDeadTemporaryMirrors(this.root);
  }

  mirrorPath(codebaseId: string): string {
    assertSafeId(codebaseId);
    return path.join(this.root, `${codebaseId}.git`);
  }

  async hasMirror(codebaseId: string): Promise<boolean> {
    return exists(path.join(this.mirrorPath(codebaseId), 'HEAD'));
  }

  /**
   * Makes the mirror exist and be up to date with the remote: clone when absent, fetch otherwise.
   * A caller that arrives while a fetch runs waits for a fetch that starts after its arrival, so it
   * always sees refs at least as new as the moment it asked.
   */
  async sync(codebaseId: string, url: string, credentials?: HttpCredentials): Promise<string> {
    assertSupportedRemoteUrl(url);
    await this.firstSweep;
    const gitDir = this.mirrorPath(codebaseId);
    let chain = this.chains.get(codebaseId);
    if (!chain) {
      chain = { tail: Promise.resolve() };
      this.chains.set(codebaseId, chain);
    }
    if (!chain.queued) {
      const state = chain;
      const queued: Promise<void> = state.tail
        .catch(() => undefined)
        .then(() => {
          if (state.queued === queued) state.queued = undefined;
          return this.runSync(codebaseId, url, gitDir, credentials);
        });
      state.queued = queued;
      state.tail = queued;
      queued
        .catch(() => undefined)
        .then(() => {
          if (this.chains.get(codebaseId) === state && state.tail === queued && !state.queued) this.chains.delete(codebaseId);
        });
    }
    await chain.queued;
    return gitDir;
  }

  async remove(codebaseId: string): Promise<void> {
    await rm(this.mirrorPath(codebaseId), { recursive: true, force: true });
  }

  private async runSync(codebaseId: string, url: string, gitDir: string, credentials?: HttpCredentials): Promise<void> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        if (await this.hasMirror(codebaseId)) await this.fetchOrRepair(codebaseId, gitDir, url, credentials);
        else await this.clone(codebaseId, url, gitDir, credentials);
        return;
      } catch (error) {
        lastError = error;
        // Another process fetching the same mirror holds git's ref locks: wait and try again.
        if (!(error instanceof GitError) || !/lock|already exists/i.test(`${error.message}\n${error.stderr}`)) throw error;
        await sleep(200 * attempt + Math.floor(Math.random() * 200));
      }
    }
    throw lastError;
  }

  private async clone(codebaseId: string, url: string, gitDir: string, credentials?: HttpCredentials): Promise<void> {
    ensurePrivateDir(this.root);
    // mirrors/ is Vigil's alone: closed even when an older version made it readable to others.
    await chmod(this.root, PRIVATE_DIR_MODE);
    await removeDeadTemporaryMirrors(this.root);
    const name = claimTemporaryMirror(codebaseId, this.fetchTimeoutMs);
    const temporary = path.join(this.root, name);
    try {
      // --no-local: a local source is read through the transport, never hard-linked or copied as
      // files (a hostile source's objects/ could be a symlink). --template=: no sample hooks.
      await runGit(['clone', '--bare', '--no-local', '--template=', '--no-recurse-submodules', '--quiet', '--', url, temporary], {
        timeoutMs: this.fetchTimeoutMs,
        credentials,
      });
      await runGit(['config', 'remote.origin.fetch', BRANCH_REFSPEC], { gitDir: temporary });
      try {
        await rename(temporary, gitDir);
      } catch (error) {
        // Another process put its mirror in place first: use it.
        if (!(await this.hasMirror(codebaseId))) throw error;
      }
    } finally {
      await rm(temporary, { recursive: true, force: true });
      releaseTemporaryMirror(name);
    }
  }

  /**
   * A mirror whose own objects are damaged (a torn write, a bad disk) fails every fetch for ever:
   * it is removed and cloned again, once, instead. The remote has every object, so nothing is lost.
   */
  private async fetchOrRepair(codebaseId: string, gitDir: string, url: string, credentials?: HttpCredentials): Promise<void> {
    try {
      await this.fetch(gitDir, url, credentials);
    } catch (error) {
      if (!(error instanceof GitError) || !isDamagedMirror(error)) throw error;
      await rm(gitDir, { recursive: true, force: true });
      await this.clone(codebaseId, url, gitDir, credentials);
    }
  }

  private async fetch(gitDir: string, url: string, credentials?: HttpCredentials): Promise<void> {
    // The URL is passed explicitly so a changed codebase URL takes effect and the mirror's own
    // config cannot redirect the fetch.
    await runGit(['fetch', '--prune', '--no-recurse-submodules', '--no-write-fetch-head', '--quiet', '--no-tags', '--', url, BRANCH_REFSPEC], {
      gitDir,
      timeoutMs: this.fetchTimeoutMs,
      credentials,
    });
    // A mirror cloned by an earlier version from a URL with user-info kept the token in its
    // config: the stored URL (credentials removed) replaces it.
    await runGit(['config', 'remote.origin.url', url], { gitDir });
  }
}

/**
 * git's words for objects of the local repository it cannot read (not for a remote that refused
 * or failed): a corrupt or truncated pack, a bad loose object, a pack index that does not match.
 */
const DAMAGED_OBJECTS = /is corrupt|unknown object type|bad object|inflate|did not send all necessary objects|packfile .* (cannot be|does not match)|index file .* is too small|bad packed object|loose object .* (is corrupt|is missing)|unable to unpack/i;

export function isDamagedMirror(error: GitError): boolean {
  return DAMAGED_OBJECTS.test(`${error.message}\n${error.stderr}`);
}
