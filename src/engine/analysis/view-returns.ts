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

/** The `returnOf` rows whose decorators the function carries. */
export function viewReturnRows(fn: FunctionIR, rows: readonly SinkRow[], decoratorNames: (fn: FunctionIR) => string[]): SinkRow[] {
  if (rows.length === 0 || fn.annotations.length === 0) return [];
  const names = decoratorNames(fn);
  return rows.filter((row) => anyNameMatches(row.returnOf!.functionAnnotation, names));
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
