/**
 * The engine cache's packs (src/engine/cache/packs.ts) and its copy of the built secrets rule
 * pack (cache/secret-rules.ts): a rescan reads a scope's entries from its packs, a damaged or
 * truncated pack is a miss (the entries are read one at a time and the pack written again), two
 * scans writing the packs of one scope at once leave usable packs, and a secrets rule pack read
 * back from the cache finds exactly what the freshly built one finds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFiles, FolderCacheStore, type EngineCacheStore, type ScanResult, type SourceFile } from '../../src/engine/index.js';
import { decodePack, encodePack, PACK_BUCKETS, PACK_MAGIC } from '../../src/engine/cache/packs.js';
import { ENTRY_MAGIC } from '../../src/engine/cache/file-cache.js';
import { decodeSecretRules, encodeSecretRules, SECRET_RULES_MAGIC } from '../../src/engine/cache/secret-rules.js';
import { StateBuilder } from '../../src/engine/cache/cross-file-state.js';
import { DecodedMemo } from '../../src/engine/cache/decoded-memo.js';
import { blobIdOf } from '../../src/engine/cache/keys.js';
import { loadSecretRules } from '../../src/engine/secrets/index.js';
import { scanText } from '../../src/engine/secrets/scan-file.js';

const HELPER = `const { Pool } = require('pg');
const pool = new Pool();
function runQuery(sql) {
  return pool.query(sql);
}
module.exports = { runQuery };
`;
const caller = (i: number) => `const express = require('express');
const { runQuery } = require('./db');
const app = express();
app.get('/r${i}', (req, res) => {
  runQuery('SELECT * FROM t${i} WHERE id = ' + req.query.id);
  res.send('ok');
});
`;

/** A tree of a helper and callers spread over several buckets. */
function tree(edit = ''): SourceFile[] {
  const files: SourceFile[] = [{ path: 'src/db.js', content: HELPER }];
  for (let i = 0; i < 12; i++) files.push({ path: `src/r${i}.js`, content: caller(i) + (i === 3 ? edit : '') });
  files.push({ path: 'config/keys.txt', content: 'aws_secret_access_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"\n' });
  return files;
}

/** A store that counts what is read, by the first bytes of the value. */
class CountingStore implements EngineCacheStore {
  reads = { entries: 0, packs: 0, other: 0 };
  constructor(private readonly inner: FolderCacheStore) {}
  async get(key: string): Promise<Buffer | undefined> {
    const value = await this.inner.get(key);
    const magic = value?.subarray(0, 4).toString('latin1');
    if (magic === ENTRY_MAGIC) this.reads.entries++;
    else if (magic === PACK_MAGIC) this.reads.packs++;
    else this.reads.other++;
    return value;
  }
  put(key: string, value: Buffer): Promise<void> {
    return this.inner.put(key, value);
  }
  settle(): Promise<void> {
    return this.inner.settle();
  }
}

const comparable = (r: ScanResult) => ({ findings: r.findings, diagnostics: r.diagnostics, skipped: r.skipped });

function cacheFiles(dir: string): string[] {
  return fs.readdirSync(dir).flatMap((shard) => fs.readdirSync(path.join(dir, shard)).map((n) => path.join(dir, shard, n)));
}

const packsIn = (dir: string) => cacheFiles(dir).filter((f) => fs.readFileSync(f).subarray(0, 4).toString('latin1') === PACK_MAGIC);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-packs-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('pack format', () => {
  const entries = [
    { key: 'a'.repeat(64), bytes: Buffer.from('first entry') },
    { key: 'b'.repeat(64), bytes: Buffer.alloc(0) },
    { key: '0123456789abcdef'.repeat(4), bytes: Buffer.from('third') },
  ];

  it('reads back what it wrote', () => {
    const map = decodePack(encodePack(entries))!;
    expect([...map.keys()]).toEqual(entries.map((e) => e.key));
    expect([...map.values()].map((b) => b.toString())).toEqual(entries.map((e) => e.bytes.toString()));
    expect(decodePack(encodePack([]))!.size).toBe(0);
  });

  it('is a miss when damaged, truncated, extended or foreign', () => {
    const pack = encodePack(entries);
    for (let cut = 0; cut < pack.length; cut++) expect(decodePack(pack.subarray(0, cut))).toBeUndefined();
    expect(decodePack(Buffer.concat([pack, Buffer.from('x')]))).toBeUndefined();
    // Every byte of the frame and index is covered (magic, the index's length and CRC-32).
    const indexEnd = 12 + entries.length * 36;
    for (let i = 0; i < indexEnd; i++) {
      const damaged = Buffer.from(pack);
      damaged[i] = damaged[i]! ^ 0x01;
      expect(decodePack(damaged), `byte ${i}`).toBeUndefined();
    }
    const huge = Buffer.from(pack);
    huge.writeUInt32LE(0xffffffff, 4);
    expect(decodePack(huge)).toBeUndefined();
    expect(decodePack(Buffer.from(`${ENTRY_MAGIC} not a pack`))).toBeUndefined();
    expect(decodePack(undefined)).toBeUndefined();
  });
});

describe('packs in a rescan', () => {
  it('serve every entry of an unchanged file, and only the changed bucket is written again', async () => {
    const cacheDir = path.join(dir, 'served');
    const store = new CountingStore(new FolderCacheStore(cacheDir));
    let stats: { files: { hits: number; misses: number } } | undefined;
    const opts = { parallel: false as const, cache: { store, scope: 's', onStats: (s: typeof stats) => (stats = s) } };
    await analyzeFiles(tree(), opts);
    const before = new Map(packsIn(cacheDir).map((f) => [f, fs.readFileSync(f)]));
    expect(before.size).toBeGreaterThan(1);
    expect(before.size).toBeLessThanOrEqual(PACK_BUCKETS);
    store.reads = { entries: 0, packs: 0, other: 0 };
    const edited = tree('\n// edited\n');
    const second = await analyzeFiles(edited, opts);
    expect(stats?.files).toEqual({ hits: edited.length - 1, misses: 1 });
    // Every unchanged file's entry came from a pack: none was read on its own.
    expect(store.reads.entries).toBe(0);
    expect(store.reads.packs).toBe(before.size);
    const changed = [...before].filter(([f, bytes]) => !fs.readFileSync(f).equals(bytes));
    expect(changed).toHaveLength(1);
    expect(comparable(second)).toEqual(comparable(await analyzeFiles(edited, { parallel: false })));
  });

  it('treats a truncated or damaged pack as a miss: entries are read one at a time and the pack rewritten', async () => {
    const cacheDir = path.join(dir, 'damaged');
    const store = new CountingStore(new FolderCacheStore(cacheDir));
    let stats: { files: { hits: number; misses: number } } | undefined;
    const opts = { parallel: false as const, cache: { store, scope: 'd', onStats: (s: typeof stats) => (stats = s) } };
    await analyzeFiles(tree(), opts);
    const packs = packsIn(cacheDir);
    packs.forEach((file, i) => {
      const bytes = fs.readFileSync(file);
      if (i % 2) fs.writeFileSync(file, bytes.subarray(0, bytes.length - 3));
      else {
        bytes[20] = bytes[20]! ^ 0xff; // inside the index
        fs.writeFileSync(file, bytes);
      }
    });
    store.reads = { entries: 0, packs: 0, other: 0 };
    const edited = tree('\n// edited\n');
    const second = await analyzeFiles(edited, opts);
    expect(stats?.files).toEqual({ hits: edited.length - 1, misses: 1 });
    expect(store.reads.entries).toBe(edited.length - 1);
    expect(comparable(second)).toEqual(comparable(await analyzeFiles(edited, { parallel: false })));
    // Written again whole: the next rescan reads no entry on its own.
    for (const file of packs) expect(decodePack(fs.readFileSync(file))).toBeDefined();
    store.reads = { entries: 0, packs: 0, other: 0 };
    const third = await analyzeFiles(tree('\n// edited again\n'), opts);
    expect(store.reads.entries).toBe(0);
    expect(comparable(third)).toEqual(comparable(await analyzeFiles(tree('\n// edited again\n'), { parallel: false })));
  });

  it('stays usable when two scans of one scope write its packs at once', async () => {
    const cacheDir = path.join(dir, 'writers');
    const opts = (store: EngineCacheStore) => ({ parallel: false as const, cache: { store, scope: 'w' } });
    const a = tree('\n// version a\n');
    const b = tree('\n// version b\n');
    // Two processes' stores on one folder, each scan writing while the other does.
    const [ra, rb] = await Promise.all([analyzeFiles(a, opts(new FolderCacheStore(cacheDir))), analyzeFiles(b, opts(new FolderCacheStore(cacheDir)))]);
    expect(comparable(ra)).toEqual(comparable(await analyzeFiles(a, { parallel: false })));
    expect(comparable(rb)).toEqual(comparable(await analyzeFiles(b, { parallel: false })));
    // Whatever pack won, it is whole; rescans of either version and of a third equal full scans.
    for (const file of packsIn(cacheDir)) expect(decodePack(fs.readFileSync(file))).toBeDefined();
    expect(cacheFiles(cacheDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    for (const files of [a, b, tree('\n// version c\n')]) {
      const incremental = await analyzeFiles(files, opts(new FolderCacheStore(cacheDir)));
      expect(comparable(incremental)).toEqual(comparable(await analyzeFiles(files, { parallel: false })));
    }
  });
});

describe('secrets rule pack in the cache', () => {
  it('reads back as the pack built from the rule files, and finds the same secrets', () => {
    const built = loadSecretRules();
    const read = decodeSecretRules(encodeSecretRules(built))!;
    expect(read).toEqual(built);
    for (const rule of [...built.providers, built.generic]) {
      for (const sample of [...rule.samples.truePositives, ...rule.samples.falsePositives]) {
        const text = typeof sample === 'string' ? sample : sample.text;
        const filePath = typeof sample === 'string' ? 'sample.txt' : sample.path;
        expect(scanText(text, filePath, read)).toEqual(scanText(text, filePath, built));
      }
    }
  });

  it('is a miss when damaged or foreign', () => {
    const bytes = encodeSecretRules(loadSecretRules());
    expect(decodeSecretRules(bytes.subarray(0, bytes.length - 1))).toBeUndefined();
    const damaged = Buffer.from(bytes);
    damaged[bytes.length - 10] = damaged[bytes.length - 10]! ^ 0xff;
    expect(decodeSecretRules(damaged)).toBeUndefined();
    expect(decodeSecretRules(Buffer.from(`${SECRET_RULES_MAGIC}\0\0\0\0\0\0\0\0`))).toBeUndefined();
    expect(decodeSecretRules(undefined)).toBeUndefined();
  });
});

describe('cross-file state tables', () => {
  const asked = (state: { questions: string[]; answers: (string | null)[] }, deps: Uint32Array) => [...deps].map((d) => `${state.questions[d]}=${state.answers[d]}`);
  const root = (path: string, deps: Uint32Array) => ({ path, deps, findings: [], diagnostics: [] });

  it('keep a reused root’s indexes, append new questions, and rebuild once mostly unused', () => {
    const previous = { questions: ['m\0a', 'm\0b', 'm\0c', 'f\0x'], answers: ['1', '2', null, 'x1'], roots: [root('a', Uint32Array.of(0, 1)), root('b', Uint32Array.of(2, 3))] };
    const builder = new StateBuilder(previous);
    const kept = previous.roots[0].deps;
    // Root b reran: one question as before, one with another answer, one new.
    const rerun = builder.fromRecorded(new Map<string, string | null>([['m\0c', null], ['f\0x', 'x2'], ['m\0d', '4']]));
    const state = builder.finish([root('a', kept), root('b', rerun)]);
    expect(asked(state, state.roots[0].deps)).toEqual(['m\0a=1', 'm\0b=2']);
    expect(asked(state, state.roots[1].deps)).toEqual(['m\0c=null', 'f\0x=x2', 'm\0d=4']);
    expect(state.questions).toHaveLength(6); // f\0x=x1 is unused, not yet a third of the table
    expect(previous.questions).toHaveLength(4);
    // Only root b kept: three of six entries unused, the tables are rebuilt.
    const sparse = new StateBuilder({ ...state }).finish([root('b', state.roots[1].deps)]);
    expect(sparse.questions).toHaveLength(3);
    expect(asked(sparse, sparse.roots[0].deps)).toEqual(['m\0c=null', 'f\0x=x2', 'm\0d=4']);
  });
});

describe('cross-file state tables built from the rerun roots’ questions', () => {
  const root = (path: string, deps: Uint32Array) => ({ path, deps, findings: [], diagnostics: [] });

  it('find a rerun root’s earlier questions, append one asked by another root, and merge the copies when rebuilt', () => {
    const previous = { questions: ['m\0a', 'm\0b', 'm\0c', 'm\0d'], answers: ['1', '2', null, '4'], roots: [root('a', Uint32Array.of(0, 1)), root('b', Uint32Array.of(2))] };
    // Root b reruns: it asks m\0c again and m\0a, which only root a asked before.
    const builder = new StateBuilder(previous, [previous.roots[1].deps]);
    const rerun = builder.fromRecorded(new Map<string, string | null>([['m\0c', null], ['m\0a', '1']]));
    expect([...rerun]).toEqual([2, 4]);
    const state = builder.finish([root('a', previous.roots[0].deps), root('b', rerun)]);
    expect(state.questions).toEqual(['m\0a', 'm\0b', 'm\0c', 'm\0d', 'm\0a']);
    // Only root b kept: the tables are rebuilt, the two copies of m\0a=1 become one entry.
    const sparse = new StateBuilder({ ...state }).finish([root('a', Uint32Array.of(0)), root('b', state.roots[1].deps)]);
    expect(sparse.questions).toEqual(['m\0a', 'm\0c']);
    expect([...sparse.roots[0].deps]).toEqual([0]);
    expect([...sparse.roots[1].deps]).toEqual([1, 0]);
  });
});

describe('decoded values kept by a long-lived process', () => {
  it('are used only for the same bytes, and the oldest go past the bound', () => {
    const memo = new DecodedMemo<string>(10);
    memo.set('a', Buffer.from('12345'), 'A');
    expect(memo.get('a', Buffer.from('12345'))).toBe('A');
    expect(memo.get('a', Buffer.from('12346'))).toBeUndefined();
    expect(memo.get('b', Buffer.from('12345'))).toBeUndefined();
    memo.set('b', Buffer.from('6789'), 'B');
    memo.get('a', Buffer.from('12345'));
    memo.set('c', Buffer.from('xy'), 'C');
    expect(memo.get('b', Buffer.from('6789'))).toBeUndefined();
    expect(memo.get('a', Buffer.from('12345'))).toBe('A');
    expect(memo.get('c', Buffer.from('xy'))).toBe('C');
    memo.set('d', Buffer.alloc(11), 'D');
    expect(memo.get('d', Buffer.alloc(11))).toBeUndefined();
  });

  it('give each scan results of its own: rescans in one process equal full scans after a pack and the state are replaced underneath', async () => {
    const cacheDir = path.join(dir, 'memo');
    const store = new FolderCacheStore(cacheDir);
    const opts = { parallel: false as const, cache: { store, scope: 'm' } };
    const first = await analyzeFiles(tree(), opts);
    first.findings[0]!.message = 'changed by the caller';
    for (const edit of ['\n// one\n', '\n// two\n', '\n// one\n']) {
      const again = await analyzeFiles(tree(edit), opts);
      expect(again.findings).toEqual((await analyzeFiles(tree(edit), { parallel: false })).findings);
    }
    // Another process writes the scope's packs and state: its own cache folder's copies are put in place.
    const other = path.join(dir, 'memo-other');
    await analyzeFiles(tree('\n// three\n'), { parallel: false, cache: { store: new FolderCacheStore(other), scope: 'm' } });
    for (const shard of fs.readdirSync(other)) {
      for (const name of fs.readdirSync(path.join(other, shard))) {
        fs.mkdirSync(path.join(cacheDir, shard), { recursive: true });
        fs.copyFileSync(path.join(other, shard, name), path.join(cacheDir, shard, name));
      }
    }
    const after = await analyzeFiles(tree('\n// four\n'), opts);
    expect(after.findings).toEqual((await analyzeFiles(tree('\n// four\n'), { parallel: false })).findings);
  });
});

describe('blob ids given by the caller', () => {
  it('key the same entries as the ids the cache computes; an id that is not SHA-1 is computed again', async () => {
    const cacheDir = path.join(dir, 'blob-ids');
    let stats: { files: { hits: number; misses: number } } | undefined;
    const opts = { parallel: false as const, cache: { store: new FolderCacheStore(cacheDir), scope: 'b', onStats: (s: typeof stats) => (stats = s) } };
    await analyzeFiles(tree(), opts);
    const edited = tree('\n// edited\n').map((f, i) => ({ ...f, blobId: i % 2 ? blobIdOf(f.content) : 'f'.repeat(64) }));
    const second = await analyzeFiles(edited, opts);
    expect(stats?.files).toEqual({ hits: edited.length - 1, misses: 1 });
    expect(comparable(second)).toEqual(comparable(await analyzeFiles(edited, { parallel: false })));
  });
});
