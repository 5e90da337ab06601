/**
 * The function a call runs when the callee is a member (`recv.m(…)`, `Class::m()`): a function stored
 * in the receiver's field, a member of a module or class, a method of the receiver's type (a class of
 * the tree, or an interface with one implementation), a method a mixin lends, or a library name.
 */
import { baseTypeName } from '../rules/names.js';
import { receiverFor } from './instances.js';
import { fnValue, moduleEnv, moduleMember, resolveQname, staticMember } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import { mixinMethod } from './table-mixins.js';
import { UNKNOWN, type AbsValue } from './values.js';

/** The function a method call runs: a stored function, a module or class member, a method of the receiver's type. */
export function readMemberForCall(st: AnalysisState, receiver: AbsValue, key: string, frame: Frame): AbsValue {
  const field = receiver.fields?.get(key);
  if (field?.fn) return field;
  if (receiver.module) return moduleMember(st, receiver.module, key) ?? UNKNOWN;
  if (receiver.cls) return classMemberForCall(st, receiver.cls.qualified, key, frame) ?? UNKNOWN;
  if (receiver.types) {
    for (const t of receiver.types) {
      // A class of the tree, or an interface of the tree with one implementation.
      const entry = st.program.classByName(t, frame.module);
      const method = st.program.findMethod(entry?.cls.qualified ?? baseTypeName(t), key, -1, entry?.module ?? frame.module);
      if (method) return fnValue(st, method.fn, st.closures.get(method.fn.id) ?? moduleEnv(st, method.module), receiverFor(st, receiver, method));
    }
  }
  // A method lent by a mixin the class registers (a CakePHP table's behaviors: table-mixins.ts).
  const lent = receiver.types && frame.models.mixins.length ? mixinMethod(st, receiver, key, frame) : undefined;
  if (lent) return lent;
  if (receiver.qname) return resolveQname(st, `${receiver.qname}.${key}`, frame.family) ?? UNKNOWN;
  return UNKNOWN;
}

/** `Class::m()`: the method, run on the caller's instance when the language passes it (`classCallsKeepThis`). */
function classMemberForCall(st: AnalysisState, classQualified: string, key: string, frame: Frame): AbsValue | undefined {
  const member = staticMember(st, classQualified, key);
  const self = frame.thisValue;
  if (!member?.fn || member.fn.fn.isStatic || !frame.traits.classCallsKeepThis || !self?.types?.includes(classQualified)) return member;
  return { fn: { ...member.fn, boundThis: self } };
}
