/** Lists the entries of a commit's tree with `git ls-tree -r -z --long` (no checkout, one process). */
import { displayPath } from './path-bytes.js';
import { runGit } from './run-git.js';

export type TreeEntryKind = 'file' | 'executable' | 'symlink' | 'submodule';

export interface TreeEntry {
  /**
   * Repository-relative, forward slashes, as stored in git (spaces and unicode kept); a name
   * that is not valid UTF-8 has its stray bytes escaped as `\xHH` (path-bytes.ts).
   */
  path: string;
  /** The name's bytes exactly as stored. */
  pathBytes: Buffer;
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

/** Parses the bytes of `ls-tree -z --long`: names are bytes, so records are split before any decoding. */
export function parseLsTree(output: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  let start = 0;
  while (start < output.length) {
    let end = output.indexOf(0, start);
    if (end < 0) end = output.length;
    const record = output.subarray(start, end);
    start = end + 1;
    const tab = record.indexOf(0x09);
    if (tab < 0) continue;
    const [mode, type, objectId, size] = record.subarray(0, tab).toString('latin1').split(/ +/);
    const pathBytes = Buffer.from(record.subarray(tab + 1));
    const kind = kindOfMode(mode ?? '');
    // Checked on the bytes (latin1 keeps one character per byte): '/', '.', '\\' are ASCII.
    if (!kind || !objectId || !isSafeRelativePath(pathBytes.toString('latin1'))) continue;
    if ((kind === 'submodule') !== (type === 'commit')) continue;
    const entrySize = size === '-' || size === undefined ? undefined : Number(size);
    entries.push({ path: displayPath(pathBytes), pathBytes, mode: mode!, kind, objectId, size: entrySize });
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
