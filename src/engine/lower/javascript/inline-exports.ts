/**
 * CommonJS exports of function values written in place, recorded in `ModuleIR.exports` so calls
 * from other files resolve to them: `module.exports = { query: (sql) => conn.query(sql) }` (the
 * database helper module), `module.exports = function (req, res) {…}`, `exports.run = async () => …`.
 * The lowerer records exports of named top-level functions; this adds function expressions, read
 * from the lowered top-level statements, and never replaces an export already recorded.
 */
import type { Expr, ModuleIR, Target } from '../../ir/types.js';

export function addInlineFunctionExports(module: ModuleIR): ModuleIR {
  for (const s of module.topLevel.body) {
    if (s.kind !== 'assign') continue;
    const path = memberPath(s.target);
    if (!path) continue;
    if (path.length === 2 && path[0] === 'module' && path[1] === 'exports') {
      if (s.value.kind === 'function') module.exports.default ??= s.value.fn.id;
      else if (s.value.kind === 'object') {
        for (const entry of s.value.entries) {
          if (typeof entry.key === 'string' && entry.value.kind === 'function') module.exports[entry.key] ??= entry.value.fn.id;
        }
      }
      continue;
    }
    const named = path[0] === 'exports' && path.length === 2 ? path[1] : path[0] === 'module' && path[1] === 'exports' && path.length === 3 ? path[2] : undefined;
    if (named && s.value.kind === 'function') module.exports[named] ??= s.value.fn.id;
  }
  return module;
}

/** `module.exports.x` as `['module', 'exports', 'x']`; undefined for computed or non-name roots. */
function memberPath(target: Target | Expr): string[] | undefined {
  if (target.kind === 'name') return [target.name];
  if (target.kind !== 'member' || typeof target.property !== 'string') return undefined;
  const head = memberPath(target.object);
  return head ? [...head, target.property] : undefined;
}
