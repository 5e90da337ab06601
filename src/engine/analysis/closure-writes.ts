/**
 * Variables a function's nested functions write (`let db; async function connect() { db = … }`).
 *
 * A declaration without a value is lowered as an assignment of null. Read in the declaring body
 * that is right, but a variable some nested function assigns holds whatever that function wrote
 * once it has run, and other nested functions (`collection()` after `connect()`) read it then: the
 * declaration's null is not its value for them, and a guard `if (!db) throw …` must not turn their
 * whole body into a dead path. statements.ts binds such a declaration to an unknown value instead.
 */
import type { FunctionIR, Stmt } from '../ir/types.js';
import { forEachNode, type IrNode } from './ir-walk.js';

const cache = new WeakMap<FunctionIR, ReadonlySet<string>>();

/** Names assigned inside the functions nested in `fn` (at any depth), other than their own parameters. */
export function namesWrittenByNestedFunctions(fn: FunctionIR): ReadonlySet<string> {
  let names = cache.get(fn);
  if (!names) {
    const found = new Set<string>();
    forEachNode(fn.body, (node) => {
      const nested = nestedFunction(node);
      if (nested) collectWrites(nested, found);
    });
    names = found;
    cache.set(fn, names);
  }
  return names;
}

function nestedFunction(node: IrNode): FunctionIR | undefined {
  if (node.kind !== 'function') return undefined;
  return (node as { fn?: FunctionIR }).fn;
}

function collectWrites(fn: FunctionIR, into: Set<string>): void {
  const params = new Set(fn.params.map((p) => p.name));
  forEachNode(fn.body, (node) => {
    if (node.kind !== 'assign') return;
    const s = node as Extract<Stmt, { kind: 'assign' }>;
    // A declaration of the nested function's own (`let x;`, `const x: T = …`) is not a write through.
    if (s.target.kind !== 'name' || s.declaredWithoutValue || s.declaredType !== undefined) return;
    if (!params.has(s.target.name)) into.add(s.target.name);
  });
}
