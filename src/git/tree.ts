/** Lists the entries of a commit's tree with `git ls-tree -r -z --long` (no checkout, one process). */
import { runGit } from './run-git.js';

export type TreeEntryKind = 'file' | 'executable' | 'symlink' | 'submodule';

export interface TreeEntry {
  /** Repository-relative, forward slashes, exactly as stored in git (spaces and unicode kept). */
  path: string;
  mode: string;
  kind: TreeEntryKind;
  /** Blob id (or the commit id of a submodule). */
  objectId: string;
  /** Blob size in bytes; undefined for submodules. */
  size: number | undefined;
}

function kindOfMode(mode: string): TreeEntryKind | undefined {
  if (mode === '100644' || mode === '100664') return 'file';
  if (mode === '100755') return 'executable';
  if (mode === '120000') return 'symlink';
  if (mode === '160000') return 'submodule';
  return undefined;
}

/**
 * A stored path that could mean something outside the repository if anyone ever joined it to a
 * directory. git's fsck refuses these, but a mirror of a hostile server is not fsck'ed by default.
 */
function isSafeRelativePath(p: string): boolean {
  if (p.length === 0 || p.startsWith('/') || p.includes('\\') || p.includes('\0')) return false;
  return p.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git');
}

export function parseLsTree(output: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  for (const record of output.toString('utf8').split('\0')) {
    if (record === '') continue;
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, objectId, size] = record.slice(0, tab).split(/ +/);
    const filePath = record.slice(tab + 1);
    const kind = kindOfMode(mode ?? '');
    if (!kind || !objectId || !isSafeRelativePath(filePath)) continue;
    if ((kind === 'submodule') !== (type === 'commit')) continue;
    entries.push({ path: filePath, mode: mode!, kind, objectId, size: size === '-' || size === undefined ? undefined : Number(size) });
  }
  return entries;
}

export async function listTree(gitDir: string, commit: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<TreeEntry[]> {
  if (!/^[0-9a-f]{40,64}$/.test(commit)) throw new Error(`Not a commit id: ${commit}`);
  const result = await runGit(['ls-tree', '-r', '-z', '--long', '--full-tree', commit], {
    gitDir,
    timeoutMs: options.timeoutMs ?? 60_000,
    maxOutputBytes: 512 * 1024 * 1024,
    signal: options.signal,
  });
  return parseLsTree(result.stdout);
}
