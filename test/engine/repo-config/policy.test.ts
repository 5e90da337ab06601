/** The repository policy step on the real engine: .vigil.yml settings and inline suppressions. */
import { describe, expect, it } from 'vitest';
import { analyzeWithRepositoryPolicy, RepoConfigError } from '../../../src/engine/repo-config/policy.js';

const GITHUB = 'ghp_4kR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uK';
const STRIPE = 'sk_live_51Hx9aQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uKq4R';
const SQLI = [
  'import sqlite3',
  'from flask import Flask, request',
  'app = Flask(__name__)',
  '@app.route("/u")',
  'def u():',
  '    uid = request.args.get("id")',
  '    sqlite3.connect("a.db").execute("SELECT * FROM t WHERE id = " + uid)',
  '    return "ok"',
  '',
].join('\n');

const run = (files: Record<string, string>) =>
  analyzeWithRepositoryPolicy(Object.entries(files).map(([path, content]) => ({ path, content })), { parallel: false });

describe('repository policy', () => {
  it('finds everything without a .vigil.yml', async () => {
    const result = await run({ 'settings.py': `TOKEN = "${GITHUB}"\n`, 'app.py': SQLI, '.env': `STRIPE_KEY=${STRIPE}\n` });
    expect(result.findings.map((f) => f.filePath).sort()).toEqual(['.env', 'app.py', 'settings.py']);
    expect(result.findings.every((f) => f.suppressed === undefined)).toBe(true);
  });

  it('excludes paths, allowlists secrets by path and by pattern, disables and re-rates', async () => {
    const base = { 'settings.py': `TOKEN = "${GITHUB}"\n`, 'docs/example.py': `TOKEN = "${GITHUB}"\n`, 'app.py': SQLI, 'vendor2/x.py': SQLI, '.env': `STRIPE_KEY=${STRIPE}\n` };
    const config = [
      'exclude: ["vendor2/**"]',
      'secrets:',
      '  allowlist:',
      '    paths: ["docs/**"]',
      '    patterns: ["^sk_live_51Hx9"]',
      'severity:',
      '  sqli: low',
    ].join('\n');
    const result = await run({ ...base, '.vigil.yml': config });
    expect(result.excluded.sort()).toEqual(['.vigil.yml', 'vendor2/x.py']);
    expect(result.findings.map((f) => f.filePath).sort()).toEqual(['app.py', 'settings.py']);
    expect(result.findings.find((f) => f.filePath === 'app.py')?.severity).toBe('low');

    const disabled = await run({ ...base, '.vigil.yml': 'disable: [hardcoded-secrets]\n' });
    expect(disabled.findings.map((f) => f.filePath).sort()).toEqual(['app.py', 'vendor2/x.py']);
    const ruleOff = await run({ ...base, '.vigil.yml': 'disable: [py-sqli-tainted-query]\n' });
    expect(ruleOff.findings.some((f) => f.category === 'sqli')).toBe(false);
  });

  it('marks findings under vigil-ignore comments in code and in configuration files, and keeps them', async () => {
    const result = await run({
      'app.py': SQLI.replace('    sqlite3.connect', '    # vigil-ignore: sqli uid is an int by the route converter\n    sqlite3.connect'),
      '.env': `# vigil-ignore: hardcoded-secrets test-mode key of the sandbox\nSTRIPE_KEY=${STRIPE}\n`,
      'settings.py': `TOKEN = "${GITHUB}"  # vigil-ignore: xss wrong category, does not apply\n`,
    });
    const by = (p: string) => result.findings.find((f) => f.filePath === p);
    expect(by('app.py')?.suppressed).toEqual({ by: 'inline', reason: 'uid is an int by the route converter', line: 7 });
    expect(by('.env')?.suppressed).toEqual({ by: 'inline', reason: 'test-mode key of the sandbox', line: 1 });
    expect(by('settings.py')?.suppressed).toBeUndefined();
  });

  it('reads comments of code files from the tree: a marker inside a string is no comment', async () => {
    const docstring = SQLI.replace(
      '    sqlite3.connect',
      '    _doc = """\n    # vigil-ignore: sqli inside a string, not a comment\n    """; sqlite3.connect',
    );
    const inString = await run({ 'app.py': docstring });
    const sqli = inString.findings.find((f) => f.category === 'sqli');
    expect(sqli?.lineNumber).toBe(9);
    expect(sqli?.suppressed).toBeUndefined();
    const js = [
      "const express = require('express');",
      "const mysql = require('mysql');",
      'const app = express();',
      'const c = mysql.createConnection({});',
      "app.get('/u', (req, res) => {",
      '  /*',
      '   * vigil-ignore: sqli the id is checked by the gateway',
      '   */ c.query("SELECT * FROM t WHERE id = " + req.query.id, () => res.end());',
      '});',
      '',
    ].join('\n');
    const jsResult = await run({ 'app.js': js });
    expect(jsResult.findings.find((f) => f.category === 'sqli')?.suppressed).toEqual({ by: 'inline', reason: 'the id is checked by the gateway', line: 7 });
  });

  it('throws RepoConfigError for a bad file', async () => {
    await expect(run({ 'app.py': SQLI, '.vigil.yml': 'disable:\n  - sqli\n  - 42\n' })).rejects.toThrow(RepoConfigError);
    await expect(run({ 'app.py': SQLI, '.vigil.yml': 'disable:\n  - sqli\n  - 42\n' })).rejects.toThrow(/line 3/);
    // A misspelt rule id would silently do nothing: it is an error naming the line.
    await expect(run({ 'app.py': SQLI, '.vigil.yml': 'severity:\n  py-sqli-tainted-qeury: low\n' })).rejects.toThrow(
      /line 2, column 3: "py-sqli-tainted-qeury" is neither a category nor a rule id/,
    );
  });
});
