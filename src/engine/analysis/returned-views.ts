/**
 * The view names a controller method returns: the constant strings of its own `return`
 * statements (nested functions and lambdas excluded), without Spring's `redirect:` and
 * `forward:` prefixes, which name no template. Read from the IR as plain data, once per function.
 */
import type { FunctionIR } from '../ir/types.js';

const MAX_VIEWS = 4;
const cache = new WeakMap<FunctionIR, string[]>();

export function returnedViewNames(fn: FunctionIR): string[] {
  const known = cache.get(fn);
  if (known) return known;
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    const kind = (node as { kind?: unknown }).kind;
    if (kind === 'function') return;
    if (kind === 'return') {
      const value = (node as { value?: { kind: string; value?: unknown } }).value;
      if (value?.kind === 'const' && typeof value.value === 'string' && value.value.length <= 300 && !/^(redirect|forward):/.test(value.value)) out.add(value.value);
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'loc') walk(child);
  };
  walk(fn.body);
  const views = [...out].slice(0, MAX_VIEWS);
  cache.set(fn, views);
  return views;
}
