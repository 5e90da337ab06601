import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRuleSet, RuleLoadError } from '../../src/engine/rules/loader.js';

const dirs: string[] = [];
function pack(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-rules-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'FORMAT.md'), '');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const rule = (id: string, extra = '') => `
id: ${id}
languages: [javascript]
kind: taint
category: command-injection
cwe: CWE-78
severity: high
title: Command built from request data
description: Request data reaches a shell command, so an attacker runs commands.
remediation: Use execFile with an argument array, never a shell string.
references: [https://cwe.mitre.org/data/definitions/78.html]
taint:
  sources: [remote]
  sinks: [command]
${extra}`;
const models = `
sources:
  - { kind: remote, path: express.Request.query }
sinks:
  - { kind: command, call: child_process.exec, args: [0] }
`;

describe('loadRuleSet', () => {
  it('loads rules and merges model rows of a family', () => {
    const dir = pack({ 'javascript/models/express.yaml': models, 'javascript/cmd/js-cmd.yaml': rule('js-cmd') });
    const set = loadRuleSet(dir);
    expect(set.javascript.rules.map((r) => r.rule.id)).toEqual(['js-cmd']);
    expect(set.javascript.models.sinks).toHaveLength(1);
    expect(set.python.rules).toEqual([]);
  });

  it('rejects schema violations, duplicate ids, wrong file names and rules that can never fire', () => {
    const dir = pack({
      'javascript/models/express.yaml': models,
      'javascript/a/js-cmd.yaml': rule('js-cmd'),
      'javascript/b/js-cmd.yaml': rule('js-cmd'),
      'javascript/c/js-other.yaml': rule('js-misnamed'),
      'javascript/d/js-bad.yaml': rule('js-bad').replace('CWE-78', 'CWE78'),
      'javascript/e/js-never.yaml': rule('js-never').replace('sinks: [command]', 'sinks: [sql]'),
      'javascript/f/js-unreferenced.yaml': rule('js-unreferenced').replace(/references: .*\n/, ''),
      'javascript/g/js-empty-refs.yaml': rule('js-empty-refs').replace(/references: .*\n/, 'references: []\n'),
    });
    let error: unknown;
    try {
      loadRuleSet(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleLoadError);
    const problems = (error as RuleLoadError).problems.join('\n');
    expect(problems).toContain('duplicate rule id js-cmd');
    expect(problems).toContain('file name must be the rule id');
    expect(problems).toMatch(/js-bad\.yaml: .*cwe/);
    expect(problems).toContain('can never fire: no model row provides sink kind "sql"');
    expect(problems).toMatch(/js-unreferenced\.yaml: .*must have required property 'references'/);
    expect(problems).toMatch(/js-empty-refs\.yaml: .*references must NOT have fewer than 1 items/);
  });

  it('checks a rule against the shape its kind names only, so the errors are about that shape', () => {
    const dir = pack({
      'javascript/models/express.yaml': models,
      'javascript/a/js-kindless.yaml': rule('js-kindless').replace('kind: taint', 'kind: taunt'),
      'javascript/b/js-pattern.yaml': rule('js-pattern').replace('kind: taint', 'kind: pattern').replace(/taint:\n.*\n.*\n/, 'match: { call: a.b, assign: c.d }\n'),
    });
    const problems = (() => {
      try {
        loadRuleSet(dir);
        return '';
      } catch (e) {
        return (e as RuleLoadError).problems.join('\n');
      }
    })();
    expect(problems).toContain('js-kindless.yaml: data value of tag "kind" must be in oneOf');
    expect(problems).toContain('js-pattern.yaml: data/match must match exactly one schema in oneOf');
    expect(problems).not.toContain("required property 'taint'");
  });

  it('rejects unknown model keys', () => {
    const dir = pack({ 'python/models/x.yaml': 'sinkz: []\n' });
    expect(() => loadRuleSet(dir)).toThrow(/additional properties/);
  });
});
