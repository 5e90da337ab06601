/**
 * What the Program's indexes need of a module, apart from its IR: path, language, function ids,
 * class names and supertypes, the relative types normalisation rewrites, and the few names PHP
 * and Go resolve globally. A rescan through the engine cache builds the Program from these heads
 * and loads a module's IR only when the analysis reads it (cache/lazy-module.ts), so unchanged
 * modules no reused root reads are never deserialised.
 *
 * The head is computed from the IR as lowered (before the Program rewrites relative types), so
 * the same file gives the same head whether it was lowered in this run or read from the cache.
 */
import type { ClassIR, FunctionIR, ModuleIR, Stmt } from '../ir/types.js';
import { familyOf } from '../parse/languages.js';
import { contentUseCallees } from './content-digest-uses.js';
import { classViewRoutes, type ClassViewRoute } from './python-class-views.js';
import { functionViewRoutes, type FunctionViewRoute } from './python-function-views.js';
import { globalsConstructions, type GlobalsConstruction } from './request-wrappers.js';
import { foreignSchemaHandlers } from './fastify-schemas.js';
import { routeBindings, type RouteBinding } from './route-parameters.js';

export type { EngineSetting, RouteBinding };
import { renderedViewNames, viewEngineSettings, viewFolderSettings, type EngineSetting } from './view-settings.js';

export interface ClassHead {
  name: string;
  qualified: string;
  superclass?: string;
  interfaces: string[];
  fieldCount: number;
  /** Go only (interface satisfaction is by method set): method names, and whether each has a body. */
  methods?: { name: string; body: boolean }[];
}

export interface ModuleHead {
  path: string;
  language: ModuleIR['language'];
  moduleName?: string;
  /** Ids of the top-level function, then of `functions`, in order. */
  functionIds: string[];
  classes: ClassHead[];
  /** PHP and Go only (global functions and variables, package-level names). */
  exports?: Record<string, string>;
  /** Go only: names assigned at the top level (package-level variables). */
  topLevelNames?: string[];
  /** JavaScript family: the distinct relative type names (`./store.Store`) written in the module. */
  relativeTypes?: string[];
  /** JavaScript: the id its default export names (`export default class Base`), for `extends Base` elsewhere. */
  defaultExport?: string;
  /** JavaScript and Python: constant view folders the module sets (Express `views`, Flask `template_folder`; view-settings.ts). */
  viewFolders?: string[];
  /** Python only: class-based views registered with constant URL rules (python-class-views.ts). */
  classViewRoutes?: ClassViewRoute[];
  /** Python only: function views of other modules registered with constant URL rules (python-function-views.ts). */
  functionViewRoutes?: FunctionViewRoute[];
  /** JavaScript family: constant view names the module renders (`res.render('home')`; view-settings.ts). */
  renderedViews?: string[];
  /** JavaScript family: file endings the module registers a template engine for (view-settings.ts). */
  viewEngines?: EngineSetting[];
  /** PHP: route parameters the module's routing calls bind to handler parameters (route-parameters.ts). */
  routes?: RouteBinding[];
  /** Functions whose result a call here writes into a content header or uses as a lookup key (content-digest-uses.ts). */
  contentUses?: string[];
  /** PHP: constructions of classes that pass them request superglobals (request-wrappers.ts). */
  globalsConstructions?: GlobalsConstruction[];
  /** JavaScript family: handlers of other modules it registers on a Fastify route with a schema (fastify-schemas.ts). */
  schemaRoutes?: string[];
}

/** A module whose IR is loaded on first use: its head is known without loading it. */
export interface HeadedModule extends ModuleIR {
  readonly head: ModuleHead;
  /** Called once with the IR when it is loaded, before anything reads it (the Program's rewrites). */
  onLoad?: (ir: ModuleIR) => void;
  /** What `onLoad` does, as text (equal keys: equal rewrites), set before it; lets a process share decoded IR. */
  onLoadKey?: string;
}

export function isHeaded(m: ModuleIR): m is HeadedModule {
  return (m as Partial<HeadedModule>).head !== undefined;
}

/**
 * Every type slot normalisation rewrites, in one walk: `fix` returns the slot's new value. The
 * Program passes a rewriting `fix`; computeHead a collecting one that returns its input.
 */
export function forEachTypeSlot(m: ModuleIR, fix: (t: string | undefined) => string | undefined): void {
  // Slots are written only when `fix` changes them, so the collecting walk leaves the IR as it was.
  const stmts = (list: Stmt[]): void => {
    for (const st of list) {
      if (st.kind === 'assign') {
        const t = fix(st.declaredType);
        if (t !== st.declaredType) st.declaredType = t;
      }
      if (st.kind === 'function') fnFix(st.fn);
      if (st.kind === 'if') {
        stmts(st.then);
        stmts(st.else);
      }
      if (st.kind === 'loop') stmts(st.body);
      if (st.kind === 'try') {
        stmts(st.body);
        for (const h of st.handlers) stmts(h.body);
        stmts(st.finally);
      }
      if (st.kind === 'switch') for (const c of st.cases) stmts(c.body);
    }
  };
  const fnFix = (fn: FunctionIR): void => {
    for (const p of fn.params) {
      const t = fix(p.type);
      if (t !== p.type) p.type = t;
    }
    const r = fix(fn.returnType);
    if (r !== fn.returnType) fn.returnType = r;
  };
  for (const fn of [m.topLevel, ...m.functions]) {
    fnFix(fn);
    stmts(fn.body);
  }
  for (const cls of m.classes) {
    const sup = fix(cls.superclass);
    if (sup !== cls.superclass) cls.superclass = sup;
    for (let i = 0; i < cls.interfaces.length; i++) {
      const t = fix(cls.interfaces[i])!;
      if (t !== cls.interfaces[i]) cls.interfaces[i] = t;
    }
    for (const f of cls.fields) {
      const t = fix(f.type);
      if (t !== f.type) f.type = t;
    }
  }
}

function classHead(cls: ClassIR, go: boolean): ClassHead {
  const head: ClassHead = { name: cls.name, qualified: cls.qualified, interfaces: [...cls.interfaces], fieldCount: cls.fields.length };
  if (cls.superclass !== undefined) head.superclass = cls.superclass;
  if (go) head.methods = cls.methods.map((m) => ({ name: m.name, body: m.body.length > 0 }));
  return head;
}

/** The head of a module as lowered (call it before the Program rewrites the module's types). */
export function computeHead(m: ModuleIR): ModuleHead {
  const family = familyOf(m.language);
  const head: ModuleHead = {
    path: m.path,
    language: m.language,
    functionIds: [m.topLevel.id, ...m.functions.map((f) => f.id)],
    classes: m.classes.map((c) => classHead(c, family === 'go')),
  };
  if (m.moduleName !== undefined) head.moduleName = m.moduleName;
  const contentUses = contentUseCallees(m);
  if (contentUses.length) head.contentUses = contentUses;
  if (family === 'php' || family === 'go') head.exports = { ...m.exports };
  if (family === 'go') {
    head.topLevelNames = [];
    for (const st of m.topLevel.body) if (st.kind === 'assign' && st.target.kind === 'name') head.topLevelNames.push(st.target.name);
  }
  if (family === 'javascript') {
    const seen = new Set<string>();
    // Walks without changing anything: `fix` returns what it is given.
    forEachTypeSlot(m, (t) => {
      if (t && t.startsWith('.')) seen.add(t);
      return t;
    });
    if (seen.size) head.relativeTypes = [...seen];
    if (m.exports.default) head.defaultExport = m.exports.default;
    const engines = viewEngineSettings(m);
    if (engines.length) head.viewEngines = engines;
    const rendered = renderedViewNames(m);
    if (rendered.length) head.renderedViews = rendered;
    const schemaRoutes = foreignSchemaHandlers(m);
    if (schemaRoutes.length) head.schemaRoutes = schemaRoutes;
  }
  if (family === 'php') {
    const routes = routeBindings(m);
    if (routes.length) head.routes = routes;
    const constructions = globalsConstructions(m);
    if (constructions.length) head.globalsConstructions = constructions;
  }
  if (family === 'javascript' || family === 'python') {
    const views = viewFolderSettings(m);
    if (views.length) head.viewFolders = views;
  }
  if (m.language === 'python') {
    const routes = classViewRoutes(m);
    if (routes.length) head.classViewRoutes = routes;
    const functionRoutes = functionViewRoutes(m);
    if (functionRoutes.length) head.functionViewRoutes = functionRoutes;
  }
  return head;
}

const heads = new WeakMap<ModuleIR, ModuleHead>();

/** The head of any module: a lazy module's own, or computed once from the IR. */
export function headOf(m: ModuleIR): ModuleHead {
  if (isHeaded(m)) return m.head;
  let h = heads.get(m);
  if (!h) {
    h = computeHead(m);
    heads.set(m, h);
  }
  return h;
}
