/**
 * Evaluates the checks of pattern rules and conditional sinks against the abstract values of a
 * call's arguments. A value that is not known never satisfies a test (except `notConstant`).
 */
import type { FunctionIR } from '../ir/types.js';
import { baseTypeName } from '../rules/names.js';
import { acceptsEverything } from './accepting-functions.js';
import type { Check, ValueCheck } from '../rules/schema.js';
import { matchesPrefix, matchesText } from './unresolved-calls.js';
import { knownStart } from './string-prefix.js';
import { isSigned } from './signature-guards.js';
import type { AbsValue } from './values.js';

export interface CallFacts {
  args: AbsValue[];
  kwargs: Record<string, AbsValue>;
  assigned?: AbsValue;
  receiver?: AbsValue;
  /** Types of a value plus their supertypes. */
  typesOf: (v: AbsValue) => string[];
  /** The functions a value stands for under a method name (a lambda, or a class's methods); accepting-functions.ts. */
  methodsNamed?: (v: AbsValue, name: string) => FunctionIR[];
  /** Set by an `orFallback` test that held through a value's fallback: where that constant is written. */
  fallbackHit?: NonNullable<AbsValue['fallback']>;
}

type Subject = { present: false } | { present: true; value: AbsValue };

function subjects(check: ValueCheck, facts: CallFacts): Subject[] {
  let base: Subject[];
  if (check.assigned) base = facts.assigned ? [{ present: true, value: facts.assigned }] : [{ present: false }];
  else if (check.receiver) base = facts.receiver ? [{ present: true, value: facts.receiver }] : [{ present: false }];
  else if (check.kwarg !== undefined && facts.kwargs[check.kwarg] !== undefined) base = [{ present: true, value: facts.kwargs[check.kwarg] }];
  else if (check.arg === 'any') base = facts.args.map((value) => ({ present: true, value }));
  else if (typeof check.arg === 'number' && check.arg < facts.args.length) base = [{ present: true, value: facts.args[check.arg] }];
  else base = [check.kwarg !== undefined ? splattedKeyword(facts.kwargs, check.kwarg) : { present: false }];
  if (!check.field) return base;
  // `*` stands for every known field at its level (`algorithms.*`: each entry of the list).
  return check.field.split('.').reduce((level, key) => (key === '*' ? level.flatMap(everyField) : level.map((s) => descend(s, [key]))), base);
}

/**
 * A keyword not written at the call but maybe passed in a `**opts` mapping (`set_cookie(k, v, **OPTS)`):
 * its field when the mapping is known, absent when every mapping is a closed literal without it, else
 * unknown (proves nothing).
 */
function splattedKeyword(kwargs: Record<string, AbsValue>, name: string): Subject {
  for (const [key, v] of Object.entries(kwargs)) {
    if (!key.startsWith('**')) continue;
    const field = v.fields?.get(name);
    if (field !== undefined) return { present: true, value: field };
    if (!v.fields || v.open || v.anyField) return { present: true, value: {} };
  }
  return { present: false };
}

/** `field: '*'`: each known field of an object literal (a sandbox holding an evaluator under any key). */
function everyField(subject: Subject): Subject[] {
  if (!subject.present || !subject.value.fields) return [];
  return [...subject.value.fields.values()].map((value) => ({ present: true, value }));
}

/** Descends into object-literal fields; an absent field of a closed object is proof of absence. */
function descend(subject: Subject, path: string[]): Subject {
  let current = subject;
  for (const key of path) {
    if (!current.present) return current;
    const v = current.value;
    const field = v.fields?.get(key);
    if (field !== undefined) current = { present: true, value: field };
    else if (v.fields && !v.open && !v.anyField) current = { present: false };
    // A function given where an options object may stand (`jwt.verify(token, key, (err, claims) => …)`)
    // holds no options: the field is absent.
    else if (v.fn && !v.fields && !v.anyField) current = { present: false };
    else return { present: true, value: {} }; // unknown whether the field is there
  }
  return current;
}

/**
 * A value that may be one of several constants matches when any of them does (weak algorithms on
 * some path); with `orFallback`, so does the constant it falls back to (`process.env.KEY || 'dev'`);
 * with `inCode`, a constant read from a configuration file of the tree does not count.
 */
function matchesConstant(v: AbsValue, check: ValueCheck, facts: CallFacts): boolean {
  // A check about what the code writes skips what a configuration file of the tree sets (`.env.example`).
  const candidates = v.const ? (check.inCode && v.const.configured ? [] : [v.const.value]) : v.consts ?? [];
  if (candidates.some((value) => matchesOne(value, check))) return true;
  if (!check.orFallback || !v.fallback || !matchesOne(v.fallback.value, check)) return false;
  facts.fallbackHit = v.fallback;
  return true;
}

function matchesOne(value: unknown, check: ValueCheck): boolean {
  const norm = (x: unknown) => (check.ignoreCase && typeof x === 'string' ? x.toLowerCase() : x);
  if (check.equals !== undefined) return norm(value) === norm(check.equals);
  if (check.in) return check.in.some((c) => norm(c) === norm(value));
  if (check.regex !== undefined) return typeof value === 'string' && new RegExp(check.regex, check.ignoreCase ? 'i' : '').test(value);
  if (check.atLeast !== undefined) return typeof value === 'number' && value >= check.atLeast;
  return false;
}

function valueTest(subject: Subject, check: ValueCheck, facts: CallFacts): boolean {
  if (check.missing) return !subject.present;
  if (!subject.present) return false;
  if (check.present) return true;
  const v = subject.value;
  if (check.notConstant) return !v.const && !v.consts;
  if (check.prefixRegex !== undefined) return matchesPrefix(v, check.prefixRegex, check.ignoreCase);
  if (check.textRegex !== undefined) return matchesText(v, check.textRegex, check.ignoreCase);
  if (check.state !== undefined) return !!v.states?.has(check.state);
  if (check.prefix !== undefined) {
    const pattern = new RegExp(check.prefix, check.ignoreCase ? 'i' : '');
    // One of a few constants (`locale === 'fr' ? '/fr' : '/en'`): each whole text starts as it should.
    if (!v.const && v.consts?.length) return v.consts.every((c) => typeof c === 'string' && pattern.test(c));
    const start = knownStart(v);
    return start !== undefined && pattern.test(start);
  }
  if (check.qualified) return !!v.qname && check.qualified.includes(v.qname);
  // A closed object literal whose every key is listed (an open one may hold more).
  if (check.onlyFields) return !!v.fields && v.fields.size > 0 && !v.open && !v.anyField && [...v.fields.keys()].every((k) => check.onlyFields!.includes(k));
  // A closed literal with no entries (an open one, or a value of unknown shape, may hold some).
  if (check.empty) return !!v.fields && v.fields.size === 0 && !v.open && !v.anyField;
  // Text an HMAC check proved the application wrote (signature-guards.ts).
  if (check.signed) return isSigned(v);
  // A trust manager or hostname verifier whose check says yes to everything.
  if (check.acceptsAll !== undefined) {
    const methods = facts.methodsNamed?.(v, check.acceptsAll) ?? [];
    return methods.length > 0 && methods.every(acceptsEverything);
  }
  // An object whose class of the tree declares the method (an override of a library hook).
  if (check.defines !== undefined) return (facts.methodsNamed?.(v, check.defines) ?? []).length > 0;
  if (check.type) {
    const types = facts.typesOf(v).map(baseTypeName);
    return check.type.some((t) => types.includes(t));
  }
  return matchesConstant(v, check, facts);
}

/** The fallback an `orFallback` test held through since the last call, cleared for the next rule. */
export function takeFallbackHit(facts: CallFacts): CallFacts['fallbackHit'] {
  const hit = facts.fallbackHit;
  facts.fallbackHit = undefined;
  return hit;
}

export function evalCheck(check: Check | Check[] | undefined, facts: CallFacts): boolean {
  if (check === undefined) return true;
  if (Array.isArray(check)) return check.every((c) => evalCheck(c, facts));
  if ('all' in check) return check.all.every((c) => evalCheck(c, facts));
  if ('any' in check) return check.any.some((c) => evalCheck(c, facts));
  if ('not' in check) return !evalCheck(check.not, facts);
  return subjects(check, facts).some((s) => valueTest(s, check, facts));
}
