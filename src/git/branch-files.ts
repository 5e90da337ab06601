/** The files of a branch as the files route and the scan workflow see them. */
import { fileIdOf } from './file-id.js';
import { isIndexable } from './indexable.js';
import type { TreeEntry, TreeEntryKind } from './tree.js';

export interface BranchFile {
  fileId: string;
  filePath: string;
  /** The blob id: a new version of the file has a new one. */
  version: string;
  kind: TreeEntryKind;
  size: number | undefined;
  isIndexed: boolean;
}

export function toBranchFiles(codebaseId: string, entries: readonly TreeEntry[]): BranchFile[] {
  return entries.map((entry) => ({
    fileId: fileIdOf(codebaseId, entry.path),
    filePath: entry.path,
    version: entry.objectId,
    kind: entry.kind,
    size: entry.size,
    isIndexed: isIndexable(entry),
  }));
}
