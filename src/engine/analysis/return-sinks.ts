/**
 * Sinks on what a function returns: a Spring `@ResponseBody` / `@RestController` handler's String
 * is written to the response body, so its return value is an HTML sink unless the mapping says it
 * produces something else (`produces = "application/json"`). Model rows with a `return` spec say
 * which functions (by annotations and declared return type) and under which condition on the
 * mapping annotation's named arguments.
 */
import type { Annotation, ClassIR, Expr, FunctionIR } from '../ir/types.js';
import { anyNameMatches, baseTypeName } from '../rules/names.js';
import type { SinkRow } from '../rules/schema.js';
import { evalCheck } from './checks.js';
import type { AbsValue } from './values.js';

const annotationNames = (list: readonly Annotation[]): string[] => list.flatMap((a) => (a.qualified ? [a.name, a.qualified] : [a.name]));

/**
 * The return-sink rows that apply to `fn` (a method of `cls`, if any). `evalExpr` evaluates an
 * annotation argument in the module scope (constants fold, `MediaType.TEXT_HTML_VALUE` resolves).
 */
export function returnSinksFor(
  rows: readonly SinkRow[],
  fn: FunctionIR,
  cls: ClassIR | undefined,
  evalExpr: (e: Expr) => AbsValue,
  typesOf: (v: AbsValue) => string[],
): SinkRow[] {
  if (rows.length === 0 || fn.annotations.length === 0) return [];
  const out: SinkRow[] = [];
  for (const row of rows) {
    const spec = row.return!;
    const mapping = fn.annotations.find((a) => anyNameMatches(spec.functionAnnotation, annotationNames([a])));
    if (!mapping) continue;
    if (spec.bodyAnnotation && !anyNameMatches(spec.bodyAnnotation, [...annotationNames(fn.annotations), ...annotationNames(cls?.annotations ?? [])])) continue;
    if (spec.returnTypes && (!fn.returnType || !spec.returnTypes.includes(baseTypeName(fn.returnType)))) continue;
    if (spec.when) {
      const kwargs: Record<string, AbsValue> = {};
      for (const [k, e] of Object.entries(mapping.kwargs ?? {})) kwargs[k] = evalExpr(e);
      // `@GetMapping("/x")`: a lone positional argument is `value`.
      if (mapping.args[0] && !kwargs.value) kwargs.value = evalExpr(mapping.args[0]);
      if (!evalCheck(spec.when, { args: [], kwargs, typesOf })) continue;
    }
    out.push(row);
  }
  return out;
}

/** Whether a returned value passes the row's `value` check (`"redirect:" + url`); rows without one take every value. */
export function returnValueHolds(row: SinkRow, value: AbsValue, typesOf: (v: AbsValue) => string[]): boolean {
  const check = row.return?.value;
  return check === undefined || evalCheck(check, { args: [value], kwargs: {}, typesOf });
}
