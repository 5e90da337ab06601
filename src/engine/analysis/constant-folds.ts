/**
 * Folding of binary operators over two constants (`'a' + 1`, `2 * 3`, `x == y`), with Java's
 * integer arithmetic where the language computes that way.
 */
import type { BinaryOp } from '../ir/types.js';

export function stringOf(value: unknown): string {
  if (value === null) return 'null';
  return String(value);
}

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
const isInt32 = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= INT_MIN && v <= INT_MAX;

/**
 * Java's `/`, `%`, bitwise operators and shifts over two constant numbers. An `int` and a `long`
 * look alike here, so bitwise operators and shifts fold only where both types give the same
 * result (operands an `int` holds, no bits shifted out, `>>>` of a non-negative value).
 */
function foldJavaArithmetic(op: BinaryOp, a: number, b: number): number | undefined {
  switch (op) {
    case 'div':
      if (b === 0) return undefined;
      return Number.isInteger(a) && Number.isInteger(b) ? Math.trunc(a / b) : a / b;
    case 'mod':
      return b === 0 ? undefined : a % b;
  }
  if (!isInt32(a) || !isInt32(b)) return undefined;
  switch (op) {
    case 'bitAnd':
      return a & b;
    case 'bitOr':
      return a | b;
    case 'bitXor':
      return a ^ b;
    case 'shl':
      return b >= 0 && b <= 30 && isInt32(a * 2 ** b) ? a * 2 ** b : undefined;
    case 'shr':
      return b >= 0 && b <= 31 ? a >> b : undefined;
    case 'ushr':
      return a >= 0 && b >= 0 && b <= 31 ? a >>> b : undefined;
    default:
      return undefined;
  }
}

/**
 * Folds an operator over two constants; undefined when it does not fold. `javaArithmetic`: `/`,
 * `%`, bitwise operators and shifts fold the way Java computes them (foldJavaArithmetic).
 */
export function fold(op: BinaryOp, a: unknown, b: unknown, javaArithmetic = false): string | number | boolean | undefined {
  switch (op) {
    case 'mod': // non-negative integers: every language gives the same remainder (`10 % 3 == 1`)
      if (Number.isInteger(a) && Number.isInteger(b) && (a as number) >= 0 && (b as number) > 0) return (a as number) % (b as number);
    // falls through
    case 'div':
    case 'bitAnd':
    case 'bitOr':
    case 'bitXor':
    case 'shl':
    case 'shr':
    case 'ushr':
      return javaArithmetic && typeof a === 'number' && typeof b === 'number' ? foldJavaArithmetic(op, a, b) : undefined;
    case 'add':
      if (typeof a === 'number' && typeof b === 'number') return a + b;
      if (typeof a === 'string' || typeof b === 'string') return stringOf(a) + stringOf(b);
      return undefined;
    case 'sub':
      return typeof a === 'number' && typeof b === 'number' ? a - b : undefined;
    case 'mul':
      return typeof a === 'number' && typeof b === 'number' ? a * b : undefined;
    case 'eq':
      return a === b;
    case 'ne':
      return a !== b;
    case 'eqIgnoreCase':
      return typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : undefined;
    case 'lt':
      return typeof a === typeof b ? (a as number) < (b as number) : undefined;
    case 'gt':
      return typeof a === typeof b ? (a as number) > (b as number) : undefined;
    case 'le':
      return typeof a === typeof b ? (a as number) <= (b as number) : undefined;
    case 'ge':
      return typeof a === typeof b ? (a as number) >= (b as number) : undefined;
    default:
      return undefined;
  }
}
