/**
 * What a sink row looks at in a call: the listed arguments, keyword arguments, receiver or fields
 * of an options object, and how deep (a merged object pollutes through its keys, a query object
 * through its operators).
 */
import type { SinkRow } from '../rules/schema.js';
import { OBJECT_LITERAL_TYPES } from './languages.js';
import { unescapedTemplateVariables } from './template-variables.js';
import { queryObjectTaints } from './unresolved-calls.js';
import { deepTaints, type AbsValue, type Taint } from './values.js';

/** A sink row's field, `where.id` descending through nested object literals. */
function fieldAt(v: AbsValue, path: string): AbsValue | undefined {
  let cur: AbsValue | undefined = v;
  for (const key of path.split('.')) cur = cur?.fields?.get(key);
  return cur;
}

const CONDITION_COMBINATORS = /^(and|or|not)$/i;

/** SQL text in a condition array: the value itself, elements under integer keys and nested AND/OR/NOT groups. */
function conditionTaints(v: AbsValue | undefined, depth = 0): Taint[] {
  if (!v || depth > 4) return [];
  const out = [...(v.taints ?? [])];
  for (const [k, f] of v.fields ?? []) if (/^\d+$/.test(k) || CONDITION_COMBINATORS.test(k)) out.push(...conditionTaints(f, depth + 1));
  return out;
}

/** The taint a sink row looks at: the listed arguments, keyword arguments and/or receiver. */
export function sinkTaints(row: SinkRow, args: AbsValue[], kwargs: Record<string, AbsValue>, receiver: AbsValue | undefined): Taint[] {
  const out: Taint[] = [];
  const indexes = row.args ?? (row.kwargs || row.receiver ? [] : args.map((_, i) => i));
  const take = (v: AbsValue | undefined): void => {
    if (!v) return;
    if (row.shallow) {
      out.push(...(v.taints ?? []));
      return;
    }
    if (row.conditions) {
      for (const c of row.fields && v.fields ? row.fields.map((f) => fieldAt(v, f)) : [v]) out.push(...conditionTaints(c));
      if (row.fields && v.fields) out.push(...(v.taints ?? []));
      return;
    }
    if (row.deep) {
      // A merged object pollutes through its keys: its string fields carry none.
      out.push(...(row.kind === 'nosql' ? queryObjectTaints(v) : row.kind === 'prototype-pollution' ? queryObjectTaints(v, 4, new Set(), false) : deepTaints(v, 4)));
      return;
    }
    if (row.fields && v.fields) {
      for (const f of row.fields) out.push(...deepTaints(fieldAt(v, f)));
      if (v.anyField) out.push(...deepTaints(v.anyField));
      out.push(...(v.taints ?? []));
      return;
    }
    out.push(...(v.taints ?? []));
    // A list of values (argument vectors, query fragments) counts element by element; an
    // object literal does not (its fields go where the callee decides, e.g. JSON bodies).
    const isObjectLiteral = v.types?.some((t) => OBJECT_LITERAL_TYPES.has(t));
    if (v.fields && !isObjectLiteral) for (const f of v.fields.values()) out.push(...deepTaints(f, 1));
  };
  for (const i of indexes) take(args[i]);
  for (const k of row.kwargs ?? []) {
    if (k === '*') {
      // Every keyword argument, or only those a constant template prints unescaped.
      const printed = row.unescapedTemplateVars ? unescapedTemplateVariables(args[0] ?? kwargs.source) : undefined;
      for (const [name, v] of Object.entries(kwargs)) if (!printed || printed.all || printed.names.has(name)) take(v);
    }
    else take(kwargs[k]);
  }
  if (row.receiver) take(receiver);
  return out;
}
