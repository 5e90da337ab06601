import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import type { SourceFile } from '../../src/engine/findings.js';

async function scan(files: Record<string, string>) {
  const list: SourceFile[] = Object.entries(files).map(([path, content]) => ({ path, content }));
  return analyzeFiles(list, { parallel: false, secrets: false });
}

const lines = (r: Awaited<ReturnType<typeof scan>>, ruleId: string) => r.findings.filter((f) => f.ruleId === ruleId).map((f) => `${f.filePath}:${f.lineNumber}`);

const HEADER = `const express = require('express');\nconst cp = require('child_process');\nconst app = express();\n`;

describe('analysis', () => {
  it('folds constant conditions, switch and ternaries: dead branches raise nothing', async () => {
    const r = await scan({
      'a.js': `${HEADER}app.get('/', (req, res) => {
  const mode = 'safe';
  if (mode === 'debug') { cp.exec(req.query.c); }
  switch (mode) { case 'debug': cp.exec(req.query.c); break; default: cp.exec('ls'); }
  const cmd = mode === 'safe' ? 'ls' : req.query.c;
  cp.exec(cmd);
  if (mode === 'safe') { cp.exec(req.query.live); }
});`,
    });
    expect(lines(r, 'js-command-injection')).toEqual(['a.js:10']);
  });

  it('tracks containers by constant key and list index', async () => {
    const r = await scan({
      'a.js': `${HEADER}app.get('/', (req, res) => {
  const m = new Map();
  m.set('safe', 'ls');
  m.set('user', req.query.c);
  cp.exec(m.get('safe'));
  cp.exec(m.get('user'));
  const o = { fixed: 'ls', input: req.query.c };
  cp.exec(o.fixed);
  cp.exec(o.input);
  const list = ['ls'];
  list.push(req.query.c);
  cp.exec(list[0]);
  cp.exec(list[1]);
});`,
    });
    expect(lines(r, 'js-command-injection')).toEqual(['a.js:9', 'a.js:12', 'a.js:16']);
  });

  it('applies function summaries across files (parameter to sink, parameter to return)', async () => {
    const r = await scan({
      'routes.js': `${HEADER}const { run, wrap } = require('./lib/shell');
app.get('/', (req, res) => {
  run(req.query.c);
  cp.exec(wrap(req.query.d));
  cp.exec(wrap('constant'));
});`,
      'lib/shell.js': `const cp = require('child_process');
function run(cmd) { return cp.execSync('sh -c ' + cmd); }
function wrap(x) { return 'echo ' + x; }
module.exports = { run, wrap };`,
    });
    // The helper's sink is reported where the route passes request data (routes.js:6) and at the sink
    // in lib/ (lib/shell.js:2), both with the whole path in their trace.
    expect(lines(r, 'js-command-injection')).toEqual(['lib/shell.js:2', 'routes.js:6', 'routes.js:7']);
    const trace = r.findings.find((f) => f.lineNumber === 6)!.trace;
    expect(trace[0]).toMatchObject({ filePath: 'routes.js', line: 6 });
    expect(trace[trace.length - 1]).toMatchObject({ filePath: 'lib/shell.js', line: 2 });
  });

  it('resolves a method call on an interface with one implementation in the tree', async () => {
    const r = await scan({
      'store.ts': `export interface Store { find(q: string): unknown }`,
      'sql-store.ts': `import { Pool } from 'pg';
import type { Store } from './store';
export class SqlStore implements Store {
  private pool = new Pool();
  find(q: string) { return this.pool.query('SELECT * FROM t WHERE name = ' + q); }
}`,
      'app.ts': `import express from 'express';
import type { Store } from './store';
export function mount(store: Store) {
  const app = express();
  app.get('/', (req, res) => { store.find(req.query.name as string); });
}`,
    });
    expect(lines(r, 'js-sqli-tainted-query')).toEqual(['app.ts:5', 'sql-store.ts:5']);
    for (const f of r.findings) expect(f.trace.at(-1)).toMatchObject({ filePath: 'sql-store.ts', line: 5 });
  });

  it('narrows variables and member paths on the guarded path only', async () => {
    const r = await scan({
      'a.js': `${HEADER}const HOSTS = ['a.internal', 'b.internal'];
app.get('/', (req, res) => {
  if (!HOSTS.includes(req.query.host)) {
    cp.exec('ping ' + req.query.host);
    return;
  }
  cp.exec('ping ' + req.query.host);
  cp.exec('ping ' + req.query.other);
});`,
    });
    expect(lines(r, 'js-command-injection')).toEqual(['a.js:7', 'a.js:11']);
  });

  it('kills taint through number conversions and sanitizers, keeps it through string building', async () => {
    const r = await scan({
      'a.js': `${HEADER}const path = require('path');
const fs = require('fs');
app.get('/', (req, res) => {
  cp.exec('kill ' + parseInt(req.query.pid, 10));
  cp.exec('kill ' + (req.query.pid * 1));
  fs.readFileSync('/d/' + path.basename(req.query.f));
  cp.exec('echo ' + path.basename(req.query.f));
  cp.exec(['echo', req.query.m].join(' '));
});`,
    });
    expect(lines(r, 'js-command-injection')).toEqual(['a.js:10', 'a.js:11']);
    expect(lines(r, 'js-path-traversal')).toEqual([]);
  });

  it('resolves configuration values read by constant key from the tree (.env)', async () => {
    const r = await scan({
      '.env': 'HASH=sha1\nOTHER=sha256\n',
      'a.js': `const crypto = require('crypto');
crypto.createHash(process.env.HASH);
crypto.createHash(process.env.OTHER);
crypto.createHash(process.env.UNDEFINED_KEY);`,
    });
    expect(lines(r, 'js-weak-hash')).toEqual(['a.js:2']);
  });

  it('keeps fingerprints when lines move and separates equal matches by occurrence', async () => {
    const code = `const crypto = require('crypto');\ncrypto.createHash('md5');\ncrypto.createHash('md5');\n`;
    const a = await scan({ 'a.js': code });
    const b = await scan({ 'a.js': `// a new comment\n\n${code}` });
    expect(a.findings.map((f) => f.fingerprint)).toEqual(b.findings.map((f) => f.fingerprint));
    expect(new Set(a.findings.map((f) => f.fingerprint)).size).toBe(2);
    expect(a.findings[0].lineNumber).not.toBe(b.findings[0].lineNumber);
  });

  it('still reports what parsed in a file with syntax errors, with a diagnostic', async () => {
    const r = await scan({ 'a.js': `const crypto = require('crypto');\ncrypto.createHash('md5');\nfunction (( {\n` });
    expect(lines(r, 'js-weak-hash')).toEqual(['a.js:2']);
    expect(r.diagnostics.length).toBeGreaterThan(0);
  });

  it('skips vendored, minified, lockfiles, binary and too-large files, counted by reason', async () => {
    const files: SourceFile[] = [
      { path: 'node_modules/x/index.js', content: 'eval(process.argv[2])' },
      { path: 'public/app.min.js', content: 'var a=1;' },
      { path: 'package-lock.json', content: '{}' },
      { path: 'logo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]) },
      { path: 'big.js', content: 'x'.repeat(2 * 1024 * 1024) },
      { path: 'ok.js', content: 'const a = 1;\n' },
    ];
    const r = await analyzeFiles(files, { parallel: false, secrets: false });
    expect(r.stats.skippedByReason).toEqual({ vendored: 1, minified: 1, lockfile: 1, binary: 1, 'too-large': 1 });
    expect(r.stats.filesAnalysed).toBe(1);
  });

  it('analyses Python and Java through the same interpreter', async () => {
    const r = await scan({
      'app.py': `import os
from flask import Flask, request
app = Flask(__name__)
@app.route("/")
def index():
    mode = "safe"
    if mode == "debug":
        os.system(request.args.get("c"))
    os.system(request.args.get("d"))
`,
      'A.java': `import javax.servlet.http.*;
import java.sql.*;
class A extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {
    Connection c = DriverManager.getConnection("jdbc:x");
    Statement s = c.createStatement();
    s.executeQuery("SELECT * FROM t WHERE id = " + req.getParameter("id"));
    PreparedStatement p = c.prepareStatement("SELECT * FROM t WHERE id = ?");
  }
}`,
    });
    expect(r.findings.filter((f) => f.filePath === 'app.py').map((f) => f.lineNumber)).toEqual([9]);
    expect(r.findings.filter((f) => f.filePath === 'A.java' && f.category === 'sqli').map((f) => f.lineNumber)).toEqual([7]);
  });
});
