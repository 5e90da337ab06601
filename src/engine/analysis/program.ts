/**
 * The scanned tree as the analysis sees it: every lowered module, indexed so calls can be
 * resolved across files (JS relative imports, Python module paths, Java classes), plus the
 * configuration values of the tree and the models of each language family.
 */
import path from 'node:path';
import { PHP_CONSTANT_EXPORT, type ModuleIR } from '../ir/types.js';
import { familyOf, type LanguageFamily } from '../parse/languages.js';
import type { RuleSet } from '../rules/loader.js';
import { baseTypeName } from '../rules/names.js';
import { GoPackages, type ClassImpl } from './go-packages.js';
import { FamilyModels } from './models.js';
import { forEachTypeSlot, headOf, isHeaded, type ClassHead, type EngineSetting, type RouteBinding } from './module-head.js';
import { endingKey, templateKeys, type TemplateFile } from './template-files.js';
import type { MapperStatement } from './mybatis-xml.js';
import type { FunctionViewRoute } from './python-function-views.js';
import type { GlobalsConstruction } from './request-wrappers.js';
import { ClassRef, FunctionRef, type ClassEntry, type FunctionEntry } from './program-entries.js';
import { indexModuleSettings, settingsMap } from './program-settings.js';
import { ProgramMap, type ReadTracker, type TrackerOwner } from './tracked-map.js';

const JS_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

/**
 * Every index below is a ProgramMap: while incremental analysis sets `tracker`, each lookup is
 * recorded with a digest of its answer (tracked-map.ts), and `answerOf` asks the same question
 * of another Program. Global queries that are not a map lookup (supertypes, Go packages) record
 * themselves the same way. A module's version is its content plus `normalisation` (the
 * relative types rewritten in it, which depend on which files exist).
 */
export class Program implements TrackerOwner {
  tracker?: ReadTracker;
  /** Module path → the relative type names normaliseRelativeTypes rewrote in it, and to what. */
  readonly normalisation = new Map<string, string>();
  /** Each module's class heads, relative supertypes rewritten as in the IR. */
  private readonly classHeads = new Map<ModuleIR, ClassHead[]>();
  readonly modules = new ProgramMap<ModuleIR>(this, 'modules', (m, v) => v(m.path));
  readonly byModuleName = new ProgramMap<ModuleIR>(this, 'byModuleName', (m, v) => v(m.path));
  readonly functions = new ProgramMap<FunctionEntry>(this, 'functions', (e, v) => v(e.module.path));
  readonly classes = new ProgramMap<ClassRef>(this, 'classes', (e, v) => `${e.module.path}@${v(e.module.path)}`);
  /** Interface or superclass qualified name → classes of the tree that implement or extend it. */
  readonly implementors = new ProgramMap<ClassImpl[]>(this, 'implementors', (list, v) => list.map((c) => `${c.qualified}@${v(c.owner)}`).join(','));
  /** Every class of a qualified name: Go declares a type's methods in any file of its package. */
  private readonly classParts = new ProgramMap<ClassRef[]>(this, 'classParts', (parts, v) => parts.map((p) => `${p.module.path}@${v(p.module.path)}`).join(','));
  private readonly goPackages: GoPackages;
  /** PHP functions are global: qualified name (and simple name, for unqualified calls in a namespace) → declaring module. */
  private readonly phpFunctions = new ProgramMap<{ module: ModuleIR; exported: string }>(this, 'phpFunctions', (e, v) => `${e.module.path}@${v(e.module.path)}#${e.exported}`);
  /** PHP global variables (`$db`) → the one module whose top-level code assigns it (null: several do). */
  private readonly phpGlobals = new ProgramMap<ModuleIR | null>(this, 'phpGlobals', (m, v) => (m ? `${m.path}@${v(m.path)}` : 'several'));
  readonly models: Record<LanguageFamily, FamilyModels>;
  private readonly supertypeCache = new Map<string, string[]>();
  /** Configuration values of the tree (config/index.ts). */
  readonly config = new ProgramMap<string>(this, 'config', (value) => value);
  /** View template files by every path suffix of two or more segments (template-files.ts). */
  readonly templates = new ProgramMap<TemplateFile[]>(this, 'templates', (files) => files.map((f) => `${f.path}@${f.digest}`).join(','));
  /** MyBatis XML mapper statements by `namespace.id` (mybatis-xml.ts). */
  readonly mapperStatements = new ProgramMap<MapperStatement>(this, 'mapperStatements', (s) => `${s.filePath}@${s.digest}`);
  /** `folders:<family>` → view folders its modules set (`app.set('views', …)`, Flask `template_folder=`); `rendered:<family>` → constant view names they render (program-settings.ts). */
  readonly viewTexts = settingsMap<string>(this, 'viewTexts', (text) => text);
  /** Handler (`Class.method` or closure id) → the route parameters routing calls bind to it (route-parameters.ts). */
  readonly routeBindings = settingsMap<RouteBinding>(this, 'routeBindings', (binding) => JSON.stringify(binding));
  /** PHP class → the constructions that pass it request superglobals (request-wrappers.ts). */
  readonly globalsConstructions = settingsMap<GlobalsConstruction>(this, 'globalsConstructions', (built) => JSON.stringify(built));
  /** A handler (`<file stem>#<export>`) → the modules registering it on a Fastify route with a schema (fastify-schemas.ts). */
  readonly schemaRoutes = settingsMap<string>(this, 'schemaRoutes', (key) => key);
  /** Language family → the file endings its modules register a template engine for (`app.engine('html', …)`). */
  readonly viewEngines = settingsMap<EngineSetting>(this, 'viewEngines', (setting) => `${setting.ending}=${setting.engine}`);
  /** Python class-based view's simple name → the constant URL rules registering it. */
  readonly classViewRoutes = settingsMap<string>(this, 'classViewRoutes', (rule) => rule);
  /** Python function view's simple name → the constant URL rules other modules register it under (python-function-views.ts). */
  readonly functionViewRoutes = settingsMap<FunctionViewRoute>(this, 'functionViewRoutes', (route) => `${route.target}|${route.receiver}|${route.rule}`);
  /** Simple function name → the modules with a call using its result only to name content (content-digest-uses.ts). */
  readonly contentUses = settingsMap<string>(this, 'contentUses', (name) => name);

  constructor(
    modules: ModuleIR[],
    readonly sources: Map<string, string>,
    config: Map<string, string>,
    rules: RuleSet,
    templates: ReadonlyMap<string, TemplateFile> = new Map(),
    mapperStatements: ReadonlyMap<string, MapperStatement> = new Map(),
  ) {
    for (const [k, value] of config) this.config.set(k, value);
    for (const [k, statement] of mapperStatements) this.mapperStatements.set(k, statement);
    for (const file of templates.values()) {
      for (const key of [...templateKeys(file.path), endingKey(file.path)]) {
        const list = this.templates.get(key);
        if (list) list.push(file);
        else this.templates.set(key, [file]);
      }
    }
    this.models = {
      javascript: FamilyModels.of(rules.javascript),
      python: FamilyModels.of(rules.python),
      java: FamilyModels.of(rules.java),
      go: FamilyModels.of(rules.go),
      php: FamilyModels.of(rules.php),
    };
    for (const m of modules) this.modules.set(m.path, m);
    // Heads first: they describe the modules as lowered, before relative types are rewritten.
    const heads = modules.map((m) => headOf(m));
    const headByPath = new Map(modules.map((m, i) => [m.path, heads[i]]));
    // `import Base from './base.js'; class A extends Base`: the class the module exports as its default.
    const defaultClass = (p: string): string | undefined => headByPath.get(p)?.classes.find((c) => c.qualified === headByPath.get(p)?.defaultExport)?.qualified;
    modules.forEach((m, i) => {
      const classes = familyOf(m.language) === 'javascript' ? this.normaliseRelativeTypes(m, heads[i].relativeTypes ?? [], heads[i].classes, defaultClass) : heads[i].classes;
      this.classHeads.set(m, classes);
    });
    modules.forEach((m, mi) => {
      const head = heads[mi];
      if (head.moduleName && m.language === 'python') this.byModuleName.set(head.moduleName, m);
      if (m.language === 'php') this.indexPhpFunctions(m, head.exports ?? {});
      indexModuleSettings(this, m, head);
      head.functionIds.forEach((id, i) => this.functions.set(id, new FunctionRef(m, i)));
      this.classHeads.get(m)!.forEach((ch, ci) => {
        const ref = new ClassRef(m, ci, ch);
        const parts = this.classParts.get(ch.qualified) ?? [];
        parts.push(ref);
        this.classParts.set(ch.qualified, parts);
        // The part declaring the fields (the struct itself) stands for the type.
        const existing = this.classes.get(ch.qualified)?.head;
        if (!existing || (existing.fieldCount === 0 && !existing.superclass && (ch.fieldCount > 0 || ch.superclass))) {
          this.classes.set(ch.qualified, ref);
        }
        for (const parent of [ch.superclass, ...ch.interfaces]) {
          if (!parent) continue;
          const key = baseTypeName(parent);
          this.implementors.set(key, [...(this.implementors.get(key) ?? []), { qualified: ch.qualified, owner: m.path }]);
        }
      });
    });
    const goModules = modules.filter((m) => familyOf(m.language) === 'go');
    this.goPackages = new GoPackages(goModules);
    if (goModules.length) {
      const goParts = new Map([...this.classParts].filter(([, parts]) => familyOf(parts[0].module.language) === 'go'));
      for (const [iface, impls] of this.goPackages.implementations(goParts)) this.implementors.set(iface, impls);
    }
  }

  /**
   * TypeScript types imported from files of the tree (`./store.Store`) become the qualified name
   * of the class or interface they name (`src/store.ts#Store`), the same from every importer.
   * Resolved from the head's list of relative types; the IR is rewritten now, or when a module
   * read from the cache is loaded. Returns the class heads rewritten the same way.
   */
  private normaliseRelativeTypes(m: ModuleIR, relativeTypes: string[], classes: ClassHead[], defaultClass: (path: string) => string | undefined): ClassHead[] {
    if (relativeTypes.length === 0) return classes;
    const resolved = new Map<string, string>();
    for (const t of relativeTypes) {
      const hit = this.resolveJsImport(m.path, baseTypeName(t));
      resolved.set(t, hit && hit.rest.length ? `${hit.module}#${hit.rest.join('.')}` : ((hit && defaultClass(hit.module)) ?? t));
    }
    const normalisation = [...resolved].map(([t, out]) => `${t}>${out}`).join('\n');
    this.normalisation.set(m.path, normalisation);
    const fix = (t: string | undefined): string | undefined => (t === undefined ? t : (resolved.get(t) ?? t));
    if (isHeaded(m)) {
      m.onLoadKey = JSON.stringify([...resolved]);
      m.onLoad = (ir) => forEachTypeSlot(ir, fix);
    } else forEachTypeSlot(m, fix);
    return classes.map((c) => {
      const out: ClassHead = { ...c, interfaces: c.interfaces.map((i) => fix(i)!) };
      if (c.superclass !== undefined) out.superclass = fix(c.superclass);
      return out;
    });
  }

  private indexPhpFunctions(m: ModuleIR, exports: Record<string, string>): void {
    for (const [exported, id] of Object.entries(exports)) {
      // A global variable (`$db`) or constant (`const:NAME`): found only when one file of the tree
      // assigns or defines it at its top level (several: it cannot be told which ran).
      const global = exported.startsWith('$') ? exported : id.startsWith(PHP_CONSTANT_EXPORT) ? id : undefined;
      if (global) {
        this.phpGlobals.set(global, this.phpGlobals.has(global) ? null : m);
        continue;
      }
      if (!id.includes('#')) continue; // a class: found through `classes`
      const simple = exported.slice(exported.lastIndexOf('.') + 1);
      for (const key of [exported, simple]) if (!this.phpFunctions.has(key)) this.phpFunctions.set(key, { module: m, exported });
    }
  }

  familyOf(module: ModuleIR): LanguageFamily {
    return familyOf(module.language);
  }

  /** A tree class by a name as code refers to it: qualified, or simple name in the same module. */
  classByName(name: string, from?: ModuleIR): ClassRef | undefined {
    const base = baseTypeName(name);
    const exact = this.classes.get(base);
    if (exact) return exact;
    const goType = base.includes('/') ? this.goCanonical(base) : undefined;
    if (goType) return this.classes.get(goType);
    if (from) {
      const heads = this.classHeads.get(from) ?? headOf(from).classes;
      const i = heads.findIndex((c) => c.name === base);
      if (i >= 0) return new ClassRef(from, i, heads[i]);
    }
    return undefined;
  }

  /** Type names and every supertype known from models and from the classes of the tree. */
  withSupertypes(types: readonly string[], family: LanguageFamily): string[] {
    const out: string[] = [];
    for (const t of types) {
      const key = `${family}|${t}`;
      let all = this.supertypeCache.get(key);
      const tracker = this.tracker;
      if (!all) {
        const seen = new Set<string>();
        const queue = [baseTypeName(t)];
        while (queue.length && seen.size < 32) {
          const cur = queue.shift()!;
          if (seen.has(cur)) continue;
          seen.add(cur);
          queue.push(...(this.models[family].supertypes.get(cur) ?? []));
          const entry = this.classes.get(cur);
          if (entry) {
            for (const p of [entry.head.superclass, ...entry.head.interfaces]) {
              if (!p) continue;
              const resolved = this.classByName(p, entry.module)?.head.qualified ?? baseTypeName(p);
              queue.push(resolved);
            }
          }
        }
        all = [...seen];
        this.supertypeCache.set(key, all);
      }
      tracker?.record('supertypes', key, all.join(','));
      out.push(...all);
    }
    // One type's supertypes are already distinct (most calls name one type).
    return types.length === 1 ? out : [...new Set(out)];
  }

  /**
   * PHP files directly in `folder` whose name starts with `start` and ends with `end`: the files a
   * path with a constant folder and an unknown name may include (file-includes.ts). Tracked as one
   * query, so a file added to or removed from the folder reruns the includers.
   */
  phpModulesIn(folder: string, start: string, end: string): ModuleIR[] {
    const key = `${folder}|${start}|${end}`;
    const out = [...this.modules.values()].filter((m) => m.language === 'php' && m.path.startsWith(folder + '/') && !m.path.slice(folder.length + 1).includes('/') && m.path.slice(folder.length + 1).startsWith(start) && m.path.endsWith(end) && m.path.length >= folder.length + 1 + start.length + end.length);
    const sorted = out.sort((a, b) => (a.path < b.path ? -1 : 1));
    this.tracker?.record('phpModulesIn', key, sorted.map((m) => `${m.path}@${this.tracker!.versionOf(m.path)}`).join(','));
    return sorted;
  }

  /** `./db.query` imported in src/a.ts → { module: 'src/db.ts', rest: 'query' }. */
  resolveJsImport(fromPath: string, qualified: string): { module: string; rest: string[] } | undefined {
    if (!qualified.startsWith('.') && !qualified.startsWith('/')) return undefined;
    const lastSlash = qualified.lastIndexOf('/');
    const tail = qualified.slice(lastSlash + 1);
    // Split points: the whole thing, then before each dot of the last path segment (rightmost first).
    const cuts: number[] = [qualified.length];
    for (let i = tail.length - 1; i >= 0; i--) if (tail[i] === '.') cuts.push(lastSlash + 1 + i);
    const dir = path.posix.dirname(fromPath);
    for (const cut of cuts) {
      const spec = qualified.slice(0, cut);
      const rest = cut < qualified.length ? qualified.slice(cut + 1).split('.') : [];
      const joined = path.posix.normalize(path.posix.join(dir, spec));
      const stems = [joined];
      if (/\.(m|c)?js$/.test(joined)) stems.push(joined.replace(/\.(m|c)?js$/, ''));
      for (const stem of stems) {
        for (const ext of JS_EXTENSIONS) {
          if (this.modules.has(stem + ext)) return { module: stem + ext, rest };
        }
      }
    }
    return undefined;
  }

  /**
   * What a qualified name (not a relative import) names in the tree: a module and the members
   * after it (Python dotted module paths), or a class (Java). JavaScript names reach the tree only
   * through relative imports (`resolveJsImport`).
   */
  locateName(qname: string, family: LanguageFamily): { module: ModuleIR; rest: string[] } | { cls: ClassEntry } | undefined {
    if (family === 'python') return this.resolvePythonName(qname);
    if (family === 'php') {
      const cls = this.classes.get(qname);
      if (cls) return { cls };
      const fn = qname.startsWith('$') ? undefined : this.phpFunctions.get(qname);
      if (fn) return { module: fn.module, rest: [fn.exported] };
      // A global variable, else a constant a file defines.
      const owner = this.phpGlobals.get(qname.startsWith('$') ? qname : PHP_CONSTANT_EXPORT + qname);
      return owner ? { module: owner, rest: [qname] } : undefined;
    }
    if (family === 'java') {
      const cls = this.classes.get(qname);
      return cls ? { cls } : undefined;
    }
    if (family === 'go') return this.goLocate(qname);
    return undefined;
  }

  private goCanonical(name: string): string | undefined {
    const out = this.goPackages.empty ? undefined : this.goPackages.canonicalType(name);
    this.tracker?.record('goCanonical', name, out ?? null);
    return out;
  }

  private goLocate(qname: string): { module: ModuleIR; rest: string[] } | undefined {
    const out = this.goPackages.locate(qname);
    const t = this.tracker;
    if (t) t.record('goLocate', qname, out ? `${out.module.path}@${t.versionOf(out.module.path)}#${out.rest.join('.')}` : null);
    return out;
  }

  /**
   * The digest of a query's answer in this Program, untracked: how incremental analysis checks
   * that a recorded lookup (kind, key → answer) still answers the same.
   */
  answerOf(kind: string, key: string, versionOf: (path: string) => string): string | null {
    // Index lookups (most questions): the map's own untracked answer.
    const map = this.indexes.get(kind);
    if (map) return map.answer(key, versionOf);
    const saved = this.tracker;
    this.tracker = kind === 'goLocate' ? { versionOf, record: () => undefined } : undefined;
    try {
      switch (kind) {
        case 'supertypes': {
          const bar = key.indexOf('|');
          return this.withSupertypes([key.slice(bar + 1)], key.slice(0, bar) as LanguageFamily).join(',');
        }
        case 'phpModulesIn': {
          const [folder, start, end] = key.split('|');
          return this.phpModulesIn(folder, start, end).map((m) => `${m.path}@${versionOf(m.path)}`).join(',');
        }
        case 'goCanonical':
          return this.goCanonical(key) ?? null;
        case 'goLocate': {
          const out = this.goPackages.locate(key);
          return out ? `${out.module.path}@${versionOf(out.module.path)}#${out.rest.join('.')}` : null;
        }
        default:
          return 'unknown-query';
      }
    } finally {
      this.tracker = saved;
    }
  }

  private readonly indexes = new Map<string, ProgramMap<unknown>>(
    [this.modules, this.byModuleName, this.functions, this.classes, this.implementors, this.classParts, this.phpFunctions, this.phpGlobals, this.config, this.templates, this.mapperStatements, this.viewTexts, this.viewEngines, this.routeBindings, this.globalsConstructions, this.schemaRoutes, this.classViewRoutes, this.functionViewRoutes, this.contentUses].map((m) => [m.kind, m as ProgramMap<unknown>]),
  );

  /** Python: the tree module a dotted name starts with (`app.db.run_query` → app/db.py, rest [run_query]). */
  resolvePythonName(qname: string): { module: ModuleIR; rest: string[] } | undefined {
    const parts = qname.split('.');
    for (let i = parts.length; i > 0; i--) {
      const m = this.byModuleName.get(parts.slice(0, i).join('.'));
      if (m) return { module: m, rest: parts.slice(i) };
    }
    return undefined;
  }

  /** A method of a tree class, found through superclasses, or the one implementation of an interface. */
  findMethod(classQualified: string, name: string, arity: number, from?: ModuleIR): FunctionEntry | undefined {
    const seen = new Set<string>();
    const search = (qualified: string): FunctionEntry | undefined => {
      if (seen.has(qualified) || seen.size > 16) return undefined;
      seen.add(qualified);
      const entry = this.classByName(qualified, from);
      if (entry) {
        for (const part of this.classParts.get(entry.head.qualified) ?? [entry]) {
          const withBody = part.cls.methods.filter((m) => m.name === name && m.body.length > 0);
          const pick = withBody.find((m) => m.params.length === arity) ?? withBody[0];
          if (pick) return { fn: pick, module: part.module };
        }
        if (entry.head.superclass) {
          const sup = this.classByName(entry.head.superclass, entry.module);
          const found = search(sup?.head.qualified ?? entry.head.superclass);
          if (found) return found;
        }
      }
      const impls = this.implementors.get(baseTypeName(entry?.head.qualified ?? qualified)) ?? [];
      if (impls.length === 1) return search(impls[0].qualified);
      return undefined;
    };
    return search(classQualified);
  }
}
