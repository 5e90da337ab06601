/**
 * `sprintf`/`printf` with a constant format, lowered to the string they build: the literal text
 * and each argument in place, numeric conversions (`%d`, `%u`, `%f`, `%x`…) as number conversions.
 * So `sprintf("SELECT … WHERE id = %d", $id)` carries nothing of `$id`, and `sprintf("… '%s'", $x)`
 * is a concat whose constant prefix the SQL rows can read. Anything else is left as the call.
 */
import type { Expr, Loc } from '../../ir/types.js';
import { placeInMarkup } from './html-context.js';

// The width may not start with 0 (zeros are flags): with `[-+ 0]*\d*` a run of zeros could be split
// between the two in every way, and matching took quadratic time (test/engine/regex-backtracking).
const SPEC = /%(?:(\d+)\$)?[-+ 0]*(?:'.)?(?:[1-9]\d*)?(?:\.\d+)?([bcdeEfFgGosuxX%])/g;
const NUMERIC = new Set(['b', 'c', 'd', 'e', 'E', 'f', 'F', 'g', 'G', 'o', 'u', 'x', 'X']);

export function formatted(format: string, values: Expr[], loc: Loc): Expr | undefined {
  const parts: Expr[] = [];
  let last = 0;
  let next = 0;
  for (const m of format.matchAll(SPEC)) {
    const literal = format.slice(last, m.index) + (m[2] === '%' ? '%' : '');
    last = m.index + m[0].length;
    if (m[2] === '%') {
      if (literal) parts.push({ kind: 'const', value: literal, loc });
      continue;
    }
    if (literal) parts.push({ kind: 'const', value: literal, loc });
    const index = m[1] ? Number(m[1]) - 1 : next++;
    const value = values[index];
    if (!value) return undefined; // too few arguments: leave the call as written
    parts.push(NUMERIC.has(m[2]) ? { kind: 'unary', op: 'plus', operand: value, loc: value.loc } : value);
  }
  const tail = format.slice(last);
  if (tail) parts.push({ kind: 'const', value: tail, loc });
  if (parts.length === 0) return { kind: 'const', value: '', loc };
  return parts.length === 1 && parts[0].kind === 'const' ? parts[0] : { kind: 'concat', parts: placeInMarkup(parts), loc };
}
