/**
 * The inline cache (`functions.ts`) answers a call with the value an earlier call of the same
 * function, with arguments alike but for their traces, returned. Its taints therefore begin with
 * the earlier call's trace: a sink the caller reaches with that value would be reported with, and at
 * the call site of, data that never got there (a path helper called from two handlers: the second
 * handler's command built from the helper's result was blamed on the first handler's line).
 * Rebasing replaces that beginning with the trace the current call's argument carries.
 */
import { paramRefKey } from './values.js';
import type { AbsValue, Taint } from './values.js';

/** How deep into fields arguments are paired and results rewritten (the cache key looks one level down). */
const MAX_DEPTH = 3;

type Pair = readonly [before: Taint, now: Taint];

/** `value` (returned by a call made with `madeWith`) with its traces as if the call had been made with `now`. */
export function rebaseTraces(value: AbsValue, madeWith: readonly AbsValue[], now: readonly AbsValue[]): AbsValue {
  const pairs: Pair[] = [];
  madeWith.forEach((before, i) => pairTaints(before, now[i], pairs, 1));
  if (!pairs.length) return value;
  return rebaseValue(value, pairs, MAX_DEPTH, new Map());
}

function sameOrigin(a: Taint, b: Taint): boolean {
  if (a.kind !== b.kind) return false;
  if (!a.param || !b.param) return !a.param && !b.param;
  return paramRefKey(a.param) === paramRefKey(b.param);
}

/** Each taint of the earlier argument with the current argument's taint of the same kind, own and by field. */
function pairTaints(before: AbsValue | undefined, now: AbsValue | undefined, out: Pair[], depth: number): void {
  if (!before || !now || before === now) return;
  for (const t of before.taints ?? []) {
    const match = now.taints?.find((n) => sameOrigin(n, t));
    if (match && match !== t && match.steps !== t.steps) out.push([t, match]);
  }
  if (depth <= 0 || !before.fields || !now.fields) return;
  for (const [k, f] of before.fields) pairTaints(f, now.fields.get(k), out, depth - 1);
}

function rebaseTaint(t: Taint, pairs: readonly Pair[]): Taint {
  for (const [before, now] of pairs) {
    const prefix = before.steps;
    if (t.steps.length < prefix.length || !prefix.every((s, k) => t.steps[k] === s)) continue;
    return { ...t, steps: [...now.steps, ...t.steps.slice(prefix.length)], key: undefined };
  }
  return t;
}

function rebaseValue(v: AbsValue, pairs: readonly Pair[], depth: number, seen: Map<AbsValue, AbsValue>): AbsValue {
  const done = seen.get(v);
  if (done) return done;
  seen.set(v, v); // a cycle back to v keeps v as it is
  let changed = false;
  const taints = v.taints?.map((t) => {
    const r = rebaseTaint(t, pairs);
    if (r !== t) changed = true;
    return r;
  });
  let fields = v.fields;
  let anyField = v.anyField;
  if (depth > 0) {
    if (v.fields) {
      const next = new Map<string, AbsValue>();
      for (const [k, f] of v.fields) {
        const r = rebaseValue(f, pairs, depth - 1, seen);
        if (r !== f) changed = true;
        next.set(k, r);
      }
      fields = next;
    }
    if (v.anyField) {
      anyField = rebaseValue(v.anyField, pairs, depth - 1, seen);
      if (anyField !== v.anyField) changed = true;
    }
  }
  if (!changed) return v;
  const out: AbsValue = { ...v };
  if (taints) out.taints = taints;
  if (fields) out.fields = fields;
  if (anyField) out.anyField = anyField;
  seen.set(v, out);
  return out;
}
