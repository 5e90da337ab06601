/**
 * `join` of values whose fields nest without end (cycles such as `$node['parent'] = $node`, or
 * chains a loop keeps deepening): bounded, so the analysis of such a file ends instead of
 * overflowing the stack, and the taint of the collapsed fields is kept.
 */
import { describe, expect, it } from 'vitest';
import { deepTaints, join, type AbsValue } from '../../src/engine/analysis/values.js';

const input: AbsValue = { taints: [{ kind: 'remote', steps: [], sanitized: [] }] };

/** An object whose field `self` is the object itself, with a tainted field beside it. */
function cyclic(): AbsValue {
  const v: AbsValue = { fields: new Map() };
  v.fields!.set('self', v);
  v.fields!.set('data', input);
  return v;
}

/** A chain `{next: {next: … {leaf}}}` of the given length. */
function chain(length: number, leaf: AbsValue): AbsValue {
  let v = leaf;
  for (let i = 0; i < length; i++) v = { fields: new Map([['next', v]]) };
  return v;
}

describe('join of deeply nested values', () => {
  it('ends on two distinct cyclic objects and keeps their taint', () => {
    const joined = join(cyclic(), cyclic());
    expect(deepTaints(joined).map((t) => t.kind)).toEqual(['remote']);
  });

  it('ends on chains far deeper than the stack allows field by field', () => {
    const joined = join(chain(50_000, input), chain(50_000, { const: { value: 1 } }));
    expect(joined.fields?.has('next')).toBe(true);
  });

  it('still joins shallow fields one by one', () => {
    const joined = join({ fields: new Map([['a', input]]) }, { fields: new Map([['a', { const: { value: 'x' } }], ['b', input]]) });
    expect(deepTaints(joined.fields?.get('a')).length).toBe(1);
    expect(deepTaints(joined.fields?.get('b')).length).toBe(1);
  });
});

describe('join of built strings (text skeletons)', () => {
  const built = (skeleton: string): AbsValue => ({ taints: input.taints, textSkeleton: skeleton });
  it('keeps a skeleton both sides share, and the built side against the empty string', () => {
    expect(join(built("a = '\0'"), built("a = '\0'")).textSkeleton).toBe("a = '\0'");
    expect(join(built(" WHERE a = '\0'"), { const: { value: '' } }).textSkeleton).toBe(" WHERE a = '\0'");
  });
  it('keeps the shape of skeletons that differ only in words, and nothing when quotes or holes differ', () => {
    expect(join(built("`city` = '\0'"), built("`country` = '\0'")).textSkeleton).toBe("`x` = '\0'");
    expect(join(built("`city` = '\0'"), built('`city` = \0')).textSkeleton).toBeUndefined();
    expect(join(built("a = '\0'"), input).textSkeleton).toBeUndefined();
  });
});


describe('join with null', () => {
  it('keeps the fields of an object joined with the constant null (the null path has no members)', () => {
    const obj: AbsValue = { fields: new Map([['bio', input]]), types: ['Profile'] };
    const none: AbsValue = { const: { value: null } };
    for (const joined of [join(obj, none), join(none, obj)]) {
      expect(joined.fields?.get('bio')).toBe(input);
      expect(joined.open).toBeFalsy();
    }
    // Another constant (or an unknown value) leaves the field unknown, as before.
    expect(join(obj, { const: { value: 0 } }).fields?.has('bio')).toBe(false);
  });
});
