/**
 * `vigil ci --diff-base REF`: which lines of the checkout the pull request added or changed,
 * read with git from the merge base of REF and HEAD to HEAD (what a pull request shows). An
 * issue whose line is among them was introduced by the change; others existed before.
 *
 * git runs on the CI job's own checkout, with external diff drivers and text conversion
 * filters off, so no configured program is run.
 */
import { execFileSync } from 'node:child_process';
import { UsageError } from './usage.js';

/** Added or changed line numbers (in HEAD) per repository path. */
export type ChangedLines = Map<string, Set<number>>;

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, '-c', 'core.quotePath=false', ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EXTERNAL_DIFF: '' },
  });
}

export interface DiffBase {
  mergeBase: string;
  head: string;
  changed: ChangedLines;
}

export function readDiffBase(repo: string, ref: string): DiffBase {
  if (ref.startsWith('-')) throw new UsageError(`ci: --diff-base must name a commit, not an option ("${ref}")`);
  let head: string;
  let base: string;
  try {
    head = git(repo, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).trim();
  } catch {
    throw new UsageError(`ci: --repo ${repo} is not a git checkout with a commit (needed by --diff-base)`);
  }
  try {
    base = git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]).trim();
  } catch {
    throw new UsageError(`ci: --diff-base ${ref} is not a commit of ${repo} (fetch it first, e.g. with fetch-depth: 0)`);
  }
  let mergeBase: string;
  try {
    mergeBase = git(repo, ['merge-base', base, head]).trim();
  } catch {
    throw new UsageError(`ci: ${ref} and HEAD have no common history in ${repo} (a shallow clone? fetch more history)`);
  }
  const diff = git(repo, ['diff', '--no-color', '--no-ext-diff', '--no-textconv', '--unified=0', '-M', mergeBase, head, '--']);
  return { mergeBase, head, changed: parseUnifiedDiff(diff) };
}

/** Unquotes a path git wrote in C style ("a\tb" with octal escapes for bytes). */
function unquote(path: string): string {
  if (!path.startsWith('"')) return path;
  const bytes: number[] = [];
  const body = path.slice(1, -1);
  const simple: Record<string, number> = { n: 10, t: 9, '"': 34, '\\': 92, a: 7, b: 8, f: 12, r: 13, v: 11 };
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') {
      bytes.push(...Buffer.from(body[i]));
      continue;
    }
    const next = body[++i];
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i, i + 3), 8));
      i += 2;
    } else bytes.push(simple[next] ?? next.charCodeAt(0));
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseUnifiedDiff(diff: string): ChangedLines {
  const changed: ChangedLines = new Map();
  let current: Set<number> | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      const target = line.slice(4);
      if (target === '/dev/null') {
        current = undefined;
        continue;
      }
      const path = unquote(target).replace(/^b\//, '');
      current = changed.get(path) ?? new Set();
      changed.set(path, current);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && current) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      for (let n = start; n < start + count; n++) current.add(n);
    }
  }
  return changed;
}

/** True when the line was added or changed by the diff. */
export function isIntroduced(changed: ChangedLines, filePath: string, lineNumber: number): boolean {
  return changed.get(filePath)?.has(lineNumber) ?? false;
}
