/**
 * `typeof x === 'string'` (or `'number'`, `'boolean'`) proves x is a primitive on the branch
 * where it holds: a primitive carries no query operators (`{ $ne: … }`), so x is clean there for
 * Mongo-style query objects, and for nothing else.
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
  // A member path of the request (`typeof req.body.back === 'string'`) is read with its source:
  // the quiet value leaves sources out, and rebinding that would drop every taint, not only nosql.
  const value = ops.memberChainValue?.(probe.operand) ?? ops.value(probe.operand);
  ops.rebind(probe.operand, sanitize(value, ['nosql']));
}
