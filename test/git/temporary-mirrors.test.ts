/**
 * Temporary mirrors left by a process killed during its first clone (a real child process killed
 * with SIGKILL) are removed when the next process starts, while a clone in progress, in this
 * process or in another live one, is never touched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MirrorStore } from '../../src/git/index.js';
import { claimTemporaryMirror, isDeadTemporaryMirror, removeDeadTemporaryMirrors, TEMPORARY_MIRROR_MARGIN_MS } from '../../src/git/temporary-mirrors.js';
import { removeDir, tempDir, TestRepo } from './git-fixture.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A child that claims a temporary mirror the way a clone does and then hangs; resolves with its folder name. */
async function holdTemporaryMirror(root: string, codebaseId: string): Promise<{ child: ChildProcess; name: string }> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/vite-node'), [path.join(ROOT, 'test/git/fixtures/hold-temporary-mirror.ts'), root, codebaseId], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const started = Date.now();
  while (!out.includes('\n')) {
    if (Date.now() - started > 60_000) throw new Error('the child did not start its clone');
    if (child.exitCode !== null) throw new Error(`the child exited (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, name: out.trim() };
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe('temporary mirrors of interrupted first clones', () => {
  let dataDir: string;
  let root: string;
  let repo: TestRepo;
  const children: ChildProcess[] = [];

  beforeAll(() => {
    dataDir = tempDir('data');
    root = path.join(dataDir, 'mirrors');
    mkdirSync(root, { recursive: true });
    repo = TestRepo.create('main');
    repo.write('a.js', 'x\n').commit('c');
  });
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    repo.cleanup();
    removeDir(dataDir);
  });

  it('keeps the clone of a live process, and removes it on the next sync once that process was killed', async () => {
    const held = await holdTemporaryMirror(root, 'cb_killed');
    children.push(held.child);
    expect(existsSync(path.join(root, held.name, 'HEAD'))).toBe(true);
    // Alive: a sync of another codebase (a first clone, so it sweeps) leaves it alone.
    await new MirrorStore({ dataDir }).sync('cb_first', repo.dir);
    expect(existsSync(path.join(root, held.name))).toBe(true);

    held.child.kill('SIGKILL');
    await once(held.child, 'exit');
    // A restarted server: its store removes the dead folder at start, before any sync.
    const restarted = new MirrorStore({ dataDir });
    expect(await until(() => !existsSync(path.join(root, held.name)), 5_000)).toBe(true);
    await restarted.sync('cb_first', repo.dir);
    expect(readdirSync(root).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  }, 90_000);

  it('never removes a clone in progress in this process, even when another store sweeps', async () => {
    // A server that accepts and never answers: the clone hangs with its temporary folder in place.
    const sockets: Socket[] = [];
    const server: Server = createServer((socket) => sockets.push(socket));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as { port: number }).port;
    const cloning = new MirrorStore({ dataDir, fetchTimeoutMs: 20_000 });
    const hanging = cloning.sync('cb_hanging', `https://127.0.0.1:${port}/r.git`).catch((e: unknown) => e);
    const started = Date.now();
    let name: string | undefined;
    while (!name && Date.now() - started < 10_000) {
      name = readdirSync(root).find((n) => n.startsWith('.tmp-cb_hanging-'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(name).toBeDefined();
    expect(await removeDeadTemporaryMirrors(root)).toEqual([]);
    await new MirrorStore({ dataDir }).sync('cb_second', repo.dir);
    expect(existsSync(path.join(root, name!))).toBe(true);
    for (const socket of sockets) socket.destroy();
    server.close();
    await hanging;
    // The failed clone removed its own folder.
    expect(existsSync(path.join(root, name!))).toBe(false);
  }, 60_000);

  it('judges folders by deadline, host, process and age', async () => {
    const now = Date.now();
    const mine = claimTemporaryMirror('cb_x', 1_000, now);
    expect(await isDeadTemporaryMirror(root, mine, now)).toBe(false); // in progress here
    const otherHost = `.tmp-cb_y-00000000-1-${now + 60_000}-0123456789ab.git`;
    expect(await isDeadTemporaryMirror(root, otherHost, now)).toBe(false); // cannot know: wait for the deadline
    expect(await isDeadTemporaryMirror(root, otherHost, now + 60_001)).toBe(true);
    expect(await isDeadTemporaryMirror(root, mine, now + 1_000 + TEMPORARY_MIRROR_MARGIN_MS + 1)).toBe(false); // still ours
    // An older version's name: removed only after a day untouched.
    const legacy = '.tmp-cb_z-0123456789ab.git';
    mkdirSync(path.join(root, legacy));
    expect(await isDeadTemporaryMirror(root, legacy, now)).toBe(false);
    const old = (now - 25 * 3600_000) / 1000;
    utimesSync(path.join(root, legacy), old, old);
    expect(await removeDeadTemporaryMirrors(root, now)).toEqual([legacy]);
    // Mirrors themselves are never candidates.
    expect(await isDeadTemporaryMirror(root, 'cb_first.git', now + 1e12)).toBe(false);
  });
});
