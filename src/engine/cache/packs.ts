/**
 * Packs: the per-file entries of a scope's last scan, a few large values instead of one per file.
 *
 * A rescan reads every file's entry; one read per entry (open, stat, read, close, and the touch
 * that keeps it recently used) cost more CPU than decoding them (about 0.2 s for 1,000 files).
 * The files of a scan are split into PACK_BUCKETS buckets by a hash of their path, and each
 * bucket's entries are stored together under a key of the run, the scope and the bucket. A pack
 * only speeds reading up: each entry in it is the per-file entry byte for byte (file-cache.ts:
 * head, IR and the IR's CRC-32), named by its content-addressed file key, and is used only for a
 * file whose key it is, so a stale pack (an older scan, another writer of the same scope) is as
 * good as the entries in it that still match. The per-file entries are still written for every
 * file computed, so other scopes and the shard jobs find them.
 *
 * After the file pass, a bucket whose pack is missing or does not hold exactly this scan's entries
 * of the bucket is written again (one file changed: one pack of 1/16 of the entries). Writers use
 * the store's put (a folder writes a temporary file renamed into place), so two scans of one scope
 * at once each leave a whole pack, the last one wins.
 *
 *   frame `VGP2` of the index: count × (32-byte file key, u32 length) | entries
 *
 * (frame.ts; the entries follow the frame: each is a frame of its own, checked when it is used.)
 *
 * A bucket of more than PACK_MAX_BYTES of entries is not packed (a huge repository's files are
 * then read one at a time, as without packs), so a pack stays well under the limits of a Buffer
 * and of a database value.
 *
 * A pack that cannot be read whole (wrong magic, index length or CRC, entry lengths that do not
 * add up to its size) is a miss: its files are read one entry at a time, and it is written again.
 */
import { crc32 } from 'node:zlib';
import { frame, unframeWithTail } from './frame.js';

/** Buckets of a scope's files: a one-file change rewrites one pack of about 1/PACK_BUCKETS of the entries. */
export const PACK_BUCKETS = 16;

/** A bucket whose entries pass this is not packed (its files are read one entry at a time). */
export const PACK_MAX_BYTES = 256 * 1024 * 1024;

/** The magic of a pack (frame.ts); its version changes whenever the pack's bytes do. */
export const PACK_MAGIC = 'VGP2';
const INDEX_ROW = 36;

/** The bucket of a file, by a hash of its path. */
export function bucketOf(filePath: string): number {
  return crc32(filePath) % PACK_BUCKETS;
}

export interface PackEntry {
  /** The per-file key (64 hex digits, keys.ts fileKey). */
  key: string;
  bytes: Buffer;
}

export function encodePack(entries: readonly PackEntry[]): Buffer {
  const index = Buffer.alloc(entries.length * INDEX_ROW);
  entries.forEach((e, i) => {
    index.write(e.key, i * INDEX_ROW, 32, 'hex');
    index.writeUInt32LE(e.bytes.length, i * INDEX_ROW + 32);
  });
  return frame(PACK_MAGIC, [index], entries.map((e) => e.bytes));
}

/** File key → entry bytes (views into `bytes`), or undefined when the pack is damaged. */
export function decodePack(bytes: Buffer | undefined): Map<string, Buffer> | undefined {
  const framed = unframeWithTail(PACK_MAGIC, bytes);
  if (!framed || framed.payload.length % INDEX_ROW !== 0) return undefined;
  const { payload: index, tail } = framed;
  const out = new Map<string, Buffer>();
  let at = 0;
  for (let row = 0; row < index.length; row += INDEX_ROW) {
    const length = index.readUInt32LE(row + 32);
    if (at + length > tail.length) return undefined;
    out.set(index.toString('hex', row, row + 32), tail.subarray(at, at + length));
    at += length;
  }
  return at === tail.length ? out : undefined;
}
