import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/engine/parse/parser.js';
import { languageOfPath } from '../../src/engine/parse/languages.js';

describe('parseSource', () => {
  it('parses each supported language', async () => {
    const samples = {
      javascript: 'const a = require("x"); a(1);',
      typescript: 'const a: number = 1; export function f(x: string): string { return x; }',
      tsx: 'const el = <div className="a">{x}</div>;',
      python: 'import os\ndef f(x):\n    return os.system(x)\n',
      java: 'class A { void f(String x) { Runtime.getRuntime().exec(x); } }',
    } as const;
    for (const [lang, code] of Object.entries(samples)) {
      const parsed = await parseSource(lang as keyof typeof samples, code);
      expect(parsed.diagnostics, lang).toEqual([]);
      expect(parsed.tree.rootNode.childCount, lang).toBeGreaterThan(0);
    }
  });

  it('returns a tree and diagnostics for broken source instead of throwing', async () => {
    const parsed = await parseSource('python', 'def f(:\n    pass\nx = os.system(y)\n');
    expect(parsed.diagnostics.length).toBeGreaterThan(0);
    expect(parsed.diagnostics[0].line).toBe(1);
    expect(parsed.tree.rootNode.text).toContain('os.system');
  });

  it('maps file extensions to languages and skips declaration files', () => {
    expect(languageOfPath('a/b.tsx')).toBe('tsx');
    expect(languageOfPath('a/b.d.ts')).toBeUndefined();
    expect(languageOfPath('x.PY')).toBe('python');
    expect(languageOfPath('README.md')).toBeUndefined();
  });
});
