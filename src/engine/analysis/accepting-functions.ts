/**
 * Functions that accept whatever they are asked about: a certificate check that never throws, a
 * hostname verifier that answers `true` for every host. A TLS client given one checks nothing.
 * Used by the `acceptsAll` test of rule checks (checks.ts).
 */
import type { FunctionIR } from '../ir/types.js';
import { forEachNode } from './ir-walk.js';
import { typesOf } from './resolve.js';
import type { LanguageFamily } from '../parse/languages.js';
import type { AnalysisState } from './state.js';
import type { AbsValue } from './values.js';

const verdicts = new WeakMap<FunctionIR, boolean>();

/**
 * True when the body can only end normally and says yes: no `throw`, no call (a call may be the
 * check that throws: a delegate trust manager, a pinning helper), and every `return` gives nothing
 * or the constant `true`. A body we cannot read in full (an unknown statement) does not count.
 */
export function acceptsEverything(fn: FunctionIR): boolean {
  let verdict = verdicts.get(fn);
  if (verdict === undefined) {
    verdict = true;
    forEachNode(fn.body, (node) => {
      if (!verdict) return;
      const n = node as { kind?: string; value?: { kind?: string; value?: unknown } };
      if (n.kind === 'throw' || n.kind === 'call' || n.kind === 'unknown') verdict = false;
      else if (n.kind === 'return' && n.value && !(n.value.kind === 'const' && n.value.value === true)) verdict = false;
    });
    verdicts.set(fn, verdict);
  }
  return verdict;
}

/**
 * The functions a value stands for under a method name: a lambda or method reference itself (a
 * single-method interface), or the methods of that name of the first class of the tree among the
 * value's types and their supertypes (an anonymous or named implementation).
 */
export function methodsNamed(st: AnalysisState, v: AbsValue, name: string, family: LanguageFamily): FunctionIR[] {
  if (v.fn) return [v.fn.fn];
  // The value's own types first: an anonymous class's name (`Outer.<anonymous@3:9>`) does not
  // survive the generic-stripping of the supertype lookup.
  for (const type of [...(v.types ?? []), ...typesOf(st, v, family)]) {
    const methods = st.program.classes.get(type)?.cls.methods.filter((m) => m.name === name && !m.isStatic) ?? [];
    if (methods.length > 0) return methods;
  }
  return [];
}
