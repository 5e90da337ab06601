/**
 * Selecting an array's keys by a list of known ones (PHP): `array_flip(['name', 'phone'])` of a list
 * of constants is an array with those keys, and `array_intersect_key($input, $allowed)` whose
 * `$allowed` has only known keys keeps just those keys of `$input`, each with what `$input` holds
 * there (its own taint). So a request wrapper's `only(['name', 'phone'])` written that way gives an
 * array whose keys are constants: written into SQL as column names (`"{$column} = ?"` over
 * `array_keys`) they are no request text, while the values keep the request's taint.
 */
import { constant, hasTaint, isConst, memberTaints, tainted, UNKNOWN, type AbsValue } from './values.js';

/** The dialect's names of the two calls. */
export interface KeySelectionCalls {
  flip: string;
  intersectKeys: string;
}

const closed = (v: AbsValue | undefined): v is AbsValue & { fields: Map<string, AbsValue> } => !!v?.fields && !v.open && !v.anyField;

export function keySelection(qname: string, args: readonly AbsValue[], calls: KeySelectionCalls, arrayType: string): AbsValue | undefined {
  if (qname === calls.flip && args.length === 1) return flipped(args[0], arrayType);
  if (qname !== calls.intersectKeys || args.length !== 2 || !closed(args[1]) || hasTaint(args[1])) return undefined;
  const input = args[0];
  const fields = new Map<string, AbsValue>();
  for (const key of args[1].fields.keys()) {
    const own = input.fields?.get(key);
    if (own) fields.set(key, own);
    else if (input.fields && !input.open && !input.anyField && !hasTaint(input)) continue; // a key the input does not have
    else fields.set(key, hasTaint(input) ? tainted(memberTaints(input.taints!, key)) : (input.anyField ?? UNKNOWN));
  }
  return { types: [arrayType], fields };
}

/** `array_flip` of a list of constant keys. */
function flipped(list: AbsValue, arrayType: string): AbsValue | undefined {
  if (!closed(list) || hasTaint(list)) return undefined;
  const fields = new Map<string, AbsValue>();
  for (const [index, value] of list.fields) {
    if (!isConst(value) || (typeof value.const.value !== 'string' && typeof value.const.value !== 'number')) return undefined;
    fields.set(String(value.const.value), constant(/^\d+$/.test(index) ? Number(index) : index));
  }
  return { types: [arrayType], fields };
}
