/**
 * Calls on receivers the analysis cannot resolve, and the constant text strings begin with.
 *
 * Handlers registered by loaders often import their database helpers from modules outside the
 * scanned tree (`require('../lib/db')`), take a pool as a parameter, or read it from `this.db`.
 * Such a call has no modelled name, so it is also named `$unresolved.<method>`: model rows on
 * those names decide from the arguments alone (SQL text by its constant beginning, Mongo-style
 * query objects), never from the receiver's variable or module name.
 *
 * String building keeps the constant text a string is known to begin with (`textPrefix`), so a
 * `prefixRegex` check can tell `'SELECT … ' + id` from other strings.
 */
import { builtinModules } from 'node:module';
import { nameMatches, patternList } from '../rules/names.js';
import type { NamePattern } from '../rules/schema.js';
import type { AbsValue, Taint } from './values.js';

export const UNRESOLVED = '$unresolved';
const HOLE = '\u0000';
/**
 * An unknown part no source's data reached (a table name from a property, `$wpdb->prefix`): a
 * check asking where request data lands in the text (`php-sqli-unquoted`) looks for HOLE only.
 */
const QUIET_HOLE = '\u0001';
const STRING_TYPES = new Set(['String', 'str', 'java.lang.String']);

/** A module specifier of the project itself (relative or absolute path), not a package. */
function isLocalModule(qname: string): boolean {
  return qname.startsWith('.') || qname.startsWith('/');
}

/**
 * The extra name of `receiver.key(…)` when nothing is known about the receiver: no type, no
 * function or class of the tree, and at most a name: a local module not in the tree, a global, or a member of a framework object
 * (`req.app.locals.db`).
 */
export function unresolvedMethodNames(receiver: AbsValue | undefined, callee: AbsValue, key: string): string[] {
  if (!receiver || callee.fn || callee.cls) return [];
  if (receiver.fn || receiver.cls || receiver.module || receiver.const || receiver.consts) return [];
  // A type declared by a local module outside the tree (`private prisma: PrismaService` from
  // '../prisma.service') says no more than a missing type: the class and what it extends are unknown.
  if (receiver.types?.length && !receiver.types.every(isLocalModule)) return [];
  // Node's own modules are modelled where they matter (`fs.exists` is not a query).
  if (receiver.qname && builtinModules.includes(receiver.qname.replace(/^node:/, '').split('.')[0])) return [];
  return [`${UNRESOLVED}.${key}`];
}

/** `query(…)` imported by name from a local module outside the tree (`const { query } = require('../lib/db')`). */
export function unresolvedFunctionNames(callee: AbsValue): string[] {
  if (callee.fn || callee.cls || !callee.qname || !isLocalModule(callee.qname)) return [];
  const dot = callee.qname.lastIndexOf('.');
  const slash = callee.qname.lastIndexOf('/');
  if (dot <= slash) return [];
  return [`${UNRESOLVED}.${callee.qname.slice(dot + 1)}`];
}

function knownText(v: AbsValue): string | undefined {
  if (v.const) return typeof v.const.value === 'string' || typeof v.const.value === 'number' ? String(v.const.value) : undefined;
  return undefined;
}

/**
 * The constant text a concatenation of `parts` is known to begin with: leading constants, then
 * the known beginning of the first part that is not constant.
 */
export function concatPrefix(parts: AbsValue[]): string | undefined {
  let text = '';
  for (const p of parts) {
    const k = knownText(p);
    if (k !== undefined) {
      text += k;
      continue;
    }
    text += p.textPrefix ?? '';
    break;
  }
  return text || undefined;
}

/**
 * The result of string building: its known beginning, and the string type when it is surely a
 * string (a template, or `+` with a string operand), since a string carries no query operators.
 */
export function builtString(result: AbsValue, parts: AbsValue[], stringType: string): AbsValue {
  const prefix = concatPrefix(parts);
  const isString = parts.some((p) => typeof p.const?.value === 'string' || p.textPrefix !== undefined || p.types?.includes(stringType));
  if (!prefix && !isString) return result;
  const out: AbsValue = { ...result };
  if (prefix) out.textPrefix = prefix;
  // The whole text with unknown parts as NUL (`sid=\0; HttpOnly`), for checks on what a string contains.
  // A part of a primitive number type with no taint is digits: no quote or keyword can be in it.
  const skeleton = parts.map((p) => knownText(p) ?? p.textSkeleton ?? plainChoice(p) ?? (isCleanNumber(p) ? '0' : p.taints?.length ? HOLE : QUIET_HOLE)).join('');
  if (skeleton !== HOLE && skeleton !== QUIET_HOLE) out.textSkeleton = skeleton;
  if (isString && !out.types?.includes(stringType)) out.types = [...(out.types ?? []), stringType];
  return out;
}

/**
 * A value known to be one of a few plain words (`$col` after an allow-list check): any of them
 * stands for all in the text, since none holds a quote, a separator or a NUL.
 */
function plainChoice(v: AbsValue): string | undefined {
  if (v.const || !v.consts?.length) return undefined;
  const texts = v.consts.map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : undefined));
  return texts.every((t) => t !== undefined && /^[\w .-]+$/.test(t)) ? texts[0] : undefined;
}

const NUMBER_TYPES = new Set(['int', 'long', 'short', 'byte', 'float', 'double', 'int64', 'int32', 'uint', 'uint64', 'float64']);

function isCleanNumber(v: AbsValue): boolean {
  return !v.taints?.length && !!v.types?.some((t) => NUMBER_TYPES.has(t));
}

/** The beginning two joined values share (a constant counts as its own beginning). */
export function joinPrefix(a: AbsValue, b: AbsValue): string | undefined {
  const pa = a.textPrefix ?? knownText(a);
  const pb = b.textPrefix ?? knownText(b);
  if (pa === undefined || pb === undefined) return undefined;
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return i > 0 ? pa.slice(0, i) : undefined;
}

/** The text a value is known to begin with, for `prefixRegex` checks. */
export function textBeginning(v: AbsValue): string | undefined {
  return knownText(v) ?? v.textPrefix;
}

/**
 * The taints of a Mongo-style query object, field by field: a value under `$eq` is compared as
 * it is (an object there is not read as operators), so it carries no operator injection.
 * With `query` false, the same walk for an object a deep merge copies: a string field has no keys
 * (`__proto__`) to copy, whatever its text.
 */
export function queryObjectTaints(v: AbsValue | undefined, depth = 4, seen = new Set<AbsValue>(), query = true): Taint[] {
  if (!v || seen.has(v)) return [];
  seen.add(v);
  const out = [...(v.taints ?? [])];
  if (depth > 0) {
    for (const [k, f] of v.fields ?? []) {
      // `$where` text is JavaScript the database runs; any other string is compared as text.
      if (query && k === '$eq') continue;
      if ((!query || k !== '$where') && f.types?.some((t) => STRING_TYPES.has(t))) continue;
      const taints = queryObjectTaints(f, depth - 1, seen, query);
      // Being a string (route parameters, header values: sources clean for `nosql`) keeps no
      // operator out of a query object, but `$where` text is code: string taint counts there.
      // Text cleaned for code (stripped to a safe alphabet) stays clean there. The copy's sanitizers
      // differ, so its de-duplication key (values.ts) is made anew, not the original's.
      out.push(...(query && k === '$where' ? taints.map((t) => (t.sanitized.includes('code') ? t : { ...t, key: undefined, sanitized: t.sanitized.filter((kind) => kind !== 'nosql') })) : taints));
    }
    if (v.anyField) out.push(...queryObjectTaints(v.anyField, depth - 1, seen, query));
  }
  return out;
}

/** A `prefixRegex` check: the known beginning of the value matches. */
export function matchesPrefix(v: AbsValue, regex: string, ignoreCase?: boolean): boolean {
  const text = textBeginning(v);
  return text !== undefined && new RegExp(regex, ignoreCase ? 'i' : '').test(text);
}

/**
 * Whether a sink row decides what a call returns (a modelled call does not pass its arguments'
 * taint to its result: a query returns records, not the query). A row matched only through
 * `$unresolved.*` does so only when its condition holds and the call is not a collection
 * method taking a callback (`items.find((i) => …)`); otherwise the default flow stays
 * (`params.get('tag')` on an unresolved receiver still returns the tag).
 */
export function rowModelsCall(row: { call?: NamePattern }, names: readonly string[], conditionHolds: boolean, firstArg: AbsValue | undefined): boolean {
  const patterns = patternList(row.call);
  if (names.some((n) => !n.startsWith(`${UNRESOLVED}.`) && patterns.some((p) => nameMatches(p, n)))) return true;
  return conditionHolds && !firstArg?.fn;
}

/** A `textRegex` check: the constant text, or the text of a built string with its unknown parts as NUL (\u0001 where no source's data is), matches. */
export function matchesText(v: AbsValue, regex: string, ignoreCase?: boolean): boolean {
  const text = knownText(v) ?? v.textSkeleton;
  return text !== undefined && new RegExp(regex, ignoreCase ? 'i' : '').test(text);
}
