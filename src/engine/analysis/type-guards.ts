/**
 * `typeof x === 'string'` (or `'number'`, `'boolean'`) proves x is a primitive on the branch
 * where it holds: a primitive carries no query operators (`{ $ne: … }`), so x is clean there for
 * Mongo-style query objects.
 */
import type { Expr } from '../ir/types.js';
import type { GuardOps } from './guards.js';
import { isConst, sanitize } from './values.js';

const PRIMITIVES = new Set(['string', 'number', 'boolean', 'bigint']);

export function narrowTypeofGuard(test: Extract<Expr, { kind: 'binary' }>, proven: boolean, ops: GuardOps): void {
  if (!proven) return;
  const [probe, other] = test.left.kind === 'unary' ? [test.left, test.right] : [test.right, test.left];
  if (probe.kind !== 'unary' || probe.op !== 'typeof') return;
  const type = ops.value(other);
  if (!isConst(type) || typeof type.const.value !== 'string' || !PRIMITIVES.has(type.const.value)) return;
  ops.rebind(probe.operand, sanitize(ops.value(probe.operand), ['nosql']));
}
