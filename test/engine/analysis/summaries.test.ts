import { describe, expect, it } from 'vitest';
import { applySummary, summaryOf } from '../../../src/engine/analysis/summaries.js';
import { tainted } from '../../../src/engine/analysis/values.js';
import { harness, remote } from './harness.js';

const SRC = "const cp = require('child_process');\nfunction run(a, b) {\n  cp.exec(a);\n  return 'x' + b;\n}\n";

describe('analysis/summaries', () => {
  it('records which parameter reaches which sink and what reaches the return value', async () => {
    const h = await harness({ 'a.js': SRC });
    const m = h.module('a.js');
    const fn = m.functions.find((f) => f.name === 'run')!;
    const s = summaryOf(h.st, fn, m)!;
    expect(s.sinks.map((x) => [x.param, x.sinkKind, x.loc.line])).toEqual([[0, 'command', 3]]);
    expect(s.ret.taints?.map((t) => t.param)).toEqual([{ fn: fn.id, index: 1 }]);
    expect(summaryOf(h.st, fn, m)).toBe(s); // computed once
    expect(h.findings()).toEqual([]); // placeholders never become findings
  });

  it('applying a summary substitutes the actual arguments and reports sinks they reach', async () => {
    const h = await harness({ 'a.js': SRC });
    const m = h.module('a.js');
    const fn = m.functions.find((f) => f.name === 'run')!;
    const s = summaryOf(h.st, fn, m)!;
    const clean = applySummary(h.st, fn, s, [{ const: { value: 'ls' } }, tainted([remote('cli')])], {}, undefined, h.frame('a.js'));
    expect(clean.taints?.map((t) => t.kind)).toEqual(['cli']);
    expect(h.findings()).toEqual([]);
    applySummary(h.st, fn, s, [tainted([remote('cli')]), {}], {}, undefined, h.frame('a.js'));
    expect(h.findings()).toEqual(['js-command-injection:3']);
  });

  it('parameters annotated as request data by a model are real sources in the summary (Spring)', async () => {
    const h = await harness({
      'C.java': 'import org.springframework.web.bind.annotation.*;\n@RestController\nclass C {\n  @GetMapping("/")\n  String h(@RequestParam String q) { Runtime.getRuntime().exec(q); return q; }\n}\n',
    });
    h.analyzer.run();
    expect(h.findings()).toEqual(['java-command-injection:5', 'java-xss-servlet-response:5']);
  });
});
