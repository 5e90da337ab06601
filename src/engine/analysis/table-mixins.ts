/**
 * `mixins` model rows: methods a framework lends a class of the tree. CakePHP tables add behaviors by
 * name in their own code (`$this->addBehavior('Searchable')` in `initialize()`): a method the table
 * does not declare (`$this->Teams->searchRaw($q, $term)`) runs on the behavior class of that name
 * (`{root}.Model.Behavior.SearchableBehavior`). Custom finders run by name: `find('legacyTown', $o)`
 * calls `findLegacyTown($query, $o)` of the table or of one of its behaviors, `$query` a value of the
 * type the `find` call returns, so the SQL a finder builds from its options is judged with the
 * caller's arguments.
 */
import type { ModuleIR } from '../ir/types.js';
import type { MixinRow } from '../rules/schema.js';
import { forEachCall, type CallExpr } from './ir-walk.js';
import { receiverFor } from './instances.js';
import { fnValue, moduleEnv } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import { isConst, UNKNOWN, type AbsValue } from './values.js';

interface Owner {
  row: MixinRow;
  qualified: string;
  module: ModuleIR;
}

/** The tree classes of the receiver's types that extend a mixin row's type. */
function owners(st: AnalysisState, receiver: AbsValue, frame: Frame): Owner[] {
  const out: Owner[] = [];
  for (const row of frame.models.mixins) {
    for (const t of receiver.types ?? []) {
      const entry = st.program.classByName(t, frame.module);
      if (entry && st.program.withSupertypes([entry.head.qualified], frame.family).includes(row.type)) out.push({ row, qualified: entry.head.qualified, module: entry.module });
    }
  }
  return out;
}

/** The mixin classes the owner's module adds with constant names (`$this->addBehavior('Searchable')`). */
function mixinClasses(st: AnalysisState, owner: Owner, frame: Frame): string[] {
  const names: string[] = [];
  forEachCall(owner.module, (call: CallExpr) => {
    const callee = call.callee;
    if (callee.kind !== 'member' || callee.property !== owner.row.addedBy || callee.object.kind !== 'this') return;
    const first = call.args[0];
    if (first?.kind === 'const' && typeof first.value === 'string' && /^[A-Za-z_]\w*$/.test(first.value)) names.push(first.value);
  });
  const root = owner.qualified.split('.')[0];
  const out: string[] = [];
  for (const name of names) {
    for (const template of owner.row.classes) {
      const entry = st.program.classByName(template.replaceAll('{name}', name).replaceAll('{root}', root), frame.module);
      if (entry) {
        out.push(entry.head.qualified);
        break;
      }
    }
  }
  return out;
}

/** A method the receiver's class does not declare, found on one of its mixins. */
export function mixinMethod(st: AnalysisState, receiver: AbsValue, key: string, frame: Frame): AbsValue | undefined {
  for (const owner of owners(st, receiver, frame)) {
    for (const cls of mixinClasses(st, owner, frame)) {
      const method = st.program.findMethod(cls, key, -1, frame.module);
      if (method) return fnValue(st, method.fn, st.closures.get(method.fn.id) ?? moduleEnv(st, method.module), receiverFor(st, receiver, method));
    }
  }
  return undefined;
}

/** `find('name', $options)`: runs the finder method of that name with a query of the call's type and the options. */
export function runCustomFinder(st: AnalysisState, receiver: AbsValue | undefined, key: string | undefined, args: AbsValue[], typed: AbsValue | undefined, frame: Frame, call: (fn: AbsValue, args: AbsValue[]) => void): void {
  if (!receiver?.types || key === undefined || !isConst(args[0]) || typeof args[0].const.value !== 'string') return;
  const name = args[0].const.value;
  if (!/^[A-Za-z_]\w*$/.test(name)) return;
  for (const owner of owners(st, receiver, frame)) {
    const finder = owner.row.finder;
    if (!finder || finder.call !== key) continue;
    const method = `${finder.prefix}${name[0].toUpperCase()}${name.slice(1)}`;
    const own = st.program.findMethod(owner.qualified, method, -1, frame.module);
    const fn = own ? fnValue(st, own.fn, st.closures.get(own.fn.id) ?? moduleEnv(st, own.module), receiverFor(st, receiver, own)) : mixinMethod(st, receiver, method, frame);
    if (fn?.fn) call(fn, [typed ?? UNKNOWN, args[1] ?? UNKNOWN]);
    return;
  }
}
