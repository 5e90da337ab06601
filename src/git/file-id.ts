/**
 * File ids: opaque, stable for a path within a codebase, different across codebases. They are a
 * hash, so they reveal nothing of the path and need no table; mapping an id back to a path is done
 * by listing the branch and hashing its paths.
 */
import { createHash } from 'node:crypto';

export function fileIdOf(codebaseId: string, filePath: string): string {
  const digest = createHash('sha256').update(codebaseId).update('\0').update(filePath).digest('base64url');
  // 128 bits: collisions among the files of one codebase are out of reach.
  return `fil_${digest.slice(0, 22)}`;
}

export function looksLikeFileId(value: string): boolean {
  return /^fil_[A-Za-z0-9_-]{22}$/.test(value);
}
