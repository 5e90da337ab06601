/**
 * Constant folding with a floating-point operand (a Java `double` constant: `4.0`, or a `double`
 * local given `4`). The IR's numbers do not tell `4.0` from `4`, so a constant carries `float`:
 * its arithmetic stays floating (`10.0 / 4` is 2.5, not the truncated 2), and it prints as Java's
 * `Double.toString` does (`"x" + 4.0` is `x4.0`).
 */
import type { BinaryOp, ConstValue } from '../ir/types.js';
import { constant, type AbsValue } from './values.js';

/** Java's `Double.toString` where it is certain: `4.0`, `2.5`; undefined where it switches to `E` notation. */
export function javaDoubleText(v: number): string | undefined {
  if (!Number.isFinite(v)) return undefined;
  const abs = Math.abs(v);
  if (abs !== 0 && (abs < 1e-3 || abs >= 1e7)) return undefined;
  return Number.isInteger(v) ? v.toFixed(1) : String(v);
}

const floating = (v: number): AbsValue | undefined => (Number.isFinite(v) ? { const: { value: v, float: true } } : undefined);

/**
 * An operator over two constants at least one of which is floating: arithmetic stays floating,
 * string concatenation writes the number as Java does, comparisons compare the numbers; anything
 * else does not fold (undefined).
 */
export function foldFloat(op: BinaryOp, a: ConstValue, b: ConstValue, aFloat: boolean, bFloat: boolean): AbsValue | undefined {
  if (typeof a === 'number' && typeof b === 'number') {
    switch (op) {
      case 'add':
        return floating(a + b);
      case 'sub':
        return floating(a - b);
      case 'mul':
        return floating(a * b);
      case 'div':
        return b === 0 ? undefined : floating(a / b);
      case 'mod':
        return b === 0 ? undefined : floating(a % b);
      case 'eq':
        return constant(a === b);
      case 'ne':
        return constant(a !== b);
      case 'lt':
        return constant(a < b);
      case 'gt':
        return constant(a > b);
      case 'le':
        return constant(a <= b);
      case 'ge':
        return constant(a >= b);
      default:
        return undefined;
    }
  }
  if (op === 'add' && (typeof a === 'string' || typeof b === 'string')) {
    const text = (v: ConstValue, isFloat: boolean): string | undefined => (isFloat && typeof v === 'number' ? javaDoubleText(v) : v === null ? 'null' : String(v));
    const left = text(a, aFloat);
    const right = text(b, bFloat);
    return left === undefined || right === undefined ? undefined : constant(left + right);
  }
  return undefined;
}
