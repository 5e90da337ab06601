/**
 * The hostile repositories, built by the tests with real git plumbing (nothing binary is
 * committed to Vigil's own repository). Every command a repository could smuggle in writes a
 * marker file into `markers`; a test that finds the folder empty after the scans has proved that
 * nothing ran.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDeflate } from 'node:zlib';
import { tempDir, TestRepo } from '../git/git-fixture.js';

/** Found by the secrets scanner wherever it is read: if it shows up in a finding, Vigil read outside the tree. */
export const OUTSIDE_TOKEN = 'xoxb-731904828512-9926043875512-OutsideTheTreeCanaryQz7';
/** The same kind of token inside the tree: proves the scanner would have reported the outside one. */
export const INSIDE_TOKEN = 'xoxb-415926535897-9323846264338-InsideTheTreeControlK2';

const ENV = {
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

/** Raw git with bytes in and out (names that are not UTF-8 must survive). */
export function rawGit(dir: string, args: string[], input?: Buffer | string): Buffer {
  return execFileSync('git', args, { cwd: dir, env: { ...process.env, ...ENV }, input, maxBuffer: 64 * 1024 * 1024 });
}

export class Markers {
  readonly dir = tempDir('markers');
  /** A shell command that leaves a marker named `name` when anything runs it. */
  command(name: string): string {
    return `touch ${path.join(this.dir, name)}`;
  }
  /** An executable script that leaves a marker named `name`. */
  script(folder: string, file: string, name: string): string {
    mkdirSync(folder, { recursive: true });
    const full = path.join(folder, file);
    writeFileSync(full, `#!/bin/sh\n${this.command(name)}\n`);
    chmodSync(full, 0o755);
    return full;
  }
  left(): string[] {
    return readdirSync(this.dir).sort();
  }
}

/** Stages `content` at a raw byte path (any name git's index accepts, bypassing the work tree). */
export function stageBlob(repo: TestRepo, rawPath: Buffer, content: Buffer | string, mode = '100644'): string {
  const blob = rawGit(repo.dir, ['hash-object', '-w', '--stdin'], content).toString().trim();
  rawGit(repo.dir, ['update-index', '--add', '-z', '--index-info'], Buffer.concat([Buffer.from(`${mode} ${blob}\t`), rawPath, Buffer.from([0])]));
  return blob;
}

/** Commits a tree given as `git mktree` input lines (names git add would never accept, like `..` or `.git`). */
export function commitTree(repo: TestRepo, entries: string[], message: string): string {
  const tree = rawGit(repo.dir, ['mktree'], `${entries.join('\n')}\n`).toString().trim();
  const commit = rawGit(repo.dir, ['commit-tree', tree, '-m', message]).toString().trim();
  rawGit(repo.dir, ['update-ref', 'refs/heads/main', commit]);
  return commit;
}

/**
 * A blob of `size` zero bytes, added as a hand-made pack (the cheap way: deflating zeros takes
 * about a second per GiB, where `git hash-object` of a sparse file reads and hashes it twice over).
 * git still inflates and hashes it in `index-pack`, here and again when Vigil clones the mirror.
 */
export async function addZeroBlob(repo: TestRepo, size: number): Promise<string> {
  const header: number[] = [];
  let rest = Math.floor(size / 16);
  let byte = (3 << 4) | (size & 15); // object type 3 = blob, then the size in 4 + 7·n bits
  while (rest > 0) {
    header.push(byte | 0x80);
    byte = rest & 0x7f;
    rest = Math.floor(rest / 128);
  }
  header.push(byte);
  const chunks: Buffer[] = [Buffer.from('PACK'), Buffer.from([0, 0, 0, 2, 0, 0, 0, 1]), Buffer.from(header)];
  const deflate = createDeflate({ level: 1 });
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(1 << 20);
  for (let left = size; left > 0; left -= zeros.length) {
    const piece = left >= zeros.length ? zeros : zeros.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const body = Buffer.concat(chunks);
  const pack = Buffer.concat([body, createHash('sha1').update(body).digest()]);
  rawGit(repo.dir, ['index-pack', '--stdin'], pack);
  const expected = createHash('sha1').update(`blob ${size}\0`);
  for (let left = size; left > 0; left -= zeros.length) expected.update(left >= zeros.length ? zeros : zeros.subarray(0, left));
  return expected.digest('hex');
}
