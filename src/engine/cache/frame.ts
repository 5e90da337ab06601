/**
 * The framing every engine-cache value is stored in, so that a value read back is either the
 * bytes written or a miss (never a misread):
 *
 *   magic (4 ASCII bytes: the format's name and version) | u32 payload length | u32 CRC-32 of the payload | payload [| tail]
 *
 * A value whose magic differs (another format, or an older version of this one), that is shorter
 * or longer than its frame, or whose payload does not match its CRC-32 is rejected. The length
 * makes a truncated or extended value a miss without relying on the CRC. A format changes its
 * magic's version whenever its bytes change, so an entry of the old layout is a miss.
 *
 * A tail is for a value whose bulk is checked elsewhere: a pack frames its index, and each entry
 * after it is a frame of its own that is checked when used (hashing the bulk twice would double
 * the CRC work of reading a scope's entries).
 */
import { crc32 } from 'node:zlib';

const HEAD = 12;

function magicBytes(magic: string): Buffer {
  const bytes = Buffer.from(magic, 'latin1');
  if (bytes.length !== 4) throw new Error(`a frame's magic is 4 bytes: ${magic}`);
  return bytes;
}

/** `parts`, concatenated, framed under `magic`; `tail` follows the frame unchecked. */
export function frame(magic: string, parts: readonly Buffer[], tail: readonly Buffer[] = []): Buffer {
  const head = Buffer.alloc(HEAD);
  magicBytes(magic).copy(head);
  let length = 0;
  let crc = 0;
  for (const part of parts) {
    length += part.length;
    crc = crc32(part, crc);
  }
  head.writeUInt32LE(length, 4);
  head.writeUInt32LE(crc, 8);
  return Buffer.concat([head, ...parts, ...tail]);
}

/** The payload and the bytes after it, or undefined when `bytes` does not start with a whole, intact frame of `magic`. */
export function unframeWithTail(magic: string, bytes: Buffer | undefined): { payload: Buffer; tail: Buffer } | undefined {
  if (!bytes || bytes.length < HEAD || bytes.toString('latin1', 0, 4) !== magic) return undefined;
  const end = HEAD + bytes.readUInt32LE(4);
  if (end > bytes.length) return undefined;
  const payload = bytes.subarray(HEAD, end);
  if (crc32(payload) !== bytes.readUInt32LE(8)) return undefined;
  return { payload, tail: bytes.subarray(end) };
}

/** The payload (a view into `bytes`), or undefined unless `bytes` is exactly one whole, intact frame of `magic`. */
export function unframe(magic: string, bytes: Buffer | undefined): Buffer | undefined {
  const framed = unframeWithTail(magic, bytes);
  return framed && framed.tail.length === 0 ? framed.payload : undefined;
}
