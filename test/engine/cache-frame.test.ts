/**
 * The framing of engine-cache values (src/engine/cache/frame.ts): a value read back is the bytes
 * written, or a miss when its magic (format or version) differs, or it is truncated, extended or
 * damaged; and a per-file entry (file-cache.ts) damaged anywhere, its head included, is a miss.
 */
import { describe, expect, it } from 'vitest';
import { frame, unframe, unframeWithTail } from '../../src/engine/cache/frame.js';
import { decodeEntry, encodeEntry } from '../../src/engine/cache/file-cache.js';
import { processFile } from '../../src/engine/file-pass.js';

const parts = [Buffer.from('first part, '), Buffer.alloc(0), Buffer.from('second part')];
const payload = Buffer.concat(parts);

describe('cache frame', () => {
  it('reads back the payload written, in one or several parts, and an empty one', () => {
    expect(unframe('VGT1', frame('VGT1', parts))).toEqual(payload);
    expect(unframe('VGT1', frame('VGT1', [payload]))).toEqual(payload);
    expect(unframe('VGT1', frame('VGT1', []))).toEqual(Buffer.alloc(0));
    const withTail = unframeWithTail('VGT1', frame('VGT1', parts, [Buffer.from('tail')]))!;
    expect(withTail.payload).toEqual(payload);
    expect(withTail.tail.toString()).toBe('tail');
  });

  it('is a miss under another magic or version', () => {
    const bytes = frame('VGT1', parts);
    expect(unframe('VGT2', bytes)).toBeUndefined();
    expect(unframe('VGX1', bytes)).toBeUndefined();
    expect(unframeWithTail('VGT2', bytes)).toBeUndefined();
    expect(() => frame('VGT', parts)).toThrow();
  });

  it('is a miss when truncated anywhere or extended', () => {
    const bytes = frame('VGT1', parts);
    for (let cut = 0; cut < bytes.length; cut++) {
      expect(unframe('VGT1', bytes.subarray(0, cut)), `cut at ${cut}`).toBeUndefined();
      expect(unframeWithTail('VGT1', bytes.subarray(0, cut)), `cut at ${cut}`).toBeUndefined();
    }
    expect(unframe('VGT1', Buffer.concat([bytes, Buffer.from('x')]))).toBeUndefined();
    expect(unframe('VGT1', Buffer.concat([bytes, Buffer.alloc(1)]))).toBeUndefined();
    expect(unframe('VGT1', undefined)).toBeUndefined();
  });

  it('is a miss when any bit of the frame or the payload is flipped', () => {
    const bytes = frame('VGT1', parts);
    for (let i = 0; i < bytes.length; i++) {
      for (let bit = 0; bit < 8; bit++) {
        const damaged = Buffer.from(bytes);
        damaged[i] = damaged[i]! ^ (1 << bit);
        expect(unframe('VGT1', damaged), `byte ${i} bit ${bit}`).toBeUndefined();
      }
    }
  });

  it('is a miss when its length claims more or fewer bytes than it holds', () => {
    const bytes = frame('VGT1', parts);
    for (const length of [0, payload.length - 1, payload.length + 1, 0xffffffff]) {
      const wrong = Buffer.from(bytes);
      wrong.writeUInt32LE(length, 4);
      expect(unframe('VGT1', wrong), `length ${length}`).toBeUndefined();
    }
  });
});

describe('per-file cache entry', () => {
  it('is a miss when any byte of it is damaged, the head (result and module head) included', async () => {
    const file = { path: 'src/app.js', content: `const express = require('express');\nconst app = express();\napp.get('/u', (req, res) => res.send(req.query.name));\n` };
    const result = await processFile(file);
    const bytes = encodeEntry(result);
    expect(decodeEntry(bytes, file.path)).toBeDefined();
    // Every byte, including those of the strings in the head, whose damage v8 would decode as
    // another, well-formed result.
    for (let i = 0; i < bytes.length; i++) {
      const damaged = Buffer.from(bytes);
      damaged[i] = damaged[i]! ^ 0x04;
      expect(decodeEntry(damaged, file.path), `byte ${i}`).toBeUndefined();
    }
  });
});
