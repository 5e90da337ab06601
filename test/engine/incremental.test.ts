/**
 * Incremental analysis (src/engine/cache/) gives exactly what a full scan gives: a multi-file
 * JavaScript and Python repository with flows across files goes through a series of edits, and
 * after each the scan through the cache is compared with a scan without it (findings with their
 * fingerprints, diagnostics). Also: a corrupted entry is a miss, and an unchanged rescan reuses
 * every root.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFiles, FolderCacheStore, type ScanResult, type SourceFile } from '../../src/engine/index.js';
import type { CrossFileStats } from '../../src/engine/cache/cross-file.js';
import { ENTRY_MAGIC, type FileCacheStats } from '../../src/engine/cache/file-cache.js';
import { blobIdOf, fileKey, hashTree, runKey } from '../../src/engine/cache/keys.js';
import { decodePack, PACK_MAGIC } from '../../src/engine/cache/packs.js';

const DB_JS = `const { Pool } = require('pg');
const pool = new Pool();
function runQuery(sql) {
  return pool.query(sql);
}
function countRows(table) {
  return pool.query('SELECT count(*) FROM ' + table);
}
module.exports = { runQuery, countRows };
`;
// The helper made safe: the argument no longer reaches the query text.
const DB_JS_SAFE = DB_JS.replace('return pool.query(sql);', "return pool.query('SELECT * FROM users WHERE id = $1', [sql]);");

const USERS_JS = `const express = require('express');
const { runQuery } = require('./db');
const app = express();
app.get('/users', (req, res) => {
  runQuery('SELECT * FROM users WHERE id = ' + req.query.id);
  res.send('ok');
});
`;
const ORDERS_JS = `const express = require('express');
const { runQuery, countRows } = require('./db');
const router = express.Router();
router.get('/orders', (req, res) => {
  runQuery('SELECT * FROM orders WHERE ref = ' + req.query.ref);
  res.send('ok');
});
router.get('/count', (req, res) => {
  countRows(req.query.table);
  res.send('ok');
});
module.exports = router;
`;
const STATIC_JS = `const express = require('express');
const app = express();
app.get('/health', (req, res) => res.send('ok'));
`;
const HELPERS_PY = `import subprocess


def run(cmd):
    return subprocess.call(cmd, shell=True)


def quiet(cmd):
    return subprocess.call(["echo", cmd])
`;
const HELPERS_PY_SAFE = HELPERS_PY.replace('return subprocess.call(cmd, shell=True)', 'return subprocess.call(["ls", cmd])');
const VIEWS_PY = `from flask import Flask, request
from app.helpers import run

app = Flask(__name__)


@app.route('/run')
def do_run():
    run(request.args.get('c'))
    return 'ok'
`;
const ADMIN_PY = `from flask import Blueprint, request
from app import helpers

bp = Blueprint('admin', __name__)


@bp.route('/admin/run')
def admin_run():
    helpers.run(request.args.get('cmd'))
    return 'ok'
`;

type Files = Map<string, string>;

let dir: string;
let store: FolderCacheStore;
let lastStats: { files: FileCacheStats; crossFile: CrossFileStats } | undefined;

function toSource(files: Files): SourceFile[] {
  return [...files].map(([p, content]) => ({ path: p, content: Buffer.from(content) }));
}

async function both(files: Files): Promise<{ full: ScanResult; incremental: ScanResult }> {
  const full = await analyzeFiles(toSource(files), { parallel: false });
  lastStats = undefined;
  const incremental = await analyzeFiles(toSource(files), {
    parallel: false,
    cache: { store, scope: 'fixture', onStats: (s) => (lastStats = s) },
  });
  return { full, incremental };
}

function comparable(r: ScanResult) {
  return { findings: r.findings, diagnostics: r.diagnostics, skipped: r.skipped, linesAnalysed: r.stats.linesAnalysed, filesAnalysed: r.stats.filesAnalysed };
}

const sinks = (r: ScanResult) => r.findings.map((f) => `${f.ruleId} ${f.filePath}:${f.lineNumber}`);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-incremental-'));
  store = new FolderCacheStore(path.join(dir, 'cache'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('incremental analysis', () => {
  it('equals a full scan after each of a series of edits', async () => {
    const files: Files = new Map([
      ['src/db.js', DB_JS],
      ['src/users.js', USERS_JS],
      ['src/static.js', STATIC_JS],
      ['app/__init__.py', ''],
      ['app/helpers.py', HELPERS_PY],
      ['app/views.py', VIEWS_PY],
    ]);
    const steps: { name: string; edit: () => void; check?: (r: ScanResult) => void }[] = [
      {
        name: 'first scan',
        edit: () => undefined,
        check: (r) => {
          // The fixture has flows across files in both languages, or the comparison proves little.
          expect(r.findings.some((f) => f.filePath === 'src/db.js' || f.filePath === 'src/users.js')).toBe(true);
          expect(r.findings.some((f) => f.filePath.startsWith('app/'))).toBe(true);
        },
      },
      { name: 'unchanged rescan', edit: () => undefined, check: () => expect(lastStats?.crossFile.rerun).toBe(0) },
      { name: 'add a file', edit: () => files.set('src/orders.js', ORDERS_JS) },
      { name: 'add a Python caller', edit: () => files.set('app/admin.py', ADMIN_PY) },
      { name: 'change a file', edit: () => files.set('src/users.js', USERS_JS.replace('req.query.id', 'req.query.id + req.query.extra')) },
      {
        name: 'rename a file',
        edit: () => {
          files.set('src/shop-orders.js', files.get('src/orders.js')!);
          files.delete('src/orders.js');
        },
      },
      { name: 'delete a file', edit: () => files.delete('app/admin.py') },
      {
        name: 'make the JS helper safe',
        edit: () => files.set('src/db.js', DB_JS_SAFE),
      },
      { name: 'make the JS helper unsafe again', edit: () => files.set('src/db.js', DB_JS) },
      { name: 'make the Python helper safe', edit: () => files.set('app/helpers.py', HELPERS_PY_SAFE) },
      { name: 'make the Python helper unsafe again', edit: () => files.set('app/helpers.py', HELPERS_PY) },
      { name: 'delete the helper', edit: () => files.delete('src/db.js') },
      { name: 'add the helper back under the imported name', edit: () => files.set('src/db.js', DB_JS) },
      // Python callers name the helper by a qualified name that resolves to nothing while it is gone.
      { name: 'delete the Python helper', edit: () => files.delete('app/helpers.py') },
      {
        name: 'add the Python helper back',
        edit: () => files.set('app/helpers.py', HELPERS_PY),
        check: (r) => expect(r.findings.some((f) => f.filePath === 'app/views.py')).toBe(true),
      },
    ];
    const seen: string[][] = [];
    for (const step of steps) {
      step.edit();
      const { full, incremental } = await both(files);
      expect(comparable(incremental), step.name).toEqual(comparable(full));
      step.check?.(full);
      seen.push(sinks(full));
    }
    // The helper edits made findings in the callers appear and disappear.
    const unsafe = seen[6];
    const safe = seen[7];
    expect(unsafe.length).toBeGreaterThan(safe.length);
    expect(seen[8]).toEqual(unsafe);
    expect(seen[9].length).toBeLessThan(seen[8].length);
  });

  it('notices a name several files call starting to resolve when its module is added', async () => {
    // Both callers ask for app.helpers.run before any file defines it: the first caches that it
    // resolves to nothing, the second reuses that answer. Adding the module must rerun both.
    const files: Files = new Map([
      ['app/__init__.py', ''],
      ['app/admin.py', ADMIN_PY],
      ['app/views.py', VIEWS_PY],
    ]);
    const scope = 'late-module';
    const cached = () => analyzeFiles(toSource(files), { parallel: false, cache: { store, scope } });
    await cached();
    files.set('app/helpers.py', HELPERS_PY);
    const incremental = await cached();
    const full = await analyzeFiles(toSource(files), { parallel: false });
    expect(full.findings.filter((f) => f.filePath === 'app/views.py' || f.filePath === 'app/admin.py')).toHaveLength(2);
    expect(comparable(incremental)).toEqual(comparable(full));
  });

  it('reruns only what a change reaches', async () => {
    const files: Files = new Map([
      ['src/db.js', DB_JS],
      ['src/users.js', USERS_JS],
      ['src/static.js', STATIC_JS],
    ]);
    const scope = 'reach';
    const run = () => analyzeFiles(toSource(files), { parallel: false, cache: { store, scope, onStats: (s) => (lastStats = s) } });
    await run();
    files.set('src/static.js', STATIC_JS.replace("'ok'", "'fine'"));
    await run();
    expect(lastStats?.files).toEqual({ hits: 2, misses: 1 });
    expect(lastStats?.crossFile.rerun).toBe(1);
    expect(lastStats?.crossFile.reused).toBe(2);
  });

  it('reruns only the edited caller when callers share a helper', async () => {
    // Each root is analysed over its own state (analysis/root-analysis.ts): what one caller's run
    // computed of the helper is not the other's, so the other caller is reused as it was.
    const files: Files = new Map([
      ['src/db.js', DB_JS],
      ['src/users.js', USERS_JS],
      ['src/orders.js', ORDERS_JS],
    ]);
    const scope = 'shared-helper';
    const run = () => analyzeFiles(toSource(files), { parallel: false, cache: { store, scope, onStats: (s) => (lastStats = s) } });
    await run();
    files.set('src/users.js', USERS_JS.replace('req.query.id', 'req.query.userId'));
    const incremental = await run();
    expect(lastStats?.crossFile).toEqual({ roots: 3, rerun: 1, reused: 2 });
    const full = await analyzeFiles(toSource(files), { parallel: false });
    expect(sinks(full)).toEqual(expect.arrayContaining(['js-sqli-tainted-query src/orders.js:5', 'js-sqli-tainted-query src/users.js:5']));
    expect(comparable(incremental)).toEqual(comparable(full));
    // The helper edited: both callers read it, so both run again with it.
    files.set('src/db.js', DB_JS_SAFE);
    const afterHelper = await run();
    expect(lastStats?.crossFile).toEqual({ roots: 3, rerun: 3, reused: 0 });
    expect(comparable(afterHelper)).toEqual(comparable(await analyzeFiles(toSource(files), { parallel: false })));
  });

  it('gives the same findings whatever order the files come in', async () => {
    // No root's result depends on which roots ran before it, so a rescan that reruns some roots in
    // another order than the full scan ran them still gives the full scan's result.
    const files: [string, string][] = [
      ['src/db.js', DB_JS],
      ['src/users.js', USERS_JS],
      ['src/orders.js', ORDERS_JS],
      ['app/__init__.py', ''],
      ['app/helpers.py', HELPERS_PY],
      ['app/views.py', VIEWS_PY],
      ['app/admin.py', ADMIN_PY],
    ];
    const scan = (list: [string, string][]) => analyzeFiles(toSource(new Map(list)), { parallel: false });
    const forward = await scan(files);
    expect(forward.findings.length).toBeGreaterThanOrEqual(5);
    expect(comparable(await scan([...files].reverse()))).toEqual(comparable(forward));
  });

  it('treats a corrupted or truncated entry as a miss', async () => {
    const files: Files = new Map([
      ['src/db.js', DB_JS],
      ['src/users.js', USERS_JS],
    ]);
    const cacheDir = path.join(dir, 'corrupt');
    const corruptStore = new FolderCacheStore(cacheDir);
    const opts = { parallel: false as const, cache: { store: corruptStore, scope: 'c', onStats: (s: typeof lastStats) => (lastStats = s) } };
    const first = await analyzeFiles(toSource(files), opts);
    const entries = fs.readdirSync(cacheDir).flatMap((shard) => fs.readdirSync(path.join(cacheDir, shard)).map((n) => path.join(cacheDir, shard, n)));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    entries.forEach((file, i) => {
      const bytes = fs.readFileSync(file);
      fs.writeFileSync(file, i % 2 ? bytes.subarray(0, Math.floor(bytes.length / 2)) : Buffer.from('not a cache entry'));
    });
    const second = await analyzeFiles(toSource(files), opts);
    expect(lastStats?.files.hits).toBe(0);
    expect(comparable(second)).toEqual(comparable(first));
    const full = await analyzeFiles(toSource(files), { parallel: false });
    expect(comparable(second)).toEqual(comparable(full));
  });

  it('treats an entry whose IR was damaged without changing its length as a miss', async () => {
    const files: Files = new Map([
      ['src/db.js', DB_JS],
      ['src/users.js', USERS_JS],
      ['src/static.js', STATIC_JS],
    ]);
    const cacheDir = path.join(dir, 'damaged-ir');
    const damagedStore = new FolderCacheStore(cacheDir);
    const opts = { parallel: false as const, cache: { store: damagedStore, scope: 'd', onStats: (s: typeof lastStats) => (lastStats = s) } };
    await analyzeFiles(toSource(files), opts);
    const entries = fs.readdirSync(cacheDir).flatMap((shard) => fs.readdirSync(path.join(cacheDir, shard)).map((n) => path.join(cacheDir, shard, n)));
    let damaged = 0;
    let inPacks = 0;
    for (const file of entries) {
      const bytes = fs.readFileSync(file);
      if (bytes.toString('latin1', 0, 4) === PACK_MAGIC) {
        // A pack holds the same entries: damage each copy's IR the same way (the index stays valid).
        for (const entry of decodePack(bytes)!.values()) {
          entry[entry.length - 8] = entry[entry.length - 8]! ^ 0xff;
          inPacks++;
        }
        fs.writeFileSync(file, bytes);
        continue;
      }
      if (bytes.toString('latin1', 0, 4) !== ENTRY_MAGIC) continue; // per-file entries only
      bytes[bytes.length - 8] = bytes[bytes.length - 8]! ^ 0xff; // inside the IR, length kept
      fs.writeFileSync(file, bytes);
      damaged++;
    }
    expect(damaged).toBe(3);
    expect(inPacks).toBe(3);
    // A change, so the rescan reads the per-file entries (an unchanged tree is answered whole).
    files.set('src/static.js', STATIC_JS.replace("'ok'", "'fine'"));
    const second = await analyzeFiles(toSource(files), opts);
    expect(lastStats?.files).toEqual({ hits: 0, misses: 3 });
    const full = await analyzeFiles(toSource(files), { parallel: false });
    expect(comparable(second)).toEqual(comparable(full));
  });
});

describe('cache keys', () => {
  it('change with the content, path, settings and rule packs, and not otherwise', () => {
    const rules = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-rules-key-'));
    try {
      fs.mkdirSync(path.join(rules, 'javascript'));
      fs.writeFileSync(path.join(rules, 'javascript', 'a.yml'), 'rules: []\n');
      const run = runKey(rules, { maxFileBytes: 1000, secrets: true });
      expect(runKey(rules, { maxFileBytes: 1000, secrets: true })).toBe(run);
      expect(runKey(rules, { maxFileBytes: 1001, secrets: true })).not.toBe(run);
      expect(runKey(rules, { maxFileBytes: 1000, secrets: false })).not.toBe(run);
      expect(hashTree(rules)).toBe(hashTree(rules));
      const before = hashTree(rules);
      fs.writeFileSync(path.join(rules, 'javascript', 'a.yml'), 'rules: [] # changed\n');
      expect(hashTree(rules)).not.toBe(before);
      // git's own blob id of "hello\n".
      expect(blobIdOf('hello\n')).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
      expect(fileKey(run, 'a.js', blobIdOf('x'))).not.toBe(fileKey(run, 'b.js', blobIdOf('x')));
    } finally {
      fs.rmSync(rules, { recursive: true, force: true });
    }
  });
});
