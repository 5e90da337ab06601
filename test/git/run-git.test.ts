import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobReader, GitError, GitOutputLimitError, GitTimeoutError, redactCredentials, runGit } from '../../src/git/index.js';
import { removeDir, tempDir, TestRepo } from './git-fixture.js';

describe('runGit limits and fences', () => {
  let repo: TestRepo;
  let scratch: string;

  beforeAll(() => {
    repo = TestRepo.create();
    repo.write('big.txt', 'a'.repeat(100_000));
    repo.write('small.txt', 'small\n');
    repo.commit('c');
    scratch = tempDir('scratch');
  });
  afterAll(() => {
    repo.cleanup();
    removeDir(scratch);
  });

  it('kills a command that exceeds its output limit', async () => {
    const blob = repo.blobId('HEAD', 'big.txt');
    await expect(runGit(['cat-file', '-p', blob], { gitDir: path.join(repo.dir, '.git'), maxOutputBytes: 1000 })).rejects.toThrow(GitOutputLimitError);
  });

  it('kills a command that exceeds its time limit (an ssh server that never answers)', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const started = Date.now();
    try {
      await expect(runGit(['ls-remote', '--', `ssh://git@127.0.0.1:${port}/x.git`], { timeoutMs: 800 })).rejects.toThrow(GitTimeoutError);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });

  it('keeps git itself from using ext:: and git:// transports even if a URL slipped through', async () => {
    const marker = path.join(scratch, 'ext-ran');
    await expect(runGit(['ls-remote', '--', `ext::sh -c touch% ${marker}`], { timeoutMs: 10_000 })).rejects.toThrow(GitError);
    expect(existsSync(marker)).toBe(false);
    await expect(runGit(['ls-remote', '--', 'git://127.0.0.1:1/x'], { timeoutMs: 10_000 })).rejects.toThrow(/not allowed|unsupported|transport/i);
  });

  it('removes credentials from error text', () => {
    expect(redactCredentials('fatal: could not read https://user:s3cret@example.com/x')).toBe('fatal: could not read https://***@example.com/x');
  });

  it('reads many blobs through one pipelined cat-file process', async () => {
    const reader = new BlobReader(path.join(repo.dir, '.git'));
    try {
      const big = repo.blobId('HEAD', 'big.txt');
      const small = repo.blobId('HEAD', 'small.txt');
      const ids = Array.from({ length: 200 }, (_, i) => (i % 2 ? big : small));
      const contents = await Promise.all(ids.map((id) => reader.read(id)));
      contents.forEach((content, i) => expect(content!.length).toBe(i % 2 ? 100_000 : 6));
      expect(await reader.read('0'.repeat(40))).toBeUndefined();
      // A commit is not a blob.
      expect(await reader.read(repo.git('rev-parse', 'HEAD'))).toBeUndefined();
      expect((await reader.read(small))!.toString()).toBe('small\n');
    } finally {
      await reader.close();
    }
  });

  it('refuses an oversized blob without buffering it and keeps answering', async () => {
    const reader = new BlobReader(path.join(repo.dir, '.git'), { maxBlobBytes: 1000 });
    try {
      const big = reader.read(repo.blobId('HEAD', 'big.txt'));
      const small = reader.read(repo.blobId('HEAD', 'small.txt'));
      await expect(big).rejects.toThrow(/larger than/);
      expect((await small)!.toString()).toBe('small\n');
    } finally {
      await reader.close();
    }
  });
});
