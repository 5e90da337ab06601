/**
 * `vigil rules list|show`, run as a user runs it: the built CLI (`node bin/vigil`), with no
 * database configured and a data directory that does not exist (the command only reads rules/).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleCatalog } from '../../src/engine/rules/catalog.js';
import { ruleText } from '../../src/engine/rules/help.js';
import { buildCli } from '../e2e/harness.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/vigil');

beforeAll(async () => {
  await buildCli();
  expect(fs.existsSync(path.join(ROOT, 'dist/cli/rules.js'))).toBe(true);
}, 180_000);

function vigil(...args: string[]) {
  const env = { ...process.env, DATABASE_URL: '', VIGIL_DATA_DIR: path.join(os.tmpdir(), 'vigil-rules-cli-no-such-dir') };
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: os.tmpdir(), env, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const catalog = ruleCatalog();

describe('vigil rules', () => {
  it('lists every rule on one line: id, language, severity, CWEs, title', () => {
    const { code, stdout } = vigil('rules', 'list');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+LANGUAGE\s+SEVERITY\s+CWE\s+TITLE$/);
    expect(lines.at(-1)).toBe(`${catalog.rules.length} rules`);
    expect(lines).toHaveLength(catalog.rules.length + 2);
    expect(stdout).toMatch(/^js-sqli-tainted-query\s+javascript\s+high\s+CWE-89\s+SQL query built from request data$/m);
    expect(stdout).toMatch(/^aws-access-key-id\s+secrets\s+high\s+CWE-798\s+AWS access key id$/m);
  });

  it('filters by language (a family or a language id) and writes JSON', () => {
    const go = vigil('rules', 'list', '--language', 'go', '--json');
    expect(go.code).toBe(0);
    const rules = JSON.parse(go.stdout) as { id: string; family: string; cwes: string[]; severity: string }[];
    expect(rules.length).toBe(catalog.rules.filter((r) => r.family === 'go').length);
    expect(rules.every((r) => r.family === 'go' && r.id.startsWith('go-') && r.cwes.length > 0)).toBe(true);
    const ts = vigil('rules', 'list', '--language', 'typescript');
    expect(ts.stdout).toContain('js-sqli-tainted-query');
    expect(ts.stdout).not.toContain('py-sqli-tainted-query');
  });

  it('shows a rule: description, CWE page, severity, remediation, examples, models and references', () => {
    const { code, stdout } = vigil('rules', 'show', 'java-sqli-tainted-query');
    expect(code).toBe(0);
    const rule = catalog.describe('java-sqli-tainted-query')!;
    expect(stdout).toBe(ruleText(rule));
    expect(stdout).toContain('https://cwe.mitre.org/data/definitions/89.html');
    expect(stdout).toMatch(/severity critical|severity high/);
    for (const section of ['Description', 'Remediation', 'Vulnerable examples', 'Safe examples', 'Models used', 'References']) {
      expect(stdout).toMatch(new RegExp(`^${section}`, 'm'));
    }
    expect(stdout).toMatch(/^> |^ {4}> /m);
    expect(stdout).toContain('https://owasp.org/Top10/A03_2021-Injection/');

    const json = vigil('rules', 'show', 'java-sqli-tainted-query', '--json');
    const parsed = JSON.parse(json.stdout);
    expect(parsed).toMatchObject({ id: 'java-sqli-tainted-query', cwes: ['CWE-89'], references: rule.references });
    expect(parsed.examples.vulnerable.length).toBeGreaterThan(0);
    expect(parsed.models.some((m: { role: string }) => m.role === 'sink')).toBe(true);
  });

  it('exits 2 with one clear line on an unknown rule id or bad usage', () => {
    const unknown = vigil('rules', 'show', 'no-such-rule');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('vigil: rules show: unknown rule "no-such-rule" (see vigil rules list)\n');
    expect(unknown.stdout).toBe('');
    const near = vigil('rules', 'show', 'sqli');
    expect(near.code).toBe(2);
    expect(near.stderr).toContain('did you mean js-sqli-tainted-query');
    expect(vigil('rules').code).toBe(2);
    expect(vigil('rules', 'remove').code).toBe(2);
    expect(vigil('rules', 'show').code).toBe(2);
    expect(vigil('rules', 'list', '--language', 'cobol').stderr).toMatch(/--language must be one of/);
    expect(vigil('rules', 'list', '--bogus').code).toBe(2);
  });
});
