/**
 * Parameter uses seen through the helpers a handler hands its parameters to. A controller class
 * whose methods answer through a base class's helpers (`this.param(req, 'id')`, `this.json(res,
 * rows)`, `this.render(res, 'view', …)`) or a module function (`sendPage(res, html)`) uses its
 * request and response only by passing them on: what the helper's own parameter is read, called
 * and written with is what the handler does with its argument. The evidence stays the member
 * names of the framework API (handler-inference.ts), only found one or two calls deeper.
 */
import type { Expr, FunctionIR } from '../ir/types.js';
import { paramUses, type ParamUse } from './handler-inference.js';

/** The function of the tree a call's callee names, when it is known without running the code. */
export type HelperLookup = (callee: Expr) => FunctionIR | undefined;

/** How deep helpers are followed: a base class helper that calls another (`json` → `send`). */
const MAX_DEPTH = 2;

/** `uses` with each parameter's uses inside the helpers it is passed to merged in. */
export function withHelperUses(uses: ParamUse[], lookup: HelperLookup, depth = MAX_DEPTH, seen = new Set<FunctionIR>()): ParamUse[] {
  if (depth === 0) return uses;
  for (const use of uses) {
    for (const { callee, index } of use.forwarded ?? []) {
      const helper = lookup(callee);
      const param = helper?.params[index];
      if (!helper || !param || param.rest || seen.has(helper)) continue;
      const inner = withHelperUses([helperParamUse(helper, param.name)], lookup, depth - 1, new Set([...seen, helper]))[0]!;
      merge(use, inner);
    }
  }
  return uses;
}

/**
 * A helper's own uses of one parameter, walked once per helper and name (a base class's `json(res,
 * …)` is handed the response of every handler of its subclasses): the IR never changes, so the
 * walk's answer is kept, and each caller gets a copy to merge deeper helpers into.
 */
const helperUses = new WeakMap<FunctionIR, Map<string, ParamUse>>();

function helperParamUse(helper: FunctionIR, name: string): ParamUse {
  let byName = helperUses.get(helper);
  if (!byName) helperUses.set(helper, (byName = new Map()));
  let use = byName.get(name);
  if (!use) byName.set(name, (use = paramUses(helper, [name])[0]!));
  return { ...use, reads: new Set(use.reads), calls: new Set(use.calls), writes: new Set(use.writes), ...(use.forwarded ? { forwarded: [...use.forwarded] } : {}) };
}

function merge(into: ParamUse, from: ParamUse): void {
  for (const r of from.reads) into.reads.add(r);
  for (const c of from.calls) into.calls.add(c);
  for (const w of from.writes) into.writes.add(w);
  into.invoked ||= from.invoked;
  into.piped ||= from.piped;
  if (from.invokedWithResult) into.invokedWithResult = true;
  if (from.headerRead) into.headerRead = true;
  if (from.iterated) into.iterated = true;
}
