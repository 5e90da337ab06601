/**
 * Callbacks registered through a modelled call (`callbacks` rows: route registration, REST route
 * registration) run with the parameter types the row gives, so a handler's `$request` or `req` is
 * the framework's request object however the handler is handed over (callable-args.ts).
 */
import type { Expr } from '../ir/types.js';
import type { CallbackRow } from '../rules/schema.js';
import { callableArgs } from './callable-args.js';
import { elementsOf } from './containers.js';
import type { Env } from './env.js';
import { callFunction } from './functions.js';
import { djangoCaptureTaint } from './python-view-inference.js';
import { resolverFunctions } from './resolver-maps.js';
import type { AnalysisState, Frame } from './state.js';
import { isConst, tainted, UNKNOWN, type AbsValue } from './values.js';

export function runTypedCallbacks(st: AnalysisState, e: Extract<Expr, { kind: 'call' }>, args: AbsValue[], rows: CallbackRow[], env: Env, frame: Frame): void {
  const rowTypes = rows[0].params;
  const fields = [...new Set(rows.flatMap((r) => r.fields ?? []))];
  if (rows.some((r) => r.resolverMap)) {
    // GraphQL: the options' resolver map holds the functions the server calls (resolver-maps.ts).
    const params: AbsValue[] = rowTypes.map((t) => (t ? { types: [t] } : UNKNOWN));
    for (const callee of args.flatMap((a) => fields.flatMap((f) => resolverFunctions(a.fields?.get(f))))) {
      callFunction(st, callee, params, {}, callee.fn!.boundThis, e.loc, frame, true);
    }
    return;
  }
  for (const callee of callableArgs(st, e.args, args, env, frame, fields)) {
    if (!callee?.fn) continue;
    const params: AbsValue[] = rowTypes.map((t) => (t ? { types: [t] } : UNKNOWN));
    // A collection helper (`async.each(items, iteratee)`) hands the iteratee each element.
    const elementsAt = rows.find((r) => r.elements !== undefined)?.elements;
    if (elementsAt !== undefined && params.length) params[0] = elementsOf(args[elementsAt] ?? UNKNOWN);
    if (frame.traits.pythonWebIdioms) {
      // The route's text says which captures a converter or a regex group limits (`<int:pk>`).
      const first = args[0];
      const route = first && isConst(first) && typeof first.const.value === 'string' ? first.const.value : undefined;
      // Django passes the URL pattern's captures after the request (python-view-inference.ts).
      const view = callee.fn.fn;
      const module = st.program.functions.get(view.id)?.module ?? frame.module;
      view.params.forEach((_, i) => {
        const capture = djangoCaptureTaint(view, i, rowTypes, module, route);
        if (capture) params[i] = tainted([capture]);
      });
    }
    callFunction(st, callee, params, {}, callee.fn.boundThis, e.loc, frame, true);
  }
}
