import { describe, expect, it } from 'vitest';
import { closeCallSite, entrySiteOf, openCallSite, originOf, recordOnSites } from '../../../src/engine/analysis/call-sites.js';
import { tainted, placeholder, type Taint } from '../../../src/engine/analysis/values.js';
import type { Finding } from '../../../src/engine/findings.js';
import { analyzeFiles } from '../../../src/engine/index.js';
import { harness } from './harness.js';

const loc = (line: number) => ({ line, column: 1, endLine: line, endColumn: 10, startIndex: line * 10, endIndex: line * 10 + 9 });
const from = (file: string, line: number, kind = 'remote'): Taint => ({ kind, steps: [{ filePath: file, line, column: 3, message: 'source: x' }], sanitized: [] });

async function scan(files: Record<string, string>): Promise<Finding[]> {
  const list = Object.entries(files).map(([path, content]) => ({ path, content }));
  return (await analyzeFiles(list, { parallel: false, secrets: false })).findings;
}
const where = (fs: Finding[], rule: string): string[] => fs.filter((f) => f.ruleId === rule).map((f) => `${f.filePath}:${f.lineNumber}`).sort();

describe('analysis/call-sites', () => {
  it('a taint belongs to the outermost open call it entered by, and to none once that call returned', async () => {
    const h = await harness({ 'a.js': '' });
    const outer = from('a.js', 1);
    const inner = from('b.js', 7);
    const a = openCallSite(h.st, 'a.js', loc(2), [tainted([outer])], {}, ['x']);
    const b = openCallSite(h.st, 'b.js', loc(3), [{}, tainted([{ ...outer, steps: [...outer.steps, outer.steps[0]] }, inner])], {}, ['p', 'q']);
    expect(entrySiteOf(h.st, outer)).toBe(a); // entered at a, then passed on to b: a is outermost
    expect(entrySiteOf(h.st, inner)).toBe(b);
    expect(entrySiteOf(h.st, from('c.js', 1))).toBeUndefined(); // a source inside the callee
    // Hits are kept per site, relative to the parameter and the steps the taint had on entry.
    const reached = { ...outer, steps: [...outer.steps, outer.steps[0], { filePath: 'b.js', line: 9, column: 1, message: 'sink: q' }], sanitized: ['html'] };
    recordOnSites(h.st, reached, 'sql', 'b.js', loc(9));
    expect(a.hits.map((x) => [x.param, x.steps.length, x.sanitized])).toEqual([[0, 2, ['html']]]);
    expect(b.hits.map((x) => [x.param, x.steps.length])).toEqual([[1, 1]]);
    closeCallSite(h.st, b);
    closeCallSite(h.st, a);
    expect(h.st.callSites).toEqual([]);
    expect(entrySiteOf(h.st, outer)).toBeUndefined();
    expect(originOf(placeholder('f1', 0))).toBe('$f1:0');
    expect(originOf({ kind: 'remote', steps: [], sanitized: [] })).toBeUndefined();
  });

  it('JavaScript: a sink in a shared database helper is reported at the helper\'s sink and once per calling handler, at the call', async () => {
    const db = [
      "const { Pool } = require('pg');",
      'const pool = new Pool();',
      'function run(sql) {',
      '  return pool.query(sql);',
      '}',
      "module.exports = { run, query: (text, params) => pool.query(text, params) };",
    ].join('\n');
    const users = [
      "const express = require('express');",
      "const db = require('./db');",
      'const router = express.Router();',
      "function byField(field, value) { return db.run('SELECT * FROM users WHERE ' + field + \" = '\" + value + \"'\"); }",
      "router.get('/a', async (req, res) => res.json(await db.run(\"SELECT * FROM t WHERE name = '\" + req.query.name + \"'\")));",
      "router.get('/b', async (req, res) => res.json(await db.run(\"SELECT * FROM t WHERE email = '\" + req.query.email + \"'\")));",
      "router.get('/c', async (req, res) => res.json(await db.run('SELECT * FROM t ORDER BY id')));",
      "router.get('/d', async (req, res) => res.json(await byField('city', req.query.city)));",
      "router.get('/e', async (req, res) => res.json(await db.query('SELECT * FROM t WHERE id = $1', [req.query.id])));",
      'router.get(\'/f\', async (req, res) => { const q = req.query.q; await db.run(q); res.json(await db.run(q)); });',
      'module.exports = router;',
    ].join('\n');
    const first = await scan({ 'db.js': db, 'users.js': users });
    // Handlers a, b, f (twice) call the helper with request data; d through a second helper (outermost
    // call wins: the call in between is no call site, but it composes the query in its argument, so
    // it is reported as where the text was built, build-sites.ts); c passes a constant and e a bound
    // parameter: no finding. The sink inside the helper (db.js:4) is reported once, whichever calls reach it.
    expect(where(first, 'js-sqli-tainted-query')).toEqual(['db.js:4', 'users.js:10', 'users.js:10', 'users.js:4', 'users.js:5', 'users.js:6', 'users.js:8']);
    expect(first.filter((f) => f.filePath === 'db.js')[0].trace.at(-1)!.message).toBe('sink: pool.query');
    const d = first.find((f) => f.lineNumber === 8)!;
    expect(d.trace.map((s) => `${s.filePath}:${s.line}`)).toEqual(['users.js:8', 'users.js:8', 'users.js:4', 'db.js:4']);
    expect(d.trace.at(-1)!.message).toBe('sink: pool.query');
    // An anonymous helper (`query: (text, params) => …`) is named in the trace as the call writes it.
    const viaQuery = (await scan({ 'db.js': db, 'h.js': "const db = require('./db');\nrequire('express')().get('/', (req, res) => db.query('SELECT ' + req.query.c));\n" }));
    expect(viaQuery.map((f) => `${f.filePath}:${f.lineNumber} ${f.trace.map((s) => s.message).join(' > ')}`).sort()).toEqual([
      'db.js:6 source: req.query > passed to db.query() as text > sink: pool.query',
      'h.js:2 source: req.query > passed to db.query() as text > sink: pool.query',
    ]);
    expect(d.codeSnippet).toBe("byField('city', req.query.city)");
    const prints = first.map((f) => f.fingerprint);
    expect(new Set(prints).size).toBe(prints.length);
    // Stable across rescans and line moves.
    const again = await scan({ 'db.js': `// pool\n${db}`, 'users.js': `\n\n${users}` });
    expect(again.map((f) => f.fingerprint).sort()).toEqual([...prints].sort());
  });

  it('JavaScript: a source read inside the helper stays at the helper line, once', async () => {
    const fs = await scan({
      'tool.js': "const cp = require('child_process');\nfunction backup() {\n  cp.exec('tar czf ' + process.argv[2]);\n}\nbackup();\nbackup();\nfunction other(x) { backup(); return x; }\nother(process.argv[3]);\n",
    });
    expect(where(fs, 'js-command-injection')).toEqual(['tool.js:3']);
  });

  it('Python: a helper called by two views reports at each view and once at the helper\'s sink', async () => {
    const fs = await scan({
      'store/db.py': 'import sqlite3\n\ndef fetch(sql):\n    conn = sqlite3.connect("app.db")\n    return conn.execute(sql).fetchall()\n',
      'store/views.py': [
        'from flask import Flask, request',
        'from store.db import fetch',
        'app = Flask(__name__)',
        '',
        '@app.route("/a")',
        'def a():',
        '    return str(fetch("SELECT * FROM t WHERE n = \'" + request.args["n"] + "\'"))',
        '',
        '@app.route("/b")',
        'def b():',
        '    return str(fetch("SELECT * FROM t WHERE m = \'%s\'" % request.args["m"]))',
        '',
        '@app.route("/c")',
        'def c():',
        '    return str(fetch("SELECT * FROM t"))',
        '',
      ].join('\n'),
    });
    expect(where(fs, 'py-sqli-tainted-query')).toEqual(['store/db.py:5', 'store/views.py:11', 'store/views.py:7']);
    expect(fs.find((f) => f.lineNumber === 7 && f.ruleId === 'py-sqli-tainted-query')!.trace.at(-1)!.filePath).toBe('store/db.py');
  });

  it('Java: a DAO method called by two controller methods reports at each call and at the DAO\'s sink', async () => {
    const fs = await scan({
      'src/main/java/app/Dao.java': [
        'package app;',
        'import org.springframework.jdbc.core.JdbcTemplate;',
        'public class Dao {',
        '    private final JdbcTemplate jdbc;',
        '    public Dao(JdbcTemplate jdbc) { this.jdbc = jdbc; }',
        '    public Object find(String where) {',
        '        return jdbc.queryForList("SELECT * FROM t WHERE " + where);',
        '    }',
        '}',
      ].join('\n'),
      'src/main/java/app/Web.java': [
        'package app;',
        'import org.springframework.web.bind.annotation.*;',
        '@RestController',
        'public class Web {',
        '    private Dao dao;',
        '    @GetMapping("/a")',
        '    public Object a(@RequestParam String name) {',
        '        return dao.find("name = \'" + name + "\'");',
        '    }',
        '    @GetMapping("/b")',
        '    public Object b(@RequestParam String city) {',
        '        dao.find("status = \'open\'");',
        '        return dao.find("city = \'" + city + "\'");',
        '    }',
        '}',
      ].join('\n'),
    });
    expect(where(fs, 'java-sqli-tainted-query')).toEqual(['src/main/java/app/Dao.java:7', 'src/main/java/app/Web.java:13', 'src/main/java/app/Web.java:8']);
  });

  it('a sink reached by the same parameter sanitized and unsanitized keeps both hits, so a cached call replays the unsanitized one', async () => {
    const h = await harness({ 'a.js': '' });
    const t = from('a.js', 1);
    const site = openCallSite(h.st, 'a.js', loc(2), [tainted([t])], {}, ['x']);
    const sink = { filePath: 'b.js', line: 9, column: 1, message: 'sink: exec' };
    recordOnSites(h.st, { ...t, steps: [...t.steps, sink], sanitized: ['command'] }, 'command', 'b.js', loc(9));
    recordOnSites(h.st, { ...t, steps: [...t.steps, sink] }, 'command', 'b.js', loc(9));
    recordOnSites(h.st, { ...t, steps: [...t.steps, sink] }, 'command', 'b.js', loc(9)); // the same again: one hit
    expect(site.hits.map((x) => x.sanitized)).toEqual([['command'], []]);
    closeCallSite(h.st, site);
    // End to end: the helper's command holds its parameter quoted and as is; the second
    // handler's call (same argument signature) is answered from the inline cache and still reports.
    const fs = await scan({
      'a.js': [
        "const cp = require('child_process');",
        "const shellEscape = require('shell-escape');",
        "const app = require('express')();",
        'function list(dir, flags) {',
        "  cp.exec(flags + shellEscape([dir]) + ' ' + dir);",
        '  return flags;',
        '}',
        "app.get('/a', (req, res) => res.send(list(req.query.dir, 'ls ')));",
        "app.get('/b', (req, res) => res.send(list(req.query.dir, 'ls ')));",
        '',
      ].join('\n'),
    });
    expect(where(fs, 'js-command-injection')).toEqual(['a.js:5', 'a.js:8', 'a.js:9']);
  });
});
