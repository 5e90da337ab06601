/**
 * Return values of web views as sinks (`returnOf` sink rows): a Flask view's return value is the
 * response, and a string is sent as `text/html`. Which functions are views is decided by their
 * decorators' resolved names; what part of a return value is the body by its shape.
 */
import type { FunctionIR } from '../ir/types.js';
import { anyNameMatches } from '../rules/names.js';
import type { SinkRow } from '../rules/schema.js';
import type { AbsValue, Taint } from './values.js';

const STRING_TYPES = new Set(['str', 'bytes', 'String', 'java.lang.String']);

export interface ViewLookup {
  /** Names of the function's decorators, as written and resolved. */
  decoratorNames(fn: FunctionIR): string[];
  /** The qualified names of the function's class and its supertypes (empty for a free function). */
  classTypes(fn: FunctionIR): string[];
}

/** The `returnOf` rows that make this function's return value a response body. */
export function viewReturnRows(fn: FunctionIR, rows: readonly SinkRow[], lookup: ViewLookup): SinkRow[] {
  if (rows.length === 0) return [];
  let names: string[] | undefined;
  let classes: string[] | undefined;
  return rows.filter((row) => {
    const spec = row.returnOf!;
    if (spec.functionAnnotation && fn.annotations.length && anyNameMatches(spec.functionAnnotation, (names ??= lookup.decoratorNames(fn)))) return true;
    if (!spec.classExtends || !fn.className) return false;
    if (spec.methods && !spec.methods.includes(fn.name)) return false;
    return (classes ??= lookup.classTypes(fn)).includes(spec.classExtends);
  });
}

/**
 * The taints of the response body a view returns: a string, or the first element of a
 * `(body, status)` / `(body, status, headers)` tuple. Objects (responses built elsewhere, which
 * are judged where they are built), dicts and lists (sent as JSON) have no body here.
 */
export function responseBodyTaints(v: AbsValue): Taint[] {
  if (v.fields && (v.fields.size === 2 || v.fields.size === 3) && v.fields.has('0') && v.fields.has('1')) {
    const status = v.fields.get('1')!;
    if (status.const && typeof status.const.value === 'number') return responseBodyTaints(v.fields.get('0')!);
  }
  if (v.fields || v.anyField || v.fn || v.cls) return [];
  if (v.types && !v.types.some((t) => STRING_TYPES.has(t))) return [];
  return v.taints ?? [];
}
