/**
 * A rescan builds the Program from module heads and loads a cached module's IR only when the
 * analysis reads it (src/engine/cache/lazy-module.ts, analysis/module-head.ts). Checked here:
 * building the Program loads nothing; a loaded module gets the same relative-type rewrites as a
 * module lowered in the run; and over TypeScript, Java, Go and PHP trees whose classes and
 * functions cross files, a rescan after each file's edit equals a full scan.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Program } from '../../src/engine/analysis/program.js';
import { decodeEntry, encodeEntry } from '../../src/engine/cache/file-cache.js';
import { LazyModule } from '../../src/engine/cache/lazy-module.js';
import { processFile } from '../../src/engine/file-pass.js';
import { analyzeFiles, FolderCacheStore, type ScanResult, type SourceFile } from '../../src/engine/index.js';
import { ruleSetFor } from '../../src/engine/rules/loader.js';

const TREES: Record<string, Record<string, string>> = {
  typescript: {
    'src/store.ts': `import { Pool } from 'pg';\nexport interface Runner { run(sql: string): unknown }\nexport class Store implements Runner {\n  constructor(private pool: Pool) {}\n  run(sql: string) { return this.pool.query(sql); }\n}\n`,
    'src/base.ts': `import type { Runner } from './store';\nexport abstract class Base { constructor(protected runner: Runner) {} }\n`,
    'src/app.ts': `import express from 'express';\nimport { Store } from './store';\nimport { Base } from './base';\nclass Users extends Base {\n  find(id: string) { return this.runner.run('SELECT * FROM u WHERE id = ' + id); }\n}\nconst store: Store = new Store(undefined as never);\nconst users = new Users(store);\nconst app = express();\napp.get('/u', (req, res) => { users.find(String(req.query.id)); store.run('SELECT ' + req.query.c); res.send('ok'); });\n`,
  },
  java: {
    'src/main/java/com/acme/Dao.java': `package com.acme;\npublic interface Dao { void find(String id); }\n`,
    'src/main/java/com/acme/JdbcDao.java': `package com.acme;\nimport java.sql.Statement;\npublic class JdbcDao implements Dao {\n  private Statement st;\n  public void find(String id) { try { st.executeQuery("SELECT * FROM u WHERE id = " + id); } catch (Exception e) {} }\n}\n`,
    'src/main/java/com/acme/Web.java': `package com.acme;\nimport javax.servlet.http.*;\npublic class Web extends HttpServlet {\n  private Dao dao;\n  protected void doGet(HttpServletRequest req, HttpServletResponse res) { dao.find(req.getParameter("id")); }\n}\n`,
  },
  go: {
    'internal/db/db.go': `package db\n\nimport "database/sql"\n\ntype Store struct{ DB *sql.DB }\n\nfunc (s *Store) Find(id string) { s.DB.Query("SELECT * FROM u WHERE id = " + id) }\n`,
    'internal/db/more.go': `package db\n\nfunc (s *Store) Count(t string) { s.DB.Query("SELECT count(*) FROM " + t) }\n`,
    'cmd/web/main.go': `package main\n\nimport (\n\t"net/http"\n\n\t"example.com/app/internal/db"\n)\n\nfunc main() {\n\ts := &db.Store{}\n\thttp.HandleFunc("/u", func(w http.ResponseWriter, r *http.Request) {\n\t\ts.Find(r.URL.Query().Get("id"))\n\t\ts.Count(r.URL.Query().Get("t"))\n\t})\n}\n`,
  },
  php: {
    'lib/db.php': `<?php\n$db = new mysqli('h', 'u', 'p');\nfunction run_query($sql) {\n  global $db;\n  return $db->query($sql);\n}\n`,
    'public/index.php': `<?php\nrequire_once __DIR__ . '/../lib/db.php';\nrun_query("SELECT * FROM u WHERE id = " . $_GET['id']);\n`,
  },
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-lazy-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const comparable = (r: ScanResult) => ({ findings: r.findings, diagnostics: r.diagnostics, skipped: r.skipped });

describe('modules loaded on first use', () => {
  it('are not loaded by building the Program, and get the rewrites of a module lowered in the run', async () => {
    const files = Object.entries(TREES.typescript).map(([p, content]) => ({ path: p, content }));
    const lowered = await Promise.all(files.map((f) => processFile(f)));
    const lazy = lowered.map((r) => decodeEntry(encodeEntry(r), r.path)!.module as LazyModule);
    expect(lazy.every((m) => m instanceof LazyModule && !m.loaded)).toBe(true);
    const sources = new Map(files.map((f) => [f.path, f.content]));
    const rules = ruleSetFor();
    const eager = new Program(lowered.map((r) => r.module!), sources, new Map(), rules);
    const program = new Program(lazy, sources, new Map(), rules);
    expect(lazy.some((m) => m.loaded)).toBe(false);
    expect(eager.normalisation.size).toBeGreaterThan(0);
    expect(program.normalisation).toEqual(eager.normalisation);
    expect(program.withSupertypes(['src/store.ts#Store'], 'javascript')).toEqual(eager.withSupertypes(['src/store.ts#Store'], 'javascript'));
    expect(lazy.some((m) => m.loaded)).toBe(false);
    // Loaded now: the same IR as the module the eager Program rewrote.
    for (const [i, m] of lazy.entries()) {
      const e = lowered[i].module!;
      expect({ functions: m.functions, classes: m.classes, topLevel: m.topLevel }).toEqual({ functions: e.functions, classes: e.classes, topLevel: e.topLevel });
    }
  });

  it.each(Object.keys(TREES))('give a full scan’s result after each file of a %s tree is edited', async (language) => {
    const store = new FolderCacheStore(path.join(dir, language));
    const files = new Map(Object.entries(TREES[language]));
    const scan = async () => {
      const list: SourceFile[] = [...files].map(([p, content]) => ({ path: p, content }));
      const full = await analyzeFiles(list, { parallel: false });
      const incremental = await analyzeFiles(list, { parallel: false, cache: { store, scope: language } });
      expect(comparable(incremental)).toEqual(comparable(full));
      return full;
    };
    await scan();
    for (const p of [...files.keys()]) {
      // A line comment in every language here: the blob changes, so its roots are checked again.
      files.set(p, `${files.get(p)}\n// edited\n`);
      await scan();
    }
  });
});
