/**
 * Operator spellings of every lowered language mapped to the IR's operators (`BinaryOp`,
 * `UnaryOp` in `ir/types.ts`). The one place that knows that `&&` and `and`, `===` and `is`,
 * `!` and `not` mean the same thing; the spellings of the three languages never conflict.
 */
import type { BinaryOp, UnaryOp } from '../ir/types.js';

const BINARY: Record<string, BinaryOp> = {
  '&&': 'and',
  and: 'and',
  '||': 'or',
  or: 'or',
  '??': 'nullish',
  '==': 'eq',
  '===': 'eq',
  is: 'eq',
  '!=': 'ne',
  '!==': 'ne',
  'is not': 'ne',
  '<': 'lt',
  '>': 'gt',
  '<=': 'le',
  '>=': 'ge',
  in: 'in',
  instanceof: 'instanceof',
  '+': 'add',
  '-': 'sub',
  '*': 'mul',
  '/': 'div',
  '//': 'floorDiv',
  '%': 'mod',
  '**': 'pow',
  '@': 'matMul',
  '<<': 'shl',
  '>>': 'shr',
  '>>>': 'ushr',
  '&': 'bitAnd',
  '|': 'bitOr',
  '^': 'bitXor',
};

const UNARY: Record<string, UnaryOp> = {
  '!': 'not',
  not: 'not',
  '-': 'neg',
  '+': 'plus',
  '~': 'bitNot',
  '++': 'increment',
  typeof: 'typeof',
  void: 'void',
  delete: 'delete',
};

/** The IR operator of a binary operator as written (`'is not'`, `'&&'`); `other` when unknown. */
export function binaryOp(spelling: string): BinaryOp {
  return Object.hasOwn(BINARY, spelling) ? BINARY[spelling] : 'other';
}

/** The IR operator of a unary operator as written (`'!'`, `'not'`); `other` when unknown. */
export function unaryOp(spelling: string): UnaryOp {
  return Object.hasOwn(UNARY, spelling) ? UNARY[spelling] : 'other';
}
