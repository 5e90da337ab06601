/**
 * Unit tests of Flask views registered with `add_url_rule` (`python-url-rules.ts`), of the element
 * type of a loop over a typed collection (`containers.ts`) and of collection copies of constant
 * allow-lists folded as built-ins (`const-calls.ts`).
 */
import { describe, expect, it } from 'vitest';
import { elementTypes, isConstantCollection } from '../../../src/engine/analysis/containers.js';
import { foldConstantCall } from '../../../src/engine/analysis/const-calls.js';
import { withRegisteredRoutes } from '../../../src/engine/analysis/python-url-rules.js';
import { constant, tainted, type AbsValue } from '../../../src/engine/analysis/values.js';
import { lower } from '../lower/python-helpers.js';

const SOURCE = `
from flask import Flask
app = Flask(__name__)

def tags():
    return "x"

def user(name):
    return name

def helper(x):
    return x

def init(application):
    application.add_url_rule("/u/<name>", "user", user, methods=["GET"])

app.add_url_rule("/tags", view_func=tags)
`;

describe('withRegisteredRoutes', () => {
  it('gives a function registered by add_url_rule the route decorator of the same receiver and rule', async () => {
    const module = await lower(SOURCE);
    const fn = (name: string) => module.functions.find((f) => f.name === name)!;
    const tags = withRegisteredRoutes(fn('tags'), module);
    expect(tags.annotations.map((a) => a.name)).toEqual(['app.route']);
    expect(tags.annotations[0].args[0]).toMatchObject({ kind: 'const', value: '/tags' });
    expect(tags.annotations[0].expr).toMatchObject({ kind: 'call', callee: { kind: 'member', property: 'route', object: { kind: 'name', name: 'app' } } });
    // Registered inside a function, on a parameter: the rule and the route options go along, the endpoint does not.
    const user = withRegisteredRoutes(fn('user'), module).annotations[0];
    expect(user.name).toBe('application.route');
    expect(user.args[0]).toMatchObject({ value: '/u/<name>' });
    expect(Object.keys(user.kwargs ?? {})).toEqual(['methods']);
  });

  it('leaves functions no call registers as they are', async () => {
    const module = await lower(SOURCE);
    const helper = module.functions.find((f) => f.name === 'helper')!;
    expect(withRegisteredRoutes(helper, module)).toBe(helper);
  });
});

describe('elementTypes', () => {
  it('reads the element type a sequence type names', () => {
    expect(elementTypes({ types: ['list[werkzeug.datastructures.FileStorage]'] })).toEqual(['werkzeug.datastructures.FileStorage']);
    expect(elementTypes({ types: ['typing.List[str]'] })).toEqual(['str']);
    expect(elementTypes({ types: ['dict[str, int]', 'str'] })).toEqual([]);
    expect(elementTypes({})).toEqual([]);
  });
});

describe('collection copies', () => {
  const allowList: AbsValue = { fields: new Map([['0', constant('en')], ['1', constant('fr')]]) };
  it('folds frozenset/tuple of a constant collection to that collection', () => {
    const copy = foldConstantCall('frozenset', undefined, undefined, [allowList]);
    expect(copy && isConstantCollection(copy)).toBe(true);
    expect(foldConstantCall('tuple', undefined, undefined, [allowList])).toBe(allowList);
  });

  it('does not fold a copy of request data or a method of the same name', () => {
    expect(foldConstantCall('frozenset', undefined, undefined, [tainted([{ kind: 'remote', steps: [], sanitized: [] }])])).toBeUndefined();
    expect(foldConstantCall(undefined, allowList, 'copy', [])).toBeUndefined();
  });
});

describe('dict views of constant tables', () => {
  const table: AbsValue = {
    fields: new Map<string, AbsValue>([
      ['theme', { fields: new Map([['0', constant('light')], ['1', constant('dark')]]) }],
      ['7', constant('seven')],
    ]),
    types: ['dict'],
  };
  it('folds items() to (key, value) pairs and keys() to the keys, a number-like key left unknown', () => {
    const items = foldConstantCall(undefined, table, 'items', [])!;
    const first = items.fields?.get('0');
    expect(first?.fields?.get('0')?.const?.value).toBe('theme');
    expect(first?.fields?.get('1')).toBe(table.fields!.get('theme'));
    const keys = foldConstantCall(undefined, table, 'keys', [])!;
    expect(keys.fields?.get('0')?.const?.value).toBe('theme');
    expect(keys.fields?.get('1')?.const).toBeUndefined();
  });

  it('does not fold a dict holding input or one whose entries are not all known', () => {
    expect(foldConstantCall(undefined, { ...table, taints: [{ kind: 'remote', steps: [], sanitized: [] }] }, 'items', [])).toBeUndefined();
    expect(foldConstantCall(undefined, { ...table, open: true }, 'values', [])).toBeUndefined();
  });

  it('counts a field that is one of several constants as constant (allow-lists joined from two paths)', () => {
    expect(isConstantCollection({ fields: new Map([['0', { consts: ['a', 'b'] }]]) })).toBe(true);
    expect(isConstantCollection({ fields: new Map([['0', {}]]) })).toBe(false);
  });
});
