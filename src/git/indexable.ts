/**
 * Whether the engine will analyse a file, decided from the tree listing alone (path, mode, size),
 * so the files route can answer isIndexed without reading blobs. The engine scans every text file
 * for secrets, so a text file without a supported language is still indexed; what is not indexed
 * is what the engine skips by path (binaries, lockfiles, vendored, generated and minified names)
 * or by size, plus symlinks and submodules, which are never read. (A file whose content turns out
 * binary or generated is skipped by the engine when read; the scan then does not mark it scanned.)
 */
import { DEFAULT_MAX_FILE_BYTES, skipByPath } from '../engine/files/skip.js';
import type { TreeEntry } from './tree.js';

export const MAX_INDEXED_BYTES = DEFAULT_MAX_FILE_BYTES;

export function isIndexable(entry: Pick<TreeEntry, 'path' | 'kind' | 'size'>): boolean {
  if (entry.kind !== 'file' && entry.kind !== 'executable') return false;
  if (entry.size === undefined || entry.size > MAX_INDEXED_BYTES) return false;
  return skipByPath(entry.path) === undefined;
}
