/**
 * The functions a module calls only to name content: a call whose result is written straight
 * into a content header (`res.set('ETag', etagFor(body))`, `.header(HttpHeaders.ETAG, svc.etag(b))`)
 * or used as a lookup key (`cache.get(cacheKey(id))`). Recorded in the module head by the called
 * function's simple name, so a weak digest returned by an exported helper is judged by how other
 * modules use it (content-digests.ts), and a rescan re-judges it when those uses move.
 */
import type { Expr, ModuleIR } from '../ir/types.js';
import { isContentHeaderCall, isLookupKeyCall } from './content-digests.js';
import { forEachCall } from './ir-walk.js';

const MAX_NAMES = 200;

function calleeName(e: Expr): string | undefined {
  if (e.kind !== 'call') return undefined;
  if (e.callee.kind === 'name') return e.callee.name;
  return e.callee.kind === 'member' && typeof e.callee.property === 'string' ? e.callee.property : undefined;
}

export function contentUseCallees(m: ModuleIR): string[] {
  const names = new Set<string>();
  forEachCall(m, (call) => {
    if (names.size >= MAX_NAMES) return;
    // Names seen by one check are kept only when the whole check holds (a concatenation may mix a call with other text).
    const seen: string[] = [];
    const capture = (a: Expr): boolean => {
      const name = calleeName(a);
      if (name) seen.push(name);
      return name !== undefined;
    };
    if (isContentHeaderCall(call, capture) || isLookupKeyCall(call, capture)) for (const n of seen) names.add(n);
  });
  return [...names];
}
