/**
 * Unit tests of the small analysis modules added for Python frameworks: constant folding of
 * built-ins (`const-calls.ts`), response bodies of view return values (`return-sinks.ts`) and the
 * guard narrowing / never-returning calls (`guards.ts`).
 */
import { describe, expect, it } from 'vitest';
import type { Expr, Loc } from '../../src/engine/ir/types.js';
import { foldConstantCall } from '../../src/engine/analysis/const-calls.js';
import { narrowGuard, neverReturns } from '../../src/engine/analysis/guards.js';
import { constant, tainted, type AbsValue } from '../../src/engine/analysis/values.js';
import { responseBodyTaints } from '../../src/engine/analysis/return-sinks.js';

const loc: Loc = { line: 1, column: 1, endLine: 1, endColumn: 2, startIndex: 0, endIndex: 1 };
const remote = (): AbsValue => tainted([{ kind: 'remote', steps: [], sanitized: [] }]);
const name = (n: string): Expr => ({ kind: 'name', name: n, loc }) as Expr;
const str = (v: string): Expr => ({ kind: 'const', value: v, loc }) as Expr;

describe('foldConstantCall', () => {
  it('folds Python built-ins and string methods on constants', () => {
    expect(foldConstantCall('len', undefined, undefined, [constant('ab')])?.const?.value).toBe(2);
    expect(foldConstantCall('int', undefined, undefined, [constant(' 42 ')])?.const?.value).toBe(42);
    expect(foldConstantCall(undefined, constant('ABC'), 'lower', [])?.const?.value).toBe('abc');
    expect(foldConstantCall(undefined, constant('a-b'), 'replace', [constant('-'), constant('+')])?.const?.value).toBe('a+b');
  });

  it('leaves unknown or tainted arguments, other languages and unknown methods alone', () => {
    expect(foldConstantCall('len', undefined, undefined, [remote()])).toBeUndefined();
    expect(foldConstantCall('int', undefined, undefined, [constant('x1')])).toBeUndefined();
    expect(foldConstantCall(undefined, constant('abc'), 'encode', [])).toBeUndefined();
  });
});

describe('responseBodyTaints', () => {
  it('takes a string body and the body of a (body, status) tuple', () => {
    expect(responseBodyTaints(remote())).toHaveLength(1);
    const tuple: AbsValue = { fields: new Map([['0', remote()], ['1', constant(200)]]), types: ['list'] };
    expect(responseBodyTaints(tuple)).toHaveLength(1);
  });

  it('ignores dicts and lists (JSON) and objects of other types (responses built elsewhere)', () => {
    expect(responseBodyTaints({ fields: new Map([['q', remote()]]), types: ['dict'] })).toEqual([]);
    expect(responseBodyTaints({ fields: new Map([['0', remote()]]), types: ['list'] })).toEqual([]);
    expect(responseBodyTaints({ ...remote(), types: ['flask.Response'] })).toEqual([]);
    expect(responseBodyTaints({ ...remote(), types: ['str'] })).toHaveLength(1);
  });
});

describe('narrowGuard', () => {
  const run = (test: Expr, truthy: boolean, values: Record<string, AbsValue>, qnames: Record<string, string> = {}): Record<string, AbsValue> => {
    const out: Record<string, AbsValue> = {};
    narrowGuard(test, truthy, {
      value: (e) => (e.kind === 'name' ? (qnames[e.name] ? { qname: qnames[e.name] } : values[e.name] ?? {}) : e.kind === 'const' ? constant(e.value) : {}),
      rebind: (t, v) => {
        if (t.kind === 'name') out[t.name] = v;
      },
      constantCollection: (v) => !!v.fields,
    });
    return out;
  };

  it("past `'..' in x` (false) x is clean for paths only", () => {
    const out = run({ kind: 'binary', op: 'in', left: str('..'), right: name('x'), loc } as Expr, false, { x: remote() });
    expect(out.x.taints?.[0].sanitized).toEqual(['path']);
    expect(run({ kind: 'binary', op: 'in', left: str('..'), right: name('x'), loc } as Expr, true, { x: remote() })).toEqual({});
  });

  it('x.isalnum() true leaves no payload', () => {
    const test = { kind: 'call', callee: { kind: 'member', object: name('x'), property: 'isalnum', loc }, args: [], loc } as Expr;
    expect(run(test, true, { x: remote() }).x).toEqual({});
    expect(run(test, false, { x: remote() })).toEqual({});
  });

  it('urlparse(x).netloc in an allow-list pins the host (redirect and SSRF)', () => {
    const netloc = { kind: 'member', object: { kind: 'call', callee: name('urlparse'), args: [name('x')], loc }, property: 'netloc', loc } as Expr;
    const test = { kind: 'binary', op: 'in', left: netloc, right: name('hosts'), loc } as Expr;
    const values = { x: remote(), hosts: { fields: new Map([['0', constant('a.example')]]) } };
    const out = run(test, true, values, { urlparse: 'urllib.parse.urlparse' });
    expect(out.x.taints?.[0].sanitized).toEqual(['redirect', 'ssrf']);
    // The same test on a function that is not a URL parser proves nothing.
    expect(run(test, true, values, { urlparse: 'myapp.parse' })).toEqual({});
  });

  it('re.fullmatch with a word-only pattern validates its subject', () => {
    const test = { kind: 'call', callee: name('fm'), args: [str('[A-Za-z0-9_]+'), name('x')], loc } as Expr;
    expect(run(test, true, { x: remote() }, { fm: 're.fullmatch' }).x).toEqual({});
    const loose = { kind: 'call', callee: name('fm'), args: [str('[a-z]+.*'), name('x')], loc } as Expr;
    expect(run(loose, true, { x: remote() }, { fm: 're.fullmatch' })).toEqual({});
  });
});

describe('neverReturns', () => {
  it('knows abort and exit, called by name or through their module, and nothing else', () => {
    const qnames: Record<string, string> = { abort: 'flask.abort', flask: 'flask', sys: 'sys', redirect: 'flask.redirect' };
    const value = (e: Expr): AbsValue => (e.kind === 'name' && qnames[e.name] ? { qname: qnames[e.name] } : {});
    const member = (o: string, p: string): Expr => ({ kind: 'member', object: name(o), property: p, loc }) as Expr;
    expect(neverReturns(name('abort'), value)).toBe(true);
    expect(neverReturns(member('flask', 'abort'), value)).toBe(true);
    expect(neverReturns(member('sys', 'exit'), value)).toBe(true);
    expect(neverReturns(name('redirect'), value)).toBe(false);
    expect(neverReturns(member('local', 'exit'), value)).toBe(false);
  });
});
