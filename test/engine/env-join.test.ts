/**
 * `Env.joinFrom` after an `if` with its `else` (two live paths, joined without a set of names) and
 * after three paths (the general join) follow one rule: names in the order the paths bound them,
 * a name bound on one path only joined with the enclosing scope's value (or kept alone when no scope
 * has it), a checked expression's kept value (`\u0000…`) only where every path has it.
 */
import { describe, expect, it } from 'vitest';
import { Env } from '../../src/engine/analysis/env.js';
import { constant, type AbsValue } from '../../src/engine/analysis/values.js';

const consts = (v: AbsValue | undefined): unknown => (v?.const ? [v.const.value] : v?.consts);

/** Two forks of a frame over an enclosing scope, written the way an `if`/`else` writes them. */
function paths(): { env: Env; a: Env; b: Env } {
  const outer = new Env(undefined, new Map([['shared', constant('outer')]]));
  const env = new Env(outer, new Map([['x', constant(1)], ['y', constant(2)]]));
  const a = env.fork();
  const b = env.fork();
  a.declare('x', constant(10));
  a.declare('onlyA', constant('a'));
  a.declare('shared', constant('inA'));
  a.declare('\u0000kept', constant('checkedA'));
  a.declare('\u0000both', constant('bothA'));
  b.declare('onlyB', constant('b'));
  b.declare('\u0000both', constant('bothB'));
  return { env, a, b };
}

describe('Env.joinFrom', () => {
  it('joins two paths name by name, in the order they were bound', () => {
    const { env, a, b } = paths();
    env.joinFrom([a, b]);
    expect([...env.vars.keys()]).toEqual(['x', 'y', 'onlyA', 'shared', '\u0000both', 'onlyB']);
    expect(consts(env.lookup('x'))).toEqual([10, 1]);
    expect(consts(env.lookup('y'))).toEqual([2]);
    expect(consts(env.lookup('onlyA'))).toEqual(['a']);
    expect(consts(env.lookup('onlyB'))).toEqual(['b']);
    expect(consts(env.vars.get('shared'))).toEqual(['inA', 'outer']);
    expect(consts(env.vars.get('\u0000both'))).toEqual(['bothA', 'bothB']);
    expect(env.vars.has('\u0000kept')).toBe(false);
  });

  it('gives two live paths beside a dead one the join of the two alone', () => {
    const first = paths();
    first.env.joinFrom([first.a, first.b]);
    const second = paths();
    const dead = second.env.fork();
    dead.dead = true;
    second.env.joinFrom([second.a, dead, second.b]);
    expect([...second.env.vars].map(([k, v]) => [k, consts(v)])).toEqual([...first.env.vars].map(([k, v]) => [k, consts(v)]));
  });

  it('joins three live paths by the same rule', () => {
    const { env, a, b } = paths();
    const c = env.fork();
    c.declare('x', constant(30));
    env.joinFrom([a, b, c]);
    expect([...env.vars.keys()]).toEqual(['x', 'y', 'onlyA', 'shared', 'onlyB']);
    expect(consts(env.lookup('x'))).toEqual([10, 1, 30]);
    expect(consts(env.vars.get('shared'))).toEqual(['inA', 'outer']);
    expect(env.vars.has('\u0000both')).toBe(false);
  });
});
