/**
 * The rule catalog and the one help text built from it: what `vigil rules show` prints and what
 * the SARIF writer (scan, `vigil ci`, the export route) puts in each rule's `help`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/engine/findings.js';
import { toSarif } from '../../src/engine/report/sarif.js';
import { ruleCatalog } from '../../src/engine/rules/catalog.js';
import { fixtureExamples } from '../../src/engine/rules/examples.js';
import { ruleMarkdown, ruleText } from '../../src/engine/rules/help.js';
import { issuesToSarif } from '../../src/services/export-sarif.js';

const catalog = ruleCatalog();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-rule-help-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function finding(ruleId: string, extra: Partial<Finding> = {}): Finding {
  return {
    ruleId,
    category: 'sqli',
    cwe: 'CWE-89',
    severity: 'high',
    title: 'finding title',
    description: 'finding description',
    remediation: 'finding remediation',
    filePath: 'src/app.js',
    lineNumber: 3,
    column: 1,
    endLineNumber: 3,
    endColumn: 10,
    codeSnippet: 'db.query(q)',
    fingerprint: 'f'.repeat(32),
    trace: [],
    ...extra,
  };
}

type SarifRule = { id: string; help: { text: string; markdown: string }; helpUri?: string };
const rulesOf = (log: object) => (log as { runs: { tool: { driver: { rules: SarifRule[] } } }[] }).runs[0].tool.driver.rules;

describe('rule catalog', () => {
  it('holds every language rule and every secrets rule once, with references', () => {
    const ids = catalog.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const family of ['javascript', 'python', 'java', 'go', 'php', 'secrets']) {
      expect(catalog.rules.some((r) => r.family === family), family).toBe(true);
    }
    expect(catalog.get('aws-access-key-id')).toMatchObject({ family: 'secrets', kind: 'secret', cwes: ['CWE-798'] });
    expect(catalog.rules.filter((r) => r.references.length === 0).map((r) => r.id)).toEqual([]);
  });

  it('describes a taint rule with fixture examples and the source, sink and sanitizer rows it uses', () => {
    const rule = catalog.describe('js-sqli-tainted-query')!;
    expect(rule.cwes).toEqual(['CWE-89']);
    const bad = rule.examples.vulnerable[0];
    expect(bad.file).toBe('js-sqli-tainted-query.js');
    expect(bad.code.split('\n')[bad.markedLine!]).toContain("connection.query('SELECT * FROM users WHERE id = ' + id");
    expect(rule.examples.safe[0].code).toContain("WHERE id = ?'");
    const sink = rule.models.find((m) => m.role === 'sink' && m.names.includes('pg.Pool.query'));
    expect(sink).toMatchObject({ kind: 'sql', file: 'javascript/models/databases.yaml' });
    expect(rule.models.some((m) => m.role === 'source' && m.names.includes('express.Request.query'))).toBe(true);
    expect(rule.models.some((m) => m.role === 'sanitizer' && m.names.includes('mysql.escape'))).toBe(true);
    // Only rows of the rule's kinds: no command sink, no path sanitizer.
    expect(rule.models.some((m) => m.names.includes('child_process.exec'))).toBe(false);
  });

  it('describes a pattern rule by its match, and a secrets rule by its own samples', () => {
    const hash = catalog.describe('js-weak-hash')!;
    expect(hash.models[0]).toMatchObject({ role: 'match', names: expect.arrayContaining(['crypto.createHash']) });
    const aws = catalog.describe('aws-access-key-id')!;
    expect(aws.examples.vulnerable[0].code).toMatch(/AKIA/);
    expect(aws.examples.safe.some((e) => e.code.includes('EXAMPLE'))).toBe(true);
  });

  it('gives every rule at least one vulnerable and one safe example', () => {
    const without = catalog.rules.filter((r) => {
      const { examples } = catalog.describe(r.id)!;
      return examples.vulnerable.length === 0 || examples.safe.length === 0;
    });
    expect(without.map((r) => r.file)).toEqual([]);
  });

  it('takes fixture examples from ruleid:/ok: lines only, with context up to a blank line or another case', () => {
    const rule = path.join(tmp, 'x-rule.yaml');
    fs.writeFileSync(rule, 'id: x-rule\n');
    fs.writeFileSync(
      path.join(tmp, 'x-rule.py'),
      [
        'import os',
        '',
        'def handler(request):',
        '    name = request.args["n"]',
        '    # ruleid: x-rule, other-rule',
        '    os.system("ls " + name)',
        '    # ok: x-rule',
        '    os.system("ls")',
        '    # todoruleid: x-rule',
        '    os.system(magic(name))',
        '    # ruleid: other-rule',
        '    eval(name)',
        '',
      ].join('\n'),
    );
    const { vulnerable, safe } = fixtureExamples(rule, 'x-rule', 3);
    expect(vulnerable).toEqual([{ file: 'x-rule.py', line: 6, code: 'def handler(request):\n    name = request.args["n"]\n    os.system("ls " + name)', markedLine: 2 }]);
    expect(safe).toEqual([{ file: 'x-rule.py', line: 8, code: 'os.system("ls")', markedLine: 0 }]);
  });
});

describe('rule help text', () => {
  it('carries the description, remediation, CWE pages, examples, models and references', () => {
    const rule = catalog.describe('py-sqli-tainted-query')!;
    for (const text of [ruleText(rule), ruleMarkdown(rule)]) {
      expect(text).toContain(rule.title);
      expect(text).toContain(rule.remediation.split('\n')[0].trim().split(' ').slice(0, 4).join(' '));
      expect(text).toContain('https://cwe.mitre.org/data/definitions/89.html');
      expect(text).toContain('https://cheatsheetseries.owasp.org/cheatsheets/SQL_Injection_Prevention_Cheat_Sheet.html');
      expect(text).toContain(rule.examples.vulnerable[0].code.split('\n').at(-1)!.trim());
      expect(text).toMatch(/sink sql/);
    }
    expect(ruleMarkdown(rule)).toMatch(/```python\n/);
    // Model names are code in Markdown (`*.servlet…`, `__init__` are not emphasis).
    const sink = rule.models.find((m) => m.role === 'sink')!;
    expect(ruleMarkdown(rule)).toContain(`\`${sink.names[0]}\``);
    expect(ruleMarkdown(rule)).toContain(`(\`rules/${sink.file}\`)`);
  });
});

describe('SARIF help', () => {
  it('is the text of `vigil rules show` for a shipped rule, in both SARIF writers', () => {
    const rule = catalog.describe('js-sqli-tainted-query')!;
    const fromScan = rulesOf(toSarif({ findings: [finding('js-sqli-tainted-query')], skipped: [] }))[0];
    expect(fromScan.help).toEqual({ text: ruleText(rule), markdown: ruleMarkdown(rule) });
    expect(fromScan.help.text).toContain(rule.description.slice(0, 40));
    expect(fromScan.help.text).toContain('Keep the query text constant and pass values as bound parameters');
    for (const reference of rule.references) {
      expect(fromScan.help.text).toContain(reference);
      expect(fromScan.help.markdown).toContain(reference);
    }
    expect(fromScan.helpUri).toBe('https://cwe.mitre.org/data/definitions/89.html');

    const issue = { id: 'i1', ruleId: 'js-sqli-tainted-query', category: 'sqli', severity: 'high', title: 't', description: 'd', remediation: 'r', filePath: 'a.js', lineNumber: 1, codeSnippet: '', status: 'open' };
    expect(rulesOf(issuesToSarif([issue]))[0].help).toEqual(fromScan.help);
  });

  it('falls back to what the finding says for a rule Vigil does not ship', () => {
    const [rule] = rulesOf(toSarif({ findings: [finding('other-tool.rule-7')], skipped: [] }));
    expect(rule.help.text).toContain('finding description');
    expect(rule.help.text).toContain('finding remediation');
    expect(rule.help.markdown).toContain('[CWE-89](https://cwe.mitre.org/data/definitions/89.html)');
    expect(rule.helpUri).toBe('https://cwe.mitre.org/data/definitions/89.html');
  });
});
