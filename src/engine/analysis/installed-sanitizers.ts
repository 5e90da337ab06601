/**
 * Request sanitizing a file installs for the handlers it registers: a middleware factory called in
 * it (`app.use(mongoSanitize())` strips `$` and `.` keys from `req.body`, `req.query` and
 * `req.params` before any handler runs) or a library switch (`mongoose.set('sanitizeFilter', true)`),
 * named by `sanitizers` rows with `installs: true`. Request data read in that file starts clean for
 * those rows' kinds. Only the file itself is looked at, by the names its imports bind: a file's
 * analysis must not depend on another file the incremental cache does not know it reads.
 */
import type { Expr, ModuleIR } from '../ir/types.js';
import { evalCheck } from './checks.js';
import { forEachCall } from './ir-walk.js';
import type { FamilyModels } from './models.js';
import { constant, UNKNOWN, type AbsValue } from './values.js';

const cache = new WeakMap<ModuleIR, WeakMap<FamilyModels, readonly string[]>>();

export function installedSanitizerKinds(module: ModuleIR, models: FamilyModels): readonly string[] {
  let byModels = cache.get(module);
  if (!byModels) cache.set(module, (byModels = new WeakMap()));
  let kinds = byModels.get(models);
  if (!kinds) byModels.set(models, (kinds = collect(module, models)));
  return kinds;
}

function collect(module: ModuleIR, models: FamilyModels): string[] {
  const kinds = new Set<string>();
  const bound = new Map(module.imports.map((b) => [b.local, b.qualified]));
  const nameOf = (e: Expr): string | undefined => {
    if (e.kind === 'name') return bound.get(e.name) ?? e.qualified;
    if (e.kind === 'member' && typeof e.property === 'string') {
      const owner = nameOf(e.object);
      return owner ? `${owner}.${e.property}` : undefined;
    }
    return undefined;
  };
  forEachCall(module, (call) => {
    const name = nameOf(call.callee);
    if (!name) return;
    const rows = models.sanitizerCalls.find([name]).filter((r) => r.installs);
    if (!rows.length) return;
    const args: AbsValue[] = call.args.map((a) => (a.kind === 'const' ? constant(a.value) : UNKNOWN));
    for (const row of rows) if (!row.when || evalCheck(row.when, { args, kwargs: {}, typesOf: () => [] })) row.kinds.forEach((k) => kinds.add(k));
  });
  return [...kinds];
}
