import { describe, expect, it } from 'vitest';
import type { Stmt } from '../../../src/engine/ir/types.js';
import { callsIn, dotted, fn, lower, noLoc } from './python-helpers.js';

const kinds = (stmts: Stmt[]) => stmts.map((s) => s.kind);

describe('lowerPython assignments', () => {
  it('unpacks tuples pairwise, through temporaries for swaps and calls', async () => {
    const m = await lower('a, b = x, y\na, b = b, a\nfirst, *rest, last = items()\n');
    const body = noLoc(m.topLevel.body);
    expect(body[0]).toEqual({ kind: 'assign', target: { kind: 'name', name: 'a' }, value: { kind: 'name', name: 'x' } });
    expect(body[1]).toEqual({ kind: 'assign', target: { kind: 'name', name: 'b' }, value: { kind: 'name', name: 'y' } });
    // The swap reads both values before writing either.
    expect(body.slice(2, 6).map((s) => (s.kind === 'assign' && s.target.kind === 'name' ? s.target.name : '?'))).toEqual([
      '$swap1',
      '$swap2',
      'a',
      'b',
    ]);
    const unpack = body.slice(6);
    expect(unpack[0]).toMatchObject({ kind: 'assign', target: { name: '$unpack3' }, value: { kind: 'call' } });
    expect(unpack[1]).toEqual({
      kind: 'assign',
      target: { kind: 'name', name: 'first' },
      value: { kind: 'member', object: { kind: 'name', name: '$unpack3' }, property: '0' },
    });
    expect(unpack[2]).toMatchObject({ target: { name: 'rest' }, value: { kind: 'unknown', note: 'unpack-rest' } });
    expect(unpack[3]).toMatchObject({ target: { name: 'last' }, value: { kind: 'member', property: '-1' } });
  });

  it('lowers augmented assignment, chained assignment, attributes and subscripts', async () => {
    const m = await lower('q += "!"\nq += name\nn -= 1\nx = y = f()\nself_obj.attr = v\nd["k"] = v\nd[0] = v\nd[k] = v\n');
    const body = noLoc(m.topLevel.body);
    // Plainly string building only when a side is a string literal; otherwise the analysis decides.
    expect(body[0]).toEqual({
      kind: 'assign',
      target: { kind: 'name', name: 'q' },
      value: { kind: 'concat', parts: [{ kind: 'name', name: 'q' }, { kind: 'const', value: '!' }] },
    });
    expect(body[1]).toMatchObject({ value: { kind: 'binary', op: 'add', right: { kind: 'name', name: 'name' } } });
    expect(body[2]).toMatchObject({ value: { kind: 'binary', op: 'sub' } });
    expect(body.slice(3, 6).map((s) => s.kind === 'assign' && s.target.kind === 'name' && s.target.name)).toEqual(['$chain1', 'x', 'y']);
    expect(body[6]).toMatchObject({ target: { kind: 'member', property: 'attr' } });
    expect(body[7]).toMatchObject({ target: { kind: 'member', property: 'k' } });
    expect(body[8]).toMatchObject({ target: { kind: 'member', property: '0' } });
    expect(body[9]).toMatchObject({ target: { kind: 'member', property: { kind: 'name', name: 'k' } } });
  });

  it('lowers %-formatting by position and key, numeric conversions as number casts', async () => {
    const m = await lower('a = "id=%d name=%s" % (uid, name)\nb = "%(user)s!" % {"user": u}\nc = "%(user)s" % params\nd = "%5.2f%%" % v\n');
    const [a, b, c, d] = noLoc(m.topLevel.body);
    expect(a).toMatchObject({
      value: {
        kind: 'concat',
        parts: [
          { kind: 'const', value: 'id=' },
          { kind: 'unary', op: 'plus', operand: { kind: 'name', name: 'uid' } },
          { kind: 'const', value: ' name=' },
          { kind: 'name', name: 'name' },
        ],
      },
    });
    expect(b).toMatchObject({ value: { kind: 'concat', parts: [{ kind: 'name', name: 'u' }, { kind: 'const', value: '!' }] } });
    expect(c).toMatchObject({ value: { kind: 'concat', parts: [{ kind: 'member', object: { name: 'params' }, property: 'user' }] } });
    expect(d).toMatchObject({ value: { kind: 'concat', parts: [{ kind: 'unary', op: 'plus' }, { kind: 'const', value: '%' }] } });
  });

  it('lowers / on pathlib paths as joinpath and leaves numeric division alone', async () => {
    const m = await lower('from pathlib import Path\n\ndef f(base: Path, n, total, count):\n    a = Path("/srv") / "static" / n\n    b = base / n\n    c = total / count\n');
    const [a, b, c] = fn(m, 'f').body.map((s) => (s.kind === 'assign' ? s.value : undefined));
    expect(a && dotted(a)).toBe('pathlib.Path().joinpath().joinpath()');
    expect(b?.kind === 'call' && b.args.map(dotted)).toEqual(['n']);
    expect(c).toMatchObject({ kind: 'binary', op: 'div' });
  });

  it('lowers chained class attributes and ignores backslash continuations', async () => {
    const m = await lower('class A:\n    x = y = make()\n\nq = 1 + \\\n    2\n');
    expect(m.classes[0].fields.map((f) => f.name)).toEqual(['x', 'y']);
    const body = noLoc(m.topLevel.body);
    expect(body.map((s) => (s.kind === 'assign' && s.target.kind === 'member' ? s.target.property : s.kind))).toEqual(['x', 'y', 'assign']);
    expect(body[2]).toEqual({
      kind: 'assign',
      target: { kind: 'name', name: 'q' },
      value: { kind: 'binary', op: 'add', left: { kind: 'const', value: 1 }, right: { kind: 'const', value: 2 } },
    });
  });

  it('decodes string escapes, keeps raw strings raw and joins implicit concatenation', async () => {
    const m = await lower('a = "x\\ty\\x41"\nb = r"\\d+"\nc = "ab" \'cd\'\ne = f"{{literal}}"\n');
    expect(m.topLevel.body.map((s) => (s.kind === 'assign' && s.value.kind === 'const' ? s.value.value : null))).toEqual([
      'x\tyA',
      '\\d+',
      'abcd',
      '{literal}',
    ]);
  });
});

describe('lowerPython control flow', () => {
  it('nests elif chains and keeps conditions', async () => {
    const m = await lower('if a:\n    x = 1\nelif b:\n    x = 2\nelse:\n    x = 3\n');
    const [stmt] = noLoc(m.topLevel.body);
    expect(stmt).toMatchObject({
      kind: 'if',
      test: { kind: 'name', name: 'a' },
      else: [{ kind: 'if', test: { kind: 'name', name: 'b' }, else: [{ kind: 'assign', value: { value: 3 } }] }],
    });
  });

  it('lowers for with tuple targets, while, break/continue and loop else', async () => {
    const m = await lower('for k, v in d.items():\n    if k:\n        continue\n    break\nelse:\n    done()\nwhile True:\n    x = 1\n');
    const body = noLoc(m.topLevel.body);
    expect(kinds(body)).toEqual(['loop', 'expr', 'loop']);
    expect(body[0]).toMatchObject({ each: { target: { name: '$it1' }, over: 'elements' } });
    const loop = body[0].kind === 'loop' ? body[0] : undefined;
    expect(loop && kinds(loop.body)).toEqual(['assign', 'assign', 'if', 'break']);
    expect(body[2]).toMatchObject({ kind: 'loop', test: { kind: 'const', value: true } });
  });

  it('lowers try/except/else/finally with resolved exception types', async () => {
    const m = await lower('import requests\ntry:\n    a()\nexcept (ValueError, requests.RequestException) as e:\n    b(e)\nexcept Exception:\n    raise\nelse:\n    c()\nfinally:\n    d()\n');
    const [stmt] = noLoc(m.topLevel.body);
    expect(stmt.kind).toBe('try');
    if (stmt.kind !== 'try') return;
    expect(kinds(stmt.body)).toEqual(['expr', 'expr']);
    expect(stmt.handlers.map((h) => [h.param, h.types])).toEqual([
      ['e', ['ValueError', 'requests.RequestException']],
      [undefined, ['Exception']],
    ]);
    expect(kinds(stmt.handlers[1].body)).toEqual(['throw']);
    expect(kinds(stmt.finally)).toEqual(['expr']);
  });

  it('lowers match to switch with literal tests, default and captures', async () => {
    const m = await lower(
      'match cmd:\n    case "ls" | "dir":\n        a()\n    case ["go", where]:\n        b(where)\n    case {"action": act}:\n        c(act)\n    case other if other:\n        d(other)\n    case _:\n        e()\n',
    );
    const [stmt] = noLoc(m.topLevel.body);
    expect(stmt.kind).toBe('switch');
    if (stmt.kind !== 'switch') return;
    expect(stmt.cases.map((c) => c.tests.map((t) => (t.kind === 'const' ? t.value : t.kind)))).toEqual([['ls', 'dir'], ['unknown'], ['unknown'], [], []]);
    expect(stmt.cases[1].body[0]).toEqual({
      kind: 'assign',
      target: { kind: 'name', name: 'where' },
      value: { kind: 'member', object: { kind: 'name', name: 'cmd' }, property: '1' },
    });
    expect(stmt.cases[2].body[0]).toMatchObject({ target: { name: 'act' }, value: { kind: 'member', property: 'action' } });
    expect(stmt.cases[3].body.map((s) => s.kind)).toEqual(['assign', 'if']);
    expect(stmt.cases.every((c) => c.fallsThrough === false)).toBe(true);
  });

  it('hoists comprehensions into loops that accumulate the element expression', async () => {
    const m = await lower('from flask import request\nids = [int(i) for i in request.args.getlist("id") if i]\n');
    const body = noLoc(m.topLevel.body);
    expect(kinds(body)).toEqual(['assign', 'loop', 'assign']);
    expect(body[0]).toMatchObject({ target: { name: '$comp1' }, value: { kind: 'array', elements: [] } });
    const loop = body[1];
    expect(loop).toMatchObject({ each: { target: { name: 'i$comp1' } } });
    if (loop.kind !== 'loop' || !loop.each) return;
    expect(dotted(loop.each.iterable)).toBe('flask.request.args.getlist()');
    expect(loop.body[0]).toMatchObject({
      kind: 'if',
      test: { kind: 'name', name: 'i$comp1' },
      then: [
        {
          kind: 'assign',
          target: { name: '$comp1' },
          value: { kind: 'unknown', children: [{ name: '$comp1' }, { kind: 'call', callee: { name: 'int' }, args: [{ name: 'i$comp1' }] }] },
        },
      ],
    });
    expect(body[2]).toEqual({ kind: 'assign', target: { kind: 'name', name: 'ids' }, value: { kind: 'name', name: '$comp1' } });
  });

  it('hoists := before the statement using it', async () => {
    const m = await lower('if (n := len(data)) > 10:\n    big(n)\n');
    const body = noLoc(m.topLevel.body);
    expect(kinds(body)).toEqual(['assign', 'if']);
    expect(body[0]).toMatchObject({ target: { name: 'n' }, value: { kind: 'call' } });
  });

  it('lowers generators to return what they yield', async () => {
    const m = await lower('def rows(req):\n    for k in req:\n        yield req[k]\n    yield from other()\n    if k:\n        return\n\ndef plain():\n    def inner():\n        yield 1\n    return 2\n');
    const body = noLoc(fn(m, 'rows').body);
    expect(body[0]).toEqual({ kind: 'assign', target: { kind: 'name', name: '$yielded1' }, value: { kind: 'array', elements: [] } });
    const loop = body[1];
    expect(loop.kind === 'loop' && loop.body[0]).toMatchObject({
      kind: 'assign',
      target: { name: '$yielded1' },
      value: { kind: 'unknown', note: 'yielded', children: [{ name: '$yielded1' }, { kind: 'member', property: { name: 'k' } }] },
    });
    expect(body[2]).toMatchObject({ kind: 'assign', value: { note: 'yielded', children: [{ name: '$yielded1' }, { kind: 'call' }] } });
    expect(body[4]).toEqual({ kind: 'if', test: { kind: 'name', name: 'k' }, then: [{ kind: 'return', value: { kind: 'name', name: '$yielded1' } }], else: [] });
    expect(body[body.length - 1]).toEqual({ kind: 'return', value: { kind: 'name', name: '$yielded1' } });
    // A generator nested in a plain function does not make the outer one a generator.
    expect(noLoc(fn(m, 'plain').body).map((s) => s.kind)).toEqual(['function', 'return']);
  });

  it('lowers lambdas and nested functions as functions with ids', async () => {
    const m = await lower('def outer(x):\n    def inner(y):\n        return y\n    key = lambda v: v.lower()\n    return inner(x)\n', 'pkg/mod.py');
    expect(m.functions.map((f) => f.id).sort()).toEqual(['pkg.mod#outer', 'pkg.mod#outer.<anonymous@4:11>', 'pkg.mod#outer.inner']);
    const outer = fn(m, 'outer');
    expect(kinds(outer.body)).toEqual(['function', 'assign', 'return']);
    const lambda = outer.body[1];
    expect(lambda.kind === 'assign' && lambda.value.kind === 'function' && lambda.value.fn.body.map((s) => s.kind)).toEqual(['return']);
  });
});

describe('lowerPython scopes', () => {
  it('lets locals, parameters and comprehension variables shadow imports', async () => {
    const src = `
from flask import request
import os

def shadowed(request):
    return request.args

def assigned():
    request = {"args": 1}
    return request.args

def imported_inside():
    import subprocess as sp
    sp.run("ls")
    return os.path.join("a", "b")

def uses_global():
    global request
    return request.args
`;
    const m = await lower(src);
    const ret = (name: string) => {
      const r = fn(m, name).body.find((s) => s.kind === 'return');
      return r?.kind === 'return' && r.value ? dotted(r.value) : '';
    };
    expect(ret('shadowed')).toBe('request.args');
    expect(ret('assigned')).toBe('request.args');
    expect(ret('uses_global')).toBe('flask.request.args');
    expect(ret('imported_inside')).toBe('os.path.join()');
    expect(callsIn(fn(m, 'imported_inside').body).map((c) => dotted(c.callee))).toContain('subprocess.run');
    // The names each function binds as its own (assignment shadows the module's), `global` ones excluded.
    expect(fn(m, 'assigned').locals).toEqual(['request']);
    expect(fn(m, 'shadowed').locals).toEqual(['request']);
    expect(fn(m, 'uses_global').locals).toEqual([]);
    expect(fn(m, 'imported_inside').locals).toEqual([]);
  });

  it('writes out the constructor a dataclass, attrs class, pydantic model or NamedTuple gets from its fields', async () => {
    const src = `
import dataclasses
from typing import ClassVar
from pydantic import BaseModel

@dataclasses.dataclass(frozen=True)
class Point:
    x: int
    y: int = 0
    kind: ClassVar[str] = "point"

class Order(BaseModel):
    sku: str

@dataclasses.dataclass
class Custom:
    a: str
    def __init__(self, raw):
        self.a = raw.strip()

class Plain:
    a: str
`;
    const m = await lower(src);
    const init = (cls: string) => m.classes.find((c) => c.name === cls)!.methods.filter((f) => f.name === '__init__');
    const point = init('Point');
    expect(point.map((f) => f.params.map((p) => p.name))).toEqual([['x', 'y']]);
    expect(point[0].params[1].default).toMatchObject({ kind: 'const', value: 0 });
    expect(noLoc(point[0].body[0])).toEqual({ kind: 'assign', target: { kind: 'member', object: { kind: 'this' }, property: 'x' }, value: { kind: 'name', name: 'x' } });
    expect(init('Order').map((f) => f.params.map((p) => p.name))).toEqual([['sku']]);
    expect(init('Custom').map((f) => f.params.map((p) => p.name))).toEqual([['raw']]);
    expect(init('Plain')).toEqual([]);
  });

  it('leaves builtins as their own name and collects comments', async () => {
    const m = await lower('# top\nx = eval(input())  # inline\nopen = None\ny = open(x)\n');
    const calls = callsIn(m.topLevel.body);
    expect(calls.map((c) => noLoc(c.callee))).toEqual([{ kind: 'name', name: 'eval' }, { kind: 'name', name: 'input' }, { kind: 'name', name: 'open' }]);
    expect(m.comments).toEqual([
      { text: '# top', line: 1 },
      { text: '# inline', line: 2 },
    ]);
  });

  it('names modules from paths', async () => {
    expect((await lower('', 'src/pkg/__init__.py')).moduleName).toBe('pkg');
    expect((await lower('', 'a/b/c.py')).moduleName).toBe('a.b.c');
    const m = await lower('from .. import util\nfrom .sibling import f\n', 'a/b/c.py');
    expect(m.imports.map((i) => i.qualified)).toEqual(['a.util', 'a.b.sibling.f']);
    const init = await lower('from . import views\n', 'a/b/__init__.py');
    expect(init.imports.map((i) => i.qualified)).toEqual(['a.b.views']);
  });
});
