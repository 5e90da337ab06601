/** What a `types` model row gives a call's result. */
import type { TypeRow } from '../rules/schema.js';
import type { AbsValue } from './values.js';

/**
 * The types a `types` row gives a call's result: its fixed `returns`, or (`returnsInstanceOf: N`)
 * the class passed as argument N, by its qualified name (an imported class) or the tree's class.
 */
export function rowReturnTypes(row: TypeRow, args: readonly AbsValue[]): string[] {
  if (row.returns !== undefined) return [row.returns];
  const arg = row.returnsInstanceOf !== undefined ? args[row.returnsInstanceOf] : undefined;
  if (arg?.cls) return [arg.cls.qualified];
  return arg?.qname ? [arg.qname] : [];
}
