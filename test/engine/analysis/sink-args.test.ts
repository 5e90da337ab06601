import { describe, expect, it } from 'vitest';
import { sinkTaints } from '../../../src/engine/analysis/sink-args.js';
import { hasTaint, tainted } from '../../../src/engine/analysis/values.js';
import type { SinkRow } from '../../../src/engine/rules/schema.js';
import { harness, remote } from './harness.js';

const CP = "const cp = require('child_process');\n";

describe('analysis/calls', () => {
  it('a sink row reports tainted arguments at the call, guarded by its `when` condition', async () => {
    const h = await harness({
      'a.js': `${CP}cp.exec(process.argv[2]);\ncp.exec('ls');\ncp.spawn('ls', [process.argv[2]]);\ncp.spawn('ls', [process.argv[2]], { shell: true });\n`,
    });
    h.env('a.js');
    expect(h.findings()).toEqual(['js-command-injection:2', 'js-command-injection:5']);
  });

  it('sanitizer rows clean for their kinds only; propagator rows move taint; unknown calls pass it on', async () => {
    const h = await harness({
      'a.js': "const a = encodeURIComponent(process.argv[2]);\nconst b = unknownLib.wrap(process.argv[2]);\nconst c = Buffer.from(process.argv[2]).toString();\n",
    });
    expect(h.value('a.js', 'a')?.taints?.[0].sanitized).toContain('path');
    expect(hasTaint(h.value('a.js', 'b'))).toBe(true);
    expect(hasTaint(h.value('a.js', 'c'))).toBe(true);
  });

  it('container rows keep values by constant key (Map set/get)', async () => {
    const h = await harness({ 'a.js': "const m = new Map();\nm.set('k', 'v');\nm.set('t', process.argv[2]);\nconst k = m.get('k');\nconst t = m.get('t');\n" });
    expect(h.value('a.js', 'k')?.const?.value).toBe('v');
    expect(hasTaint(h.value('a.js', 'k'))).toBe(false);
    expect(hasTaint(h.value('a.js', 't'))).toBe(true);
  });

  it('a constructed object has the constructed type; callbacks of unknown calls see the receiver elements', async () => {
    const h = await harness({ 'a.js': "const u = new URL('http://x');\nlet seen;\n[process.argv[2]].forEach((x) => { seen = x; });\n" });
    expect(h.value('a.js', 'u')?.types?.[0]).toBe('URL');
    expect(hasTaint(h.value('a.js', 'seen'))).toBe(true);
  });

  it('the methods of an observer object handed to an unknown call run like a callback passed alone', async () => {
    const h = await harness({
      'a.js': [
        "const cp = require('child_process');",
        'let seen;',
        'stream$.subscribe({ next: () => { seen = process.argv[3]; }, error: () => cp.exec(process.argv[2]) });',
        'let nested;',
        'stream$.subscribe({ options: { next: () => { nested = process.argv[3]; } } });',
        '',
      ].join('\n'),
    });
    h.env('a.js');
    // The observer's `error` method ran: its sink is reported; `next` ran too (it assigned `seen`).
    expect(h.findings()).toEqual(['js-command-injection:3']);
    expect(hasTaint(h.value('a.js', 'seen'))).toBe(true);
    // Only the object's own methods: a function in a nested object is not an observer method.
    expect(hasTaint(h.value('a.js', 'nested'))).toBe(false);
  });

  it('sink taint of a list argument counts element by element, of an object literal only where the row says', () => {
    const row = { kind: 'command', args: [0] } as SinkRow;
    const list = { fields: new Map([['0', tainted([remote()])]]), types: ['Array'] };
    const obj = { fields: new Map([['body', tainted([remote()])]]), types: ['Object'] };
    expect(sinkTaints(row, [list], {}, undefined)).toHaveLength(1);
    expect(sinkTaints(row, [obj], {}, undefined)).toHaveLength(0);
    expect(sinkTaints({ ...row, fields: ['body'] } as SinkRow, [obj], {}, undefined)).toHaveLength(1);
    expect(sinkTaints({ kind: 'x', receiver: true } as SinkRow, [list], {}, tainted([remote()]))).toHaveLength(1);
  });
});
