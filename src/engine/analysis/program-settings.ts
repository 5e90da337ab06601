/**
 * Module-wide settings a module head records (module-head.ts), indexed on the Program as tracked
 * maps so a rescan re-runs what read them when a setting moves: view folders and rendered view
 * names by family, template engines by file ending, route bindings by handler, and Python
 * class-based views' URL rules by class name.
 */
import type { ModuleIR } from '../ir/types.js';
import { familyOf } from '../parse/languages.js';
import type { ModuleHead } from './module-head.js';
import type { Program } from './program.js';
import type { ProgramMap } from './tracked-map.js';

function append<T>(map: ProgramMap<T[]>, key: string, item: T): void {
  map.set(key, [...(map.get(key) ?? []), item]);
}

export function indexModuleSettings(program: Program, m: ModuleIR, head: ModuleHead): void {
  const family = familyOf(m.language);
  for (const text of head.viewFolders ?? []) append(program.viewTexts, `folders:${family}`, { text, module: m.path });
  for (const text of head.renderedViews ?? []) append(program.viewTexts, `rendered:${family}`, { text, module: m.path });
  for (const setting of head.viewEngines ?? []) append(program.viewEngines, family, { setting, module: m.path });
  for (const binding of head.routes ?? []) append(program.routeBindings, binding.target, { binding, module: m.path });
  for (const route of head.classViewRoutes ?? []) append(program.classViewRoutes, route.view, { rule: route.rule, module: m.path });
}
