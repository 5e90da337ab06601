/**
 * The functions a call is handed as callbacks. Besides function values (closures, first-class
 * callables), languages that call functions by name (PHP) hand them over as data: a constant string
 * naming a function (`'meetup_render'`), or a pair naming a method (`[$this, 'render']`,
 * `array($handler, 'get_items')`, `['Widget', 'render']`). Registration APIs may also take the
 * callable inside an options array (WordPress `register_rest_route($ns, $route, ['callback' =>
 * [$this, 'get_items']])`): `fields` names the keys read there.
 *
 * Each callable is resolved the way calling it would be: the pair as the member `$obj->render`
 * (bound to the object), the string as the function of that name.
 */
import type { Expr } from '../ir/types.js';
import type { Env } from './env.js';
import type { AnalysisState, Frame } from './state.js';
import { isConst, type AbsValue } from './values.js';

const IDENTIFIER = /^[A-Za-z_]\w*$/;

function constantWord(v: AbsValue): string | undefined {
  return isConst(v) && typeof v.const.value === 'string' && IDENTIFIER.test(v.const.value) ? v.const.value : undefined;
}

/** The function one argument stands for, if it names one. */
function callableOf(st: AnalysisState, expr: Expr | undefined, value: AbsValue, env: Env, frame: Frame, fields: readonly string[]): AbsValue | undefined {
  if (value.fn) return value;
  if (!frame.traits.callsFunctionsByName || !expr) return undefined;
  const loc = expr.loc;
  const name = constantWord(value);
  if (name) {
    const named = st.evalExpr({ kind: 'name', name, loc }, env, frame);
    return named.fn ? named : undefined;
  }
  // `[$object, 'method']` / `['Class', 'method']`: the method, as `$object->method` reads it.
  if (expr.kind === 'array' && expr.elements.length === 2 && expr.elements[1].kind === 'const' && typeof expr.elements[1].value === 'string' && IDENTIFIER.test(expr.elements[1].value)) {
    const holder = expr.elements[0];
    const object: Expr = holder.kind === 'const' && typeof holder.value === 'string' && IDENTIFIER.test(holder.value) ? { kind: 'name', name: holder.value, loc } : holder;
    const method = st.evalExpr({ kind: 'member', object, property: expr.elements[1].value, loc }, env, frame);
    return method.fn ? method : undefined;
  }
  // An options array holding the callable under one of `fields`.
  if (expr.kind === 'object' && fields.length) {
    for (const entry of expr.entries) {
      if (typeof entry.key !== 'string' || !fields.includes(entry.key)) continue;
      const found = callableOf(st, entry.value, value.fields?.get(entry.key) ?? st.evalExpr(entry.value, env, frame), env, frame, []);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * For each argument, the function it hands over (undefined where it hands over none). `exprs` are
 * the argument expressions, `values` what they evaluated to.
 */
export function callableArgs(st: AnalysisState, exprs: readonly Expr[], values: readonly AbsValue[], env: Env, frame: Frame, fields: readonly string[] = []): (AbsValue | undefined)[] {
  return values.map((v, i) => callableOf(st, exprs[i], v, env, frame, fields));
}
