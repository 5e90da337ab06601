/**
 * Module-wide settings a module head records (module-head.ts), indexed on the Program as tracked
 * maps so a rescan re-runs what read them when a setting moves: view folders and rendered view
 * names by family, template engines by file ending, route bindings by handler, Python
 * class-based views' URL rules by class name, function views registered elsewhere by function name,
 * and the functions whose results calls use only to name content, by simple name.
 */
import type { ModuleIR } from '../ir/types.js';
import { familyOf } from '../parse/languages.js';
import type { ModuleHead } from './module-head.js';
import type { Program } from './program.js';
import { ProgramMap, type TrackerOwner } from './tracked-map.js';

/** A setting one module of the tree makes, and the module's path. */
export interface ModuleSetting<T> {
  value: T;
  module: string;
}

/**
 * A tracked map of the settings modules make under a key. An answer's digest names each setting
 * (`digest`, the whole value) with its module's path, so a rescan reruns what read a key when a
 * setting under it appears, moves or goes, and not when the module setting it changes elsewhere:
 * readers get the values and the path, and whatever they read of the module itself is a question
 * of its own.
 */
export function settingsMap<T>(owner: TrackerOwner, kind: string, digest: (value: T) => string): ProgramMap<ModuleSetting<T>[]> {
  return new ProgramMap(owner, kind, (list) => list.map((e) => `${digest(e.value)}@${e.module}`).join(','));
}

function append<T>(map: ProgramMap<ModuleSetting<T>[]>, key: string, value: T, module: string): void {
  map.set(key, [...(map.get(key) ?? []), { value, module }]);
}

export function indexModuleSettings(program: Program, m: ModuleIR, head: ModuleHead): void {
  const family = familyOf(m.language);
  for (const text of head.viewFolders ?? []) append(program.viewTexts, `folders:${family}`, text, m.path);
  for (const text of head.renderedViews ?? []) append(program.viewTexts, `rendered:${family}`, text, m.path);
  for (const setting of head.viewEngines ?? []) append(program.viewEngines, family, setting, m.path);
  for (const binding of head.routes ?? []) append(program.routeBindings, binding.target, binding, m.path);
  for (const built of head.globalsConstructions ?? []) append(program.globalsConstructions, built.cls, built, m.path);
  for (const key of head.schemaRoutes ?? []) append(program.schemaRoutes, key, key, m.path);
  for (const route of head.classViewRoutes ?? []) append(program.classViewRoutes, route.view, route.rule, m.path);
  for (const route of head.functionViewRoutes ?? []) append(program.functionViewRoutes, route.view, route, m.path);
  for (const name of head.contentUses ?? []) append(program.contentUses, name, name, m.path);
}
