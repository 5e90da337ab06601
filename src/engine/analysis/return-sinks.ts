/**
 * Sinks on what a function returns (`return` sink rows), one row shape for every framework:
 *
 * - a Spring `@ResponseBody` / `@RestController` handler's String is written to the response
 *   body, so its return value is an HTML sink unless the mapping says it produces something else
 *   (`produces = "application/json"`): `functionAnnotation`, `bodyAnnotation`, `returnTypes`, `when`;
 * - a Flask view's return value is the response, sent as `text/html` when it is a string:
 *   `functionAnnotation` (decorators by resolved name), or `classExtends` with `methods`
 *   (`MethodView.get`), and `viewResponse` (only a string or a `(body, status)` tuple's body is
 *   the body; see `responseBodyTaints`);
 * - a Next.js `getServerSideProps` export's `{ redirect: { destination } }` is a redirect: `export`
 *   with `pathGlob`, the module export of files under `pages/`.
 */
import { namesHandlerMethod } from './handler-methods.js';
import type { Annotation, ClassIR, Expr, FunctionIR } from '../ir/types.js';
import { anyNameMatches, baseTypeName } from '../rules/names.js';
import type { SinkRow } from '../rules/schema.js';
import { evalCheck } from './checks.js';
import { deepTaints, type AbsValue, type Taint } from './values.js';

// `string`: PHP's scalar type (a Laravel controller action returning markup).
const STRING_TYPES = new Set(['str', 'bytes', 'String', 'java.lang.String', 'string']);

const annotationNames = (list: readonly Annotation[]): string[] => list.flatMap((a) => (a.qualified ? [a.name, a.qualified] : [a.name]));

export interface ReturnSinkLookup {
  /** Names of one decorator / annotation, as written and resolved (`@app.get` → `flask.Flask.get`). */
  annotationNames(a: Annotation): string[];
  /** The qualified names of the function's class and its supertypes (empty for a free function). */
  classTypes(): string[];
  /** Evaluates an annotation argument in the module scope (constants fold, `MediaType.TEXT_HTML_VALUE` resolves). */
  evalExpr(e: Expr): AbsValue;
  typesOf(v: AbsValue): string[];
  /** The names the function's module exports it under (empty when it is not exported). */
  exportNames(): string[];
  /** Whether the function's module path matches a glob. */
  pathMatches(glob: string): boolean;
}

/** The return-sink rows that apply to `fn` (a method of `cls`, if any). */
export function returnSinksFor(rows: readonly SinkRow[], fn: FunctionIR, cls: ClassIR | undefined, lookup: ReturnSinkLookup): SinkRow[] {
  if (rows.length === 0) return [];
  const out: SinkRow[] = [];
  let classes: string[] | undefined;
  for (const row of rows) {
    const spec = row.return!;
    // Every matching annotation is a candidate: a handler may carry several (`@Header('Cache-Control', …)`
    // then `@Header('Content-Type', 'text/html')`), and the row's `when` picks the one it is about.
    const mappings = spec.functionAnnotation ? fn.annotations.filter((a) => anyNameMatches(spec.functionAnnotation!, lookup.annotationNames(a))) : [];
    const exported = !!spec.export && (!spec.pathGlob || lookup.pathMatches(spec.pathGlob)) && anyNameMatches(spec.export, lookup.exportNames());
    if (!mappings.length && !exported) {
      if (!spec.classExtends || !fn.className) continue;
      if ((spec.methods || spec.methodPrefix) && !namesHandlerMethod(spec, fn.name)) continue;
      if (!(classes ??= lookup.classTypes()).includes(spec.classExtends)) continue;
    }
    if (spec.bodyAnnotation && !anyNameMatches(spec.bodyAnnotation, [...annotationNames(fn.annotations), ...annotationNames(cls?.annotations ?? [])])) continue;
    if (spec.returnTypes && (!fn.returnType || !spec.returnTypes.includes(baseTypeName(fn.returnType)))) continue;
    if (spec.when && !(mappings.length ? mappings : [undefined]).some((m) => annotationHolds(spec.when!, m, lookup))) continue;
    out.push(row);
  }
  return out;
}

/** Whether the row's check holds of one annotation's arguments (positional as `arg`, named as `kwarg`). */
function annotationHolds(when: NonNullable<NonNullable<SinkRow['return']>['when']>, mapping: Annotation | undefined, lookup: ReturnSinkLookup): boolean {
  const kwargs: Record<string, AbsValue> = {};
  for (const [k, e] of Object.entries(mapping?.kwargs ?? {})) kwargs[k] = lookup.evalExpr(e);
  // `@GetMapping("/x")`: a lone positional argument is `value`.
  if (mapping?.args[0] && !kwargs.value) kwargs.value = lookup.evalExpr(mapping.args[0]);
  const args = (mapping?.args ?? []).map((e) => lookup.evalExpr(e));
  return evalCheck(when, { args, kwargs, typesOf: lookup.typesOf });
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

/** Whether a returned value passes the row's `value` check (`"redirect:" + url`); rows without one take every value. */
export function returnValueHolds(row: SinkRow, value: AbsValue, typesOf: (v: AbsValue) => string[]): boolean {
  const check = row.return?.value;
  return check === undefined || evalCheck(check, { args: [value], kwargs: {}, typesOf });
}

/**
 * The taints of a returned value a row looks at: with `fields`, only those fields of an object
 * literal (Nest `@Redirect()`: the `url` of `{ url, statusCode }`); a value whose fields are not
 * known counts whole, as a sink argument does.
 */
export function returnedFieldTaints(row: SinkRow, v: AbsValue): Taint[] {
  if (!row.fields || !v.fields) return deepTaints(v);
  return row.fields.flatMap((f) => {
    const field = v.fields!.get(f);
    return field ? deepTaints(field) : [];
  });
}
