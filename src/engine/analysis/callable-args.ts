/**
 * The functions a call is handed as callbacks. Besides function values (closures, first-class
 * callables), languages that call functions by name (PHP) hand them over as data: a constant string
 * naming a function (`'meetup_render'`), or a pair naming a method (`[$this, 'render']`,
 * `array($handler, 'get_items')`, `['Widget', 'render']`). Registration APIs may also take the
 * callable inside an options array (WordPress `register_rest_route($ns, $route, ['callback' =>
 * [$this, 'get_items']])`): `fields` names the keys read there.
 *
 * Each callable is resolved the way calling it would be: the pair as the member `$obj->render`
 * (bound to the object), the string as the function of that name. A pair naming a namespaced class
 * (`[ListingController::class, 'show']`) or Slim's `'App\Http\ListingController:show'` is a method
 * a framework's container calls on an instance it builds.
 */
import type { Expr } from '../ir/types.js';
import type { Env } from './env.js';
import { instanceTemplate } from './instances.js';
import type { AnalysisState, Frame } from './state.js';
import { isConst, type AbsValue } from './values.js';

const IDENTIFIER = /^[A-Za-z_]\w*$/;
/** A namespaced class name as PHP's `Foo::class` gives it (`App\Http\ListingController`). */
const QUALIFIED_CLASS = /^\\?[A-Za-z_]\w*(\\[A-Za-z_]\w*)+$/;
/** Slim's container-resolved callable string, `Class:method`. */
const SLIM_CALLABLE = /^(\\?[A-Za-z_]\w*(?:\\[A-Za-z_]\w*)+):([A-Za-z_]\w*)$/;

function constantWord(v: AbsValue): string | undefined {
  return isConst(v) && typeof v.const.value === 'string' && IDENTIFIER.test(v.const.value) ? v.const.value : undefined;
}

/**
 * Method `methodName` of the class PHP's `Foo::class` names (`App\Http\ListingController`). An
 * instance method is called the way a framework's container does it: on an instance of that class
 * (its fields typed by its constructor), not on no object at all.
 */
function classMethod(st: AnalysisState, written: string, methodName: string, loc: Expr['loc'], env: Env, frame: Frame): AbsValue | undefined {
  const qualified = written.replace(/^\\/, '').replace(/\\/g, '.');
  const object: Expr = { kind: 'name', name: qualified.slice(qualified.lastIndexOf('.') + 1), qualified, loc };
  const method = st.evalExpr({ kind: 'member', object, property: methodName, loc }, env, frame);
  if (!method.fn) return undefined;
  if (method.fn.boundThis || method.fn.fn.isStatic || !method.fn.fn.className) return method;
  const template = instanceTemplate(st, qualified, frame.module);
  const instance = template ? { ...template, fields: new Map(template.fields) } : { types: st.program.withSupertypes([qualified], frame.family) };
  return { ...method, fn: { ...method.fn, boundThis: instance } };
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
  // Slim's `'App\Http\ListingController:show'`: the container's controller, then its method.
  const slimCallable = isConst(value) && typeof value.const.value === 'string' ? SLIM_CALLABLE.exec(value.const.value) : null;
  if (slimCallable) return classMethod(st, slimCallable[1], slimCallable[2], loc, env, frame);
  // `[$object, 'method']` / `['Class', 'method']`: the method, as `$object->method` reads it.
  if (expr.kind === 'array' && expr.elements.length === 2 && expr.elements[1].kind === 'const' && typeof expr.elements[1].value === 'string' && IDENTIFIER.test(expr.elements[1].value)) {
    const holder = expr.elements[0];
    if (holder.kind === 'const' && typeof holder.value === 'string' && QUALIFIED_CLASS.test(holder.value)) return classMethod(st, holder.value, expr.elements[1].value, loc, env, frame);
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
