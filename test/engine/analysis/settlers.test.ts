import { describe, expect, it } from 'vitest';
import { signature } from '../../../src/engine/analysis/functions.js';
import { capture, capturingFunction, runSettlers } from '../../../src/engine/analysis/settlers.js';
import { tainted } from '../../../src/engine/analysis/values.js';
import { harness, remote } from './harness.js';

const HEAD = "const cp = require('child_process');\nconst input = process.argv[2];\n";

describe('analysis/settlers', () => {
  it('a capturing function keeps the first argument of each call', () => {
    const r = capturingFunction();
    capture(r, [tainted([remote()]), { const: { value: 1 } }]);
    capture(r, [{ const: { value: 'x' } }]);
    expect(r.captures!.map((v) => (v.taints ? 'taint' : v.const?.value))).toEqual(['taint', 'x']);
  });

  it('two capturing functions are different call contexts without naming an identity in the cache key', async () => {
    // The key is the same in every scan (the incremental cache compares keys across scans) ...
    expect(signature([capturingFunction()])).toBe(signature([capturingFunction()]));
    // ... and a run given capturing functions is never answered from the cache: the second run of
    // the same executor fills its own settlers too.
    const h = await harness({ 'a.js': `${HEAD}const executor = (resolve) => resolve(input);\n` });
    const executor = h.value('a.js', 'executor')!;
    const frame = h.frame('a.js');
    const loc = h.module('a.js').topLevel.loc;
    expect(runSettlers(h.st, [executor], loc, frame).map((t) => t.kind)).toEqual(['cli']);
    expect(runSettlers(h.st, [executor], loc, frame).map((t) => t.kind)).toEqual(['cli']);
  });

  it('a promise executor resolving with tainted data taints the promise, its await and its then callback', async () => {
    const h = await harness({
      'a.js': `${HEAD}const p = new Promise((resolve) => resolve(input));\np.then((v) => cp.exec(v));\nconst q = new Promise((resolve) => resolve('ls'));\nq.then((v) => cp.exec(v));\n`,
    });
    h.analyzer.run();
    expect(h.findings()).toEqual(['js-command-injection:4']);
  });

  it('only the first settler (resolve) carries the value; a nested timer callback resolving counts', async () => {
    const h = await harness({
      'a.js': `${HEAD}function later(v) { return new Promise((resolve) => setTimeout(() => resolve(v), 5)); }\nconst a = later(input);\ncp.exec(a);\nconst b = new Promise((resolve, reject) => reject(input));\ncp.exec(b);\ncp.exec(later('date'));\n`,
    });
    h.analyzer.run();
    expect(h.findings()).toEqual(['js-command-injection:5']);
  });
});
