/**
 * Real git repositories for tests, made with the system git in a temporary directory, and a
 * small RepositoryBrowser over them (`git rev-parse`, `git ls-tree`). The git layer in src/git
 * is the production browser; this one reads a local repository in place so the API suites do
 * not depend on it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Codebase } from '../../src/services/records.js';
import type { RepositoryBrowser, RepositoryFile } from '../../src/services/repository-browser.js';

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Vigil Test',
      GIT_AUTHOR_EMAIL: 'test@example.invalid',
      GIT_COMMITTER_NAME: 'Vigil Test',
      GIT_COMMITTER_EMAIL: 'test@example.invalid',
      GIT_CONFIG_NOSYSTEM: '1',
      HOME: cwd,
    },
  });
}

export interface TestRepository {
  dir: string;
  /** Writes files and commits them on the current branch. */
  commit(files: Record<string, string>, message?: string): void;
  /** Creates a branch from the current head and checks it out. */
  branch(name: string): void;
  checkout(name: string): void;
  dispose(): void;
}

export function createTestRepository(files: Record<string, string>, defaultBranch = 'main'): TestRepository {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-repo-'));
  git(dir, ['init', '-q', '-b', defaultBranch]);
  const repo: TestRepository = {
    dir,
    commit(more, message = 'change') {
      for (const [file, content] of Object.entries(more)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), content);
      }
      git(dir, ['add', '-A']);
      git(dir, ['commit', '-q', '-m', message]);
    },
    branch(name) {
      git(dir, ['checkout', '-q', '-b', name]);
    },
    checkout(name) {
      git(dir, ['checkout', '-q', name]);
    },
    dispose() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  repo.commit(files, 'initial');
  return repo;
}

const INDEXED_EXTENSIONS = new Set(['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.py', '.java']);

/** Reads the codebase's url as a local repository path. */
export class LocalGitBrowser implements RepositoryBrowser {
  async branchExists(codebase: Codebase, branch: string): Promise<boolean> {
    if (branch.startsWith('-')) return false;
    try {
      git(codebase.url, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  }

  async listFiles(codebase: Codebase, branch: string): Promise<RepositoryFile[]> {
    const out = git(codebase.url, ['ls-tree', '-r', '-z', `refs/heads/${branch}`]);
    return out
      .split('\0')
      .filter(Boolean)
      .map((entry) => {
        const [meta, filePath] = entry.split('\t') as [string, string];
        const version = meta.split(' ')[2] as string;
        return {
          fileId: `fil_${createHash('sha256').update(filePath).digest('hex').slice(0, 24)}`,
          filePath,
          version,
          isIndexed: INDEXED_EXTENSIONS.has(path.extname(filePath)),
        };
      });
  }
}
