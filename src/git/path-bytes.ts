/**
 * File names as git stores them are bytes, not text. A name that is valid UTF-8 is shown as it
 * is; in a name that is not, every byte that is not part of a valid UTF-8 sequence is written
 * `\xHH` (two upper-case hex digits) and the rest is kept.
 *
 * Why this is lossless and never merges two names: a listed name never contains a backslash
 * (tree.ts drops such names, as they could mean a path separator), so a `\` in a shown path
 * always starts an escape, and `rawPathBytes` gives the stored bytes back. Decoding with
 * replacement characters instead gave two different names one path and one file id.
 */
const strict = new TextDecoder('utf-8', { fatal: true });

function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

function decodes(bytes: Uint8Array): string | undefined {
  try {
    return strict.decode(bytes);
  } catch {
    return undefined;
  }
}

export function displayPath(bytes: Uint8Array): string {
  const whole = decodes(bytes);
  if (whole !== undefined) return whole;
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes[i]!);
    // The decoder is strict: overlong forms, surrogates and truncated sequences do not decode.
    const text = length > 0 && i + length <= bytes.length ? decodes(bytes.subarray(i, i + length)) : undefined;
    if (text !== undefined) {
      out += text;
      i += length;
    } else {
      out += `\\x${bytes[i]!.toString(16).toUpperCase().padStart(2, '0')}`;
      i += 1;
    }
  }
  return out;
}

/** The stored bytes of a shown path (the inverse of displayPath). */
export function rawPathBytes(shown: string): Buffer {
  const parts: Buffer[] = [];
  let last = 0;
  for (const match of shown.matchAll(/\\x([0-9A-F]{2})/g)) {
    parts.push(Buffer.from(shown.slice(last, match.index), 'utf8'), Buffer.from([parseInt(match[1]!, 16)]));
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(shown.slice(last), 'utf8'));
  return Buffer.concat(parts);
}
