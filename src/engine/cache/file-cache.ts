/**
 * The per-file pass through the cache: each file's result (IR, diagnostics, secrets, lines) is
 * stored under its key (keys.ts) as v8-serialised bytes; only the files without an entry are
 * parsed and lowered. An entry that cannot be read or decoded, or that is not a result for the
 * same path, is a miss: the file is processed again and the entry rewritten.
 */
import v8 from 'node:v8';
import type { FilePassResult } from '../file-pass.js';
import type { SourceFile } from '../findings.js';
import { blobIdOf, fileKey } from './keys.js';
import type { EngineCacheStore } from './store.js';

export interface FileCacheStats {
  hits: number;
  misses: number;
}

function decode(bytes: Buffer, filePath: string): FilePassResult | undefined {
  try {
    const value = v8.deserialize(bytes) as FilePassResult;
    if (!value || typeof value !== 'object' || value.path !== filePath || !Array.isArray(value.diagnostics) || !Array.isArray(value.secrets)) return undefined;
    if (typeof value.lines !== 'number') return undefined;
    return value;
  } catch {
    return undefined;
  }
}

/**
 * Results for `files` in their order: cached ones decoded, the others from `run` (then stored).
 * `blobIds` receives every file's blob id (the cross-file cache versions modules by it).
 */
export async function cachedFilePass(
  files: SourceFile[],
  store: EngineCacheStore,
  run: string,
  blobIds: Map<string, string>,
  compute: (files: SourceFile[]) => Promise<FilePassResult[]>,
  stats: FileCacheStats = { hits: 0, misses: 0 },
): Promise<FilePassResult[]> {
  const out: (FilePassResult | undefined)[] = new Array(files.length);
  const keys: string[] = [];
  const missing: number[] = [];
  await Promise.all(
    files.map(async (file, i) => {
      const blob = blobIds.get(file.path) ?? blobIdOf(file.content);
      blobIds.set(file.path, blob);
      keys[i] = fileKey(run, file.path, blob);
      const bytes = await store.get(keys[i]).catch(() => undefined);
      const hit = bytes ? decode(bytes, file.path) : undefined;
      if (hit) out[i] = hit;
    }),
  );
  for (let i = 0; i < files.length; i++) if (!out[i]) missing.push(i);
  stats.hits += files.length - missing.length;
  stats.misses += missing.length;
  if (missing.length) {
    const computed = await compute(missing.map((i) => files[i]));
    const byPath = new Map(computed.map((r) => [r.path, r]));
    for (const i of missing) {
      const r = byPath.get(files[i].path);
      if (!r) continue;
      out[i] = r;
      await store.put(keys[i], v8.serialize(r)).catch(() => undefined);
    }
  }
  return out.filter((r): r is FilePassResult => r !== undefined);
}
