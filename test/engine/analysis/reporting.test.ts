import { describe, expect, it } from 'vitest';
import { addFinding, reportTaints, snippet, step } from '../../../src/engine/analysis/reporting.js';
import type { Summary } from '../../../src/engine/analysis/state.js';
import { placeholder } from '../../../src/engine/analysis/values.js';
import { harness, remote } from './harness.js';

const loc = { line: 2, column: 1, endLine: 2, endColumn: 16, startIndex: 5, endIndex: 20 };

describe('analysis/reporting', () => {
  it('one finding per rule and sink location, keeping the shortest trace', async () => {
    const h = await harness({ 'a.js': '' });
    const rule = h.st.program.models.javascript.rulesBySink.get('command')![0];
    const s = (n: number) => step(h.module('a.js'), loc, `s${n}`);
    addFinding(h.st, rule, 'a.js', loc, [s(1), s(2), s(3)]);
    addFinding(h.st, rule, 'a.js', loc, [s(1)]);
    addFinding(h.st, rule, 'a.js', loc, [s(1), s(2)]);
    expect([...h.st.findings.values()].map((f) => f.trace.length)).toEqual([1]);
  });

  it('real taint becomes a finding unless sanitized for the sink; placeholder taint goes to the summary being built', async () => {
    const h = await harness({ 'a.js': '' });
    const frame = h.frame('a.js');
    reportTaints(h.st, frame, 'command', [{ ...remote(), sanitized: ['command'] }], 'a.js', loc);
    expect(h.st.findings.size).toBe(0);
    reportTaints(h.st, frame, 'command', [remote()], 'a.js', loc);
    expect([...h.st.findings.values()].map((f) => f.rule.id)).toEqual(['js-command-injection']);
    const building: Summary = { ret: {}, sinks: [] };
    h.st.building.set('fn1', building);
    reportTaints(h.st, frame, 'command', [placeholder('fn1', 2), placeholder('fn1', 'this')], 'a.js', loc);
    expect(building.sinks.map((s) => s.param)).toEqual([2, 'this']);
    expect(h.st.findings.size).toBe(1);
  });

  it('snippets collapse whitespace and are cut', async () => {
    const h = await harness({ 'a.js': 'foo(\n   bar,\n   baz)' });
    expect(snippet(h.st, h.module('a.js'), { line: 1, column: 1, endLine: 3, endColumn: 8, startIndex: 0, endIndex: 21 }, 100)).toBe('foo( bar, baz)');
    expect(snippet(h.st, h.module('a.js'), { line: 1, column: 1, endLine: 3, endColumn: 8, startIndex: 0, endIndex: 21 }, 5)).toBe('foo(…');
  });
});
