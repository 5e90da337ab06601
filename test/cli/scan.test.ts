import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseScanArgs, runScanCommand } from '../../src/cli/scan.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-scan-'));
fs.mkdirSync(path.join(dir, 'src'));
fs.mkdirSync(path.join(dir, 'node_modules/lib'), { recursive: true });
fs.writeFileSync(
  path.join(dir, 'src/app.js'),
  `const express = require('express');\nconst cp = require('child_process');\nconst app = express();\napp.get('/', (req, res) => {\n  cp.exec('ping ' + req.query.host);\n});\n`,
);
fs.writeFileSync(path.join(dir, 'src/hash.js'), `const crypto = require('crypto');\nmodule.exports = (x) => crypto.createHash('md5').update(x).digest('hex');\n`);
fs.writeFileSync(path.join(dir, 'node_modules/lib/index.js'), 'eval(process.argv[2]);\n');
fs.writeFileSync(path.join(dir, 'package-lock.json'), '{}');

// The engine cache of these scans goes to a folder of the test, not the user's cache.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-scan-data-'));
const savedDataDir = process.env.VIGIL_DATA_DIR;
process.env.VIGIL_DATA_DIR = dataDir;

afterEach(() => {
  process.exitCode = undefined;
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (savedDataDir === undefined) delete process.env.VIGIL_DATA_DIR;
  else process.env.VIGIL_DATA_DIR = savedDataDir;
});

describe('vigil scan', () => {
  it('parses arguments and rejects bad usage', () => {
    expect(parseScanArgs(['x', '--format', 'sarif', '--fail-on=HIGH', '-o', 'r.sarif'])).toEqual({ target: 'x', format: 'sarif', failOn: 'high', output: 'r.sarif', cache: true });
    expect(parseScanArgs(['x', '--no-cache'])).toMatchObject({ cache: false });
    expect(() => parseScanArgs([])).toThrow(/missing PATH/);
    expect(() => parseScanArgs(['a', 'b'])).toThrow(/one PATH/);
    expect(() => parseScanArgs(['a', '--format', 'xml'])).toThrow(/unknown format/);
    expect(() => parseScanArgs(['a', '--fail-on', 'urgent'])).toThrow(/unknown severity/);
    expect(() => parseScanArgs(['a', '--bogus'])).toThrow(/unknown option/);
  });

  it('keeps the engine cache in VIGIL_DATA_DIR, gives the same report from it, and --no-cache bypasses it', async () => {
    const cacheDir = path.join(dataDir, 'engine-cache');
    fs.rmSync(cacheDir, { recursive: true, force: true });
    const out = (n: number) => path.join(dataDir, `report-${n}.json`);
    const entries = () => (fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir).flatMap((s) => fs.readdirSync(path.join(cacheDir, s))) : []);
    expect(await runScanCommand([dir, '--no-cache', '--format', 'json', '--output', out(1)])).toBe(0);
    expect(entries()).toEqual([]);
    expect(await runScanCommand([dir, '--format', 'json', '--output', out(2)])).toBe(0);
    expect(entries().length).toBeGreaterThan(0);
    expect(await runScanCommand([dir, '--format', 'json', '--output', out(3)])).toBe(0);
    const findings = (n: number) => JSON.parse(fs.readFileSync(out(n), 'utf8')).findings;
    expect(findings(1).length).toBeGreaterThan(0);
    expect(findings(2)).toEqual(findings(1));
    expect(findings(3)).toEqual(findings(1));
  });

  it('exits 2 on a usage error and on a missing path', async () => {
    expect(await runScanCommand(['--format'])).toBe(2);
    expect(await runScanCommand([path.join(dir, 'does-not-exist')])).toBe(2);
  });

  it('writes JSON with findings and stats, reports skipped files, and exits 0 without --fail-on', async () => {
    const out = path.join(dir, 'report.json');
    expect(await runScanCommand([dir, '--format', 'json', '--output', out])).toBe(0);
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const ids = report.findings.map((f: { ruleId: string; filePath: string; lineNumber: number; cwe: string }) => `${f.ruleId} ${f.filePath}:${f.lineNumber} ${f.cwe}`);
    expect(ids).toEqual(['js-weak-hash src/hash.js:2 CWE-328', 'js-command-injection src/app.js:5 CWE-78'].sort((a, b) => a.split(' ')[1].localeCompare(b.split(' ')[1])));
    expect(report.stats.skippedByReason).toEqual({ vendored: 1, lockfile: 1 });
    expect(report.findings[0]).toHaveProperty('fingerprint');
  });

  it('exits 1 when a finding reaches --fail-on, 0 when none does', async () => {
    const out = path.join(dir, 'report.txt');
    expect(await runScanCommand([dir, '--fail-on', 'critical', '--output', out])).toBe(1);
    expect(fs.readFileSync(out, 'utf8')).toContain('data flow:');
    expect(await runScanCommand([path.join(dir, 'src/hash.js'), '--fail-on', 'high', '--output', out])).toBe(0);
  });

  it('writes SARIF 2.1.0 with rules, partial fingerprints and code flows', async () => {
    const out = path.join(dir, 'report.sarif');
    expect(await runScanCommand([dir, '--format', 'sarif', '--output', out])).toBe(0);
    const sarif = JSON.parse(fs.readFileSync(out, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    const run = sarif.runs[0];
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id).sort()).toEqual(['js-command-injection', 'js-weak-hash']);
    expect(run.tool.driver.rules[0].help.text.length).toBeGreaterThan(10);
    const cmd = run.results.find((r: { ruleId: string }) => r.ruleId === 'js-command-injection');
    expect(cmd.partialFingerprints['vigilFingerprint/v1']).toMatch(/^[0-9a-f]{32}$/);
    expect(cmd.codeFlows[0].threadFlows[0].locations.length).toBeGreaterThanOrEqual(2);
    expect(cmd.locations[0].physicalLocation.artifactLocation.uri).toBe('src/app.js');
  });
});
