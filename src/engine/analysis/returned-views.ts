/**
 * The view names a controller method stands for: the constant strings of its own `return`
 * statements, and the constant first argument of the calls the row names as naming a view
 * (`new ModelAndView("profile")`, `mav.setViewName("profile")`), nested functions and lambdas
 * excluded; Spring's `redirect:` and `forward:` prefixes name no template. Read from the IR as
 * plain data (a call is named by its callee's resolved name, or its receiver's declared type and
 * the method), once per function and row.
 */
import type { Expr, FunctionIR } from '../ir/types.js';

const MAX_VIEWS = 4;
const cache = new WeakMap<FunctionIR, Map<string, string[]>>();

function viewText(e: Expr | undefined): string | undefined {
  if (e?.kind !== 'const' || typeof e.value !== 'string' || e.value.length > 300 || /^(redirect|forward):/.test(e.value)) return undefined;
  return e.value;
}

function calleeName(call: Extract<Expr, { kind: 'call' }>): string | undefined {
  const c = call.callee;
  if (c.kind === 'name') return c.qualified ?? c.name;
  if (c.kind === 'member' && typeof c.property === 'string' && c.object.kind === 'name' && c.object.type) return `${c.object.type}.${c.property}`;
  return undefined;
}

export function returnedViewNames(fn: FunctionIR, viewCalls: readonly string[] = []): string[] {
  const key = viewCalls.join(',');
  const known = cache.get(fn)?.get(key);
  if (known) return known;
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    const n = node as { kind?: unknown; value?: Expr };
    if (n.kind === 'function') return;
    if (n.kind === 'return') {
      const text = viewText(n.value);
      if (text) out.add(text);
    }
    if (n.kind === 'call' && viewCalls.length) {
      const call = node as Extract<Expr, { kind: 'call' }>;
      const name = calleeName(call);
      const text = name && viewCalls.includes(name) ? viewText(call.args[0]) : undefined;
      if (text) out.add(text);
    }
    for (const [k, child] of Object.entries(node)) if (k !== 'loc') walk(child);
  };
  walk(fn.body);
  const views = [...out].slice(0, MAX_VIEWS);
  const perRow = cache.get(fn) ?? new Map<string, string[]>();
  perRow.set(key, views);
  cache.set(fn, perRow);
  return views;
}
