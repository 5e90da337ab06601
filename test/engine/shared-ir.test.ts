/**
 * A long-lived process shares the IR it decoded from a memoised pack between its scans
 * (src/engine/cache/lazy-module.ts): only under the same rewrite of relative types, never
 * rewritten in place, and a rescan that uses it equals a full scan. The tree's types and a
 * controller's helper cross files, so edits change how an unchanged file's types resolve and what
 * a handler's inferred parameters are.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { LazyModule, sharedIrHits } from '../../src/engine/cache/lazy-module.js';
import { headOf } from '../../src/engine/analysis/module-head.js';
import { processFile } from '../../src/engine/file-pass.js';
import { analyzeFiles, FolderCacheStore, type ScanResult, type SourceFile } from '../../src/engine/index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-shared-ir-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const BASE = {
  'src/store.ts': `import { Pool } from 'pg';\nexport class Store {\n  constructor(private pool: Pool) {}\n  run(sql: string) { return this.pool.query(sql); }\n}\n`,
  'src/base.ts': `export class Base {\n  json(res: any, body: unknown) { res.send(body); }\n}\n`,
  'src/users.ts': `import { Base } from './base';\nimport type { Store } from './store';\nexport class Users extends Base {\n  constructor(private store: Store) { super(); }\n  show(req: any, res: any) { this.json(res, req.query.name); }\n  find(id: string) { return this.store.run('SELECT * FROM u WHERE id = ' + id); }\n}\n`,
  'src/app.ts': `import express from 'express';\nimport { Users } from './users';\nimport { Store } from './store';\nconst users = new Users(new Store(undefined as never));\nconst app = express();\napp.get('/u', (req, res) => { users.find(String(req.query.id)); res.send('ok'); });\napp.get('/n', (req, res) => users.show(req, res));\n`,
};

const comparable = (r: ScanResult) => ({ findings: r.findings, diagnostics: r.diagnostics, skipped: r.skipped });

describe('IR shared by the scans of one process', () => {
  it('is shared only under the same rewrite, and a later rewrite takes a copy instead of changing it', async () => {
    const file = { path: 'src/users.ts', content: BASE['src/users.ts'] };
    const lowered = (await processFile(file)).module!;
    const bytes = v8.serialize(lowered);
    const head = headOf(lowered);
    const rename = (to: string) => (ir: { classes: { superclass?: string }[] }) => {
      for (const c of ir.classes) if (c.superclass) c.superclass = to;
    };
    const a = new LazyModule(head, bytes, true);
    a.onLoadKey = 'k1';
    a.onLoad = rename('A') as never;
    const b = new LazyModule(head, bytes, true);
    b.onLoadKey = 'k1';
    b.onLoad = rename('A') as never;
    const hits = sharedIrHits();
    expect(a.classes).toBe(b.classes);
    expect(sharedIrHits()).toBe(hits + 1);
    const c = new LazyModule(head, bytes, true);
    c.onLoadKey = 'k2';
    c.onLoad = rename('C') as never;
    expect(c.classes).not.toBe(a.classes);
    expect(c.classes[0]!.superclass).toBe('C');
    // Not shared (bytes not from a memoised pack): its own copy.
    const d = new LazyModule(head, bytes);
    d.onLoadKey = 'k2';
    d.onLoad = rename('C') as never;
    expect(d.classes).not.toBe(c.classes);
    // Loaded shared without a rewrite, then given one: the shared IR keeps its superclass.
    const e = new LazyModule(head, bytes, true);
    const f = new LazyModule(head, bytes, true);
    expect(e.classes).toBe(f.classes);
    const before = e.classes[0]!.superclass;
    e.onLoadKey = 'k3';
    e.onLoad = rename('E') as never;
    expect(e.classes[0]!.superclass).toBe('E');
    expect(f.classes[0]!.superclass).toBe(before);
  });

  it('gives rescans in one process equal to full scans over edits that move types and helpers between files', async () => {
    const store = new FolderCacheStore(path.join(dir, 'cache'));
    const opts = { parallel: false as const, cache: { store, scope: 's' } };
    const tree = (files: Record<string, string>): SourceFile[] => Object.entries(files).map(([p, content]) => ({ path: p, content }));
    const steps: Record<string, string>[] = [];
    let files: Record<string, string> = { ...BASE };
    const step = (next: Record<string, string>) => {
      files = next;
      steps.push(next);
    };
    step({ ...files });
    // Change: the helper a handler answers through (handler inference follows it into base.ts).
    step({ ...files, 'src/base.ts': `export class Base {\n  json(res: any, body: unknown) { res.status(200); return body; }\n}\n` });
    step({ ...files, 'src/base.ts': BASE['src/base.ts'] });
    // Delete the file a type names: users.ts is unchanged but its relative types resolve otherwise.
    const { ['src/store.ts']: removed, ...withoutStore } = files;
    step(withoutStore);
    step({ ...withoutStore, 'src/store.ts': removed! });
    // Rename, then add a file, then a change of the file that is a root and a helper at once.
    const { ['src/store.ts']: moved, ...rest } = files;
    step({ ...rest, 'src/store/index.ts': moved! });
    step({ ...files, 'src/extra.ts': `import { Users } from './users';\nexport const u = (x: Users, id: string) => x.find(id);\n` });
    step({ ...files, 'src/users.ts': `${BASE['src/users.ts']}\nexport const version = 2;\n` });
    step({ ...BASE });
    const hits = sharedIrHits();
    for (const s of steps) {
      const rescan = await analyzeFiles(tree(s), opts);
      const full = await analyzeFiles(tree(s), { parallel: false });
      expect(comparable(rescan)).toEqual(comparable(full));
      // Twice: the second scan of the same tree after another one reads the IR kept by the first.
      const again = await analyzeFiles(tree({ ...s, 'src/touch.ts': `export const t = ${steps.indexOf(s)};\n` }), opts);
      expect(comparable(again)).toEqual(comparable(await analyzeFiles(tree({ ...s, 'src/touch.ts': `export const t = ${steps.indexOf(s)};\n` }), { parallel: false })));
    }
    expect(sharedIrHits()).toBeGreaterThan(hits);
    expect(steps.length).toBe(9);
  });
});
