/**
 * The per-file pass through the cache: each file's result (IR, diagnostics, secrets, lines) is
 * stored under its key (keys.ts); only the files without an entry are parsed and lowered. An
 * entry that cannot be read or decoded, or that is not a result for the same path, is a miss:
 * the file is processed again and the entry rewritten.
 *
 * An entry is two v8-serialised parts, so a hit decodes only the small one, in a frame (frame.ts):
 *   frame `VGF4` of [ u32 length of the head | head: { result without the IR, the module's head } | IR ]
 * The module's IR is decoded when the analysis first reads it (lazy-module.ts); the frame's CRC-32
 * covers the head and the IR and is checked when the entry is read (about 0.2 ms per MB), so
 * damaged bytes are a miss here rather than a misread result or a failure in the middle of the
 * analysis.
 */
import v8 from 'node:v8';
import type { FilePassResult } from '../file-pass.js';
import type { SourceFile } from '../findings.js';
import { headOf, type ModuleHead } from '../analysis/module-head.js';
import { frame, unframe } from './frame.js';
import { blobIdOfFile, fileKey } from './keys.js';
import { LazyModule } from './lazy-module.js';
import { bucketOf, decodePack, encodePack, PACK_BUCKETS, PACK_MAX_BYTES, type PackEntry } from './packs.js';
import { DecodedMemo } from './decoded-memo.js';
import type { EngineCacheStore } from './store.js';

export interface FileCacheStats {
  hits: number;
  misses: number;
}

/** The magic of a per-file entry (frame.ts); its version changes whenever the entry's bytes do. */
export const ENTRY_MAGIC = 'VGF4';
/** Serialised entries of computed files held for the packs at most (see cachedFilePass). */
const HOLD_COMPUTED_BYTES = 64 * 1024 * 1024;
/** Bytes of packs a long-lived process keeps decoded (decoded-memo.ts): a large scope's, or a few small ones'. */
const PACK_MEMO_BYTES = 96 * 1024 * 1024;

interface EntryHead {
  result: Omit<FilePassResult, 'module'>;
  module?: ModuleHead;
}

export function encodeEntry(r: FilePassResult): Buffer {
  const { module, ...rest } = r;
  const ir = module ? v8.serialize(module) : Buffer.alloc(0);
  // The head is computed from the IR as lowered, before the Program rewrites any type in it.
  const head = v8.serialize({ result: rest, ...(module ? { module: headOf(module) } : {}) } satisfies EntryHead);
  const headLength = Buffer.alloc(4);
  headLength.writeUInt32LE(head.length);
  return frame(ENTRY_MAGIC, [headLength, head, ir]);
}

/** A per-file entry checked and decoded: the result without the IR, the module's head and its IR's bytes. */
interface DecodedEntry {
  value: EntryHead['result'];
  head?: ModuleHead;
  ir: Buffer;
}

function decodeEntryParts(bytes: Buffer, filePath: string): DecodedEntry | undefined {
  try {
    const payload = unframe(ENTRY_MAGIC, bytes);
    if (!payload || payload.length < 4) return undefined;
    const irStart = 4 + payload.readUInt32LE(0);
    if (irStart > payload.length) return undefined;
    const entry = v8.deserialize(payload.subarray(4, irStart)) as EntryHead;
    const value = entry?.result;
    if (!value || typeof value !== 'object' || value.path !== filePath || !Array.isArray(value.diagnostics) || !Array.isArray(value.secrets)) return undefined;
    if (typeof value.lines !== 'number') return undefined;
    const ir = payload.subarray(irStart);
    if (!entry.module) return ir.length === 0 ? { value, ir } : undefined;
    if (entry.module.path !== filePath || !Array.isArray(entry.module.functionIds) || !Array.isArray(entry.module.classes) || ir.length === 0) return undefined;
    return { value, head: entry.module, ir };
  } catch {
    return undefined;
  }
}

/**
 * A result of its own from a decoded entry: the scan changes its findings (fingerprints) and the
 * Program its module (rewrites at load), and a memoised entry serves the next scan too.
 */
function resultOf(d: DecodedEntry, shared = false): FilePassResult {
  const { value, head, ir } = d;
  const own = {
    ...value,
    diagnostics: value.diagnostics.length ? structuredClone(value.diagnostics) : [],
    secrets: value.secrets.length ? structuredClone(value.secrets) : [],
  };
  return head ? { ...own, module: new LazyModule(head, ir, shared) } : own;
}

export function decodeEntry(bytes: Buffer, filePath: string): FilePassResult | undefined {
  const d = decodeEntryParts(bytes, filePath);
  return d && resultOf(d);
}

/** A pack as read: its entries' bytes by file key, and those decoded so far (null: damaged). */
interface PackView {
  entries: Map<string, Buffer>;
  decoded: Map<string, DecodedEntry | null>;
}

/** Packs a long-lived process read or wrote last (decoded-memo.ts): about 45 MB for 1,000 files. */
const packMemo = new DecodedMemo<PackView>(PACK_MEMO_BYTES);

async function readPack(store: EngineCacheStore, key: string): Promise<PackView | undefined> {
  const bytes = await store.get(key).catch(() => undefined);
  if (!bytes) return undefined;
  const known = packMemo.get(key, bytes);
  if (known) return known;
  const entries = decodePack(bytes);
  if (!entries) return undefined;
  const view = { entries, decoded: new Map<string, DecodedEntry | null>() };
  packMemo.set(key, bytes, view);
  return view;
}

function entryOf(view: PackView, key: string, filePath: string): DecodedEntry | undefined {
  let d = view.decoded.get(key);
  if (d === undefined) {
    const bytes = view.entries.get(key);
    if (!bytes) return undefined;
    d = decodeEntryParts(bytes, filePath) ?? null;
    view.decoded.set(key, d);
  }
  return d && d.value.path === filePath ? d : undefined;
}

/**
 * Results for `files` in their order: cached ones decoded, the others from `run` (then stored).
 * `blobIds` receives every file's blob id (the cross-file cache versions modules by it).
 * With `packKeyOf` (a scope's scan), entries are read from the scope's packs first (packs.ts),
 * one entry at a time only for the files no pack holds, and packs that differ are written again.
 */
export async function cachedFilePass(
  files: SourceFile[],
  store: EngineCacheStore,
  run: string,
  blobIds: Map<string, string>,
  compute: (files: SourceFile[]) => Promise<FilePassResult[]>,
  stats: FileCacheStats = { hits: 0, misses: 0 },
  packKeyOf?: (bucket: number) => string,
): Promise<FilePassResult[]> {
  const out: (FilePassResult | undefined)[] = new Array(files.length);
  const keys: string[] = [];
  const raw: (Buffer | undefined)[] = new Array(files.length);
  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    const blob = blobIds.get(file.path) ?? blobIdOfFile(file);
    blobIds.set(file.path, blob);
    keys[i] = fileKey(run, file.path, blob);
  }
  const views = packKeyOf ? await Promise.all(Array.from({ length: PACK_BUCKETS }, (_, b) => readPack(store, packKeyOf(b)))) : [];
  const buckets = packKeyOf ? files.map((f) => bucketOf(f.path)) : [];
  const fromPack = new Uint8Array(files.length);
  const unpacked = new Uint8Array(PACK_BUCKETS);
  for (let i = 0; i < files.length && packKeyOf; i++) {
    const view = views[buckets[i]];
    const hit = view && entryOf(view, keys[i], files[i].path);
    if (hit) {
      // A pack's decoded entries serve this process's next scans: their IR may be shared too.
      out[i] = resultOf(hit, true);
      raw[i] = view.entries.get(keys[i]);
      fromPack[i] = 1;
    }
  }
  await Promise.all(
    files.map(async (file, i) => {
      if (out[i]) return;
      const bytes = await store.get(keys[i]).catch(() => undefined);
      const hit = bytes ? decodeEntry(bytes, file.path) : undefined;
      if (hit) {
        out[i] = hit;
        raw[i] = bytes;
      }
    }),
  );
  const missing: number[] = [];
  for (let i = 0; i < files.length; i++) if (!out[i]) missing.push(i);
  stats.hits += files.length - missing.length;
  stats.misses += missing.length;
  if (missing.length) {
    const computed = await compute(missing.map((i) => files[i]));
    const byPath = new Map(computed.map((r) => [r.path, r]));
    let held = 0;
    for (const i of missing) {
      const r = byPath.get(files[i].path);
      if (!r) continue;
      out[i] = r;
      const bytes = encodeEntry(r);
      await store.put(keys[i], bytes).catch(() => undefined);
      // Computed entries are held for the packs up to a bound (a first scan of a large tree
      // would otherwise hold every serialised IR at once); past it, their buckets are packed by
      // the next scan, from the entries it reads.
      held += bytes.length;
      if (held <= HOLD_COMPUTED_BYTES) raw[i] = bytes;
      else if (packKeyOf) unpacked[buckets[i]] = 1;
    }
  }
  if (packKeyOf) await writePacks(store, packKeyOf, views, buckets, keys, raw, fromPack, unpacked);
  return out.filter((r): r is FilePassResult => r !== undefined);
}

/** Writes the packs that do not hold exactly this scan's entries of their bucket. */
async function writePacks(
  store: EngineCacheStore,
  packKeyOf: (bucket: number) => string,
  views: (PackView | undefined)[],
  buckets: number[],
  keys: string[],
  raw: (Buffer | undefined)[],
  fromPack: Uint8Array,
  unpacked: Uint8Array,
): Promise<void> {
  const entries: PackEntry[][] = Array.from({ length: PACK_BUCKETS }, () => []);
  const stale = new Uint8Array(PACK_BUCKETS);
  for (let i = 0; i < keys.length; i++) {
    const bytes = raw[i];
    if (!bytes) continue;
    entries[buckets[i]].push({ key: keys[i], bytes });
    if (!fromPack[i]) stale[buckets[i]] = 1;
  }
  const writes: Promise<void>[] = [];
  for (let b = 0; b < PACK_BUCKETS; b++) {
    // Every entry came from the pack and the pack holds nothing else: it is this bucket already.
    if (unpacked[b] || (!stale[b] && views[b]?.entries.size === entries[b].length)) continue;
    if (entries[b].length === 0 && !views[b]) continue;
    if (entries[b].reduce((n, e) => n + e.bytes.length, 0) > PACK_MAX_BYTES) continue;
    const bytes = encodePack(entries[b]);
    // The next scan in this process reads these bytes back (its entries decoded as they are used,
    // so that nothing keeps the replaced pack's bytes alive).
    const written = decodePack(bytes);
    if (written) packMemo.set(packKeyOf(b), bytes, { entries: written, decoded: new Map() });
    writes.push(store.put(packKeyOf(b), bytes).catch(() => undefined));
  }
  await Promise.all(writes);
}
