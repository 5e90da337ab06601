/**
 * `vigil scan` with a repository's policy, run in this process on a real directory: .vigil.yml is
 * honoured, a bad one stops the scan with exit 2 and the line, and findings under a vigil-ignore
 * comment are listed as suppressed and do not count for --fail-on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScanCommand } from '../../src/cli/scan.js';

const SQLI = (comment: string) =>
  [
    'import sqlite3',
    'from flask import Flask, request',
    'app = Flask(__name__)',
    '@app.route("/u")',
    'def u():',
    '    uid = request.args.get("id")',
    comment,
    '    sqlite3.connect("a.db").execute("SELECT * FROM t WHERE id = " + uid)',
    '    return "ok"',
    '',
  ].join('\n');

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const [writeOut, writeErr] = [process.stdout.write.bind(process.stdout), process.stderr.write.bind(process.stderr)];
  process.stdout.write = ((chunk: string) => out.push(String(chunk)) > 0) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string) => err.push(String(chunk)) > 0) as typeof process.stderr.write;
  try {
    const code = await runScanCommand(argv);
    return { code, out: out.join(''), err: err.join('') };
  } finally {
    process.stdout.write = writeOut;
    process.stderr.write = writeErr;
    process.exitCode = 0;
  }
}

describe('vigil scan with .vigil.yml and vigil-ignore', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-scan-policy-'));
    fs.writeFileSync(path.join(dir, 'ignored.py'), SQLI('    # vigil-ignore: sqli uid is an integer route converter'));
    fs.writeFileSync(path.join(dir, 'open.py'), SQLI('    pass'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists suppressed findings apart and does not count them for --fail-on', async () => {
    const text = await run(dir, '--fail-on', 'high');
    expect(text.code).toBe(1); // open.py still fails the build
    expect(text.out).toMatch(/Suppressed by vigil-ignore comments \(1, not counted\):\n {2}SUPPRESSED high .* at ignored\.py:8: uid is an integer route converter/);

    fs.rmSync(path.join(dir, 'open.py'));
    expect((await run(dir, '--fail-on', 'high')).code).toBe(0);
    const json = JSON.parse((await run(dir, '--format', 'json')).out);
    expect(json.findings[0].suppressed).toEqual({ by: 'inline', reason: 'uid is an integer route converter', line: 7 });
    const sarif = JSON.parse((await run(dir, '--format', 'sarif')).out);
    expect(sarif.runs[0].results[0].suppressions).toEqual([{ kind: 'inSource', justification: 'uid is an integer route converter' }]);
    fs.writeFileSync(path.join(dir, 'open.py'), SQLI('    pass'));
  });

  it('honours .vigil.yml and refuses a bad one with the line', async () => {
    fs.writeFileSync(path.join(dir, '.vigil.yml'), 'severity:\n  sqli: low\n');
    expect((await run(dir, '--fail-on', 'high')).code).toBe(0);
    fs.writeFileSync(path.join(dir, '.vigil.yml'), 'exclude: ["open.py"]\n');
    expect((await run(dir, '--fail-on', 'high')).code).toBe(0);
    fs.writeFileSync(path.join(dir, '.vigil.yml'), 'exclude: ["open.py"]\ndisabled: [sqli]\n');
    const bad = await run(dir);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/invalid repository configuration: \.vigil\.yml line 2, column 1: unknown key "disabled"/);
  });
});
