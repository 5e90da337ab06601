/** Branch names and their resolution to commits inside a mirror. */
import { assertSupportedRemoteUrl } from './remote-url.js';
import { runGit } from './run-git.js';

/**
 * git's own rules for a branch name (check-ref-format), checked in process so a hostile name never
 * reaches a command line and no git process is spent on an obviously bad one.
 */
export function isValidBranchName(name: string): boolean {
  if (name.length === 0 || name.length > 255) return false;
  if (name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.')) return false;
  if (name === '@' || name.endsWith('.lock') || name.includes('..') || name.includes('@{') || name.includes('//')) return false;
  if (/[\x00-\x20\x7f~^:?*[\\]/.test(name)) return false;
  return name.split('/').every((part) => part.length > 0 && !part.startsWith('.') && !part.endsWith('.lock'));
}

/** The commit a branch points to in the mirror, or undefined when the branch does not exist. */
export async function resolveBranchCommit(gitDir: string, branch: string): Promise<string | undefined> {
  if (!isValidBranchName(branch)) return undefined;
  const result = await runGit(['rev-parse', '--verify', '--quiet', '--end-of-options', `refs/heads/${branch}^{commit}`], {
    gitDir,
    okExitCodes: [0, 1, 128],
    timeoutMs: 15_000,
  });
  const sha = result.stdout.toString('utf8').trim();
  return result.exitCode === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
}

/** Every branch of the mirror. */
export async function listBranches(gitDir: string): Promise<string[]> {
  const result = await runGit(['for-each-ref', '--format=%(refname:lstrip=2)', 'refs/heads/'], { gitDir, timeoutMs: 15_000 });
  return result.stdout.toString('utf8').split('\n').filter(Boolean);
}

/** The branch the mirror's HEAD names (the remote's default branch when it was cloned). */
export async function mirrorDefaultBranch(gitDir: string): Promise<string | undefined> {
  const result = await runGit(['symbolic-ref', '--quiet', 'HEAD'], { gitDir, okExitCodes: [0, 1, 128], timeoutMs: 15_000 });
  const ref = result.stdout.toString('utf8').trim();
  return result.exitCode === 0 && ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
}

/**
 * Asks the remote which branch its HEAD names (`ls-remote --symref`), without a mirror.
 * Used when a codebase is added without a default branch.
 */
export async function remoteDefaultBranch(url: string, timeoutMs = 60_000): Promise<string | undefined> {
  assertSupportedRemoteUrl(url);
  const result = await runGit(['ls-remote', '--symref', '--', url, 'HEAD'], { timeoutMs, maxOutputBytes: 1024 * 1024 });
  const match = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(result.stdout.toString('utf8'));
  return match?.[1];
}
