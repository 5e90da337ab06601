/** Builds real repositories with system git for the tests (never through Vigil's hardened runner). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const AUTHOR_ENV = {
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `vigil-${prefix}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export class TestRepo {
  constructor(readonly dir: string) {}

  static create(defaultBranch = 'main'): TestRepo {
    const dir = tempDir('repo');
    const repo = new TestRepo(dir);
    repo.git('init', '--quiet', `--initial-branch=${defaultBranch}`);
    return repo;
  }

  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.dir, env: { ...process.env, ...AUTHOR_ENV }, encoding: 'utf8' }).trim();
  }

  write(relativePath: string, content: string | Buffer): this {
    const full = path.join(this.dir, relativePath);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    return this;
  }

  symlink(relativePath: string, target: string): this {
    const full = path.join(this.dir, relativePath);
    mkdirSync(path.dirname(full), { recursive: true });
    symlinkSync(target, full);
    return this;
  }

  remove(relativePath: string): this {
    this.git('rm', '--quiet', '-r', '--', relativePath);
    return this;
  }

  commit(message: string): string {
    this.git('add', '--all');
    this.git('commit', '--quiet', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  /** Commits what is staged, without staging the work tree (keeps index-only entries). */
  commitIndex(message: string): string {
    this.git('commit', '--quiet', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  /** A submodule entry (gitlink) without any submodule repository behind it. */
  addGitlink(relativePath: string, commit: string): this {
    this.git('update-index', '--add', '--cacheinfo', `160000,${commit},${relativePath}`);
    return this;
  }

  blobId(commitish: string, relativePath: string): string {
    return this.git('rev-parse', `${commitish}:${relativePath}`);
  }

  cleanup(): void {
    removeDir(this.dir);
  }
}
