/**
 * Function summaries: each function run once with symbolic parameters (placeholder taints whose
 * `param` names the function and the position, or `this` for the receiver) plus the real taint its parameters get from framework models
 * (annotated parameters, callback exports and classes). What reaches the return value and which
 * sinks each parameter reaches are recorded; applying a summary at a call substitutes the actual
 * arguments for the placeholders.
 */
import { namesHandlerMethod } from './handler-methods.js';
import type { Expr, FunctionIR, Loc, ModuleIR, Param } from '../ir/types.js';
import type { NamePattern, SourceRow } from '../rules/schema.js';
import { anyNameMatches, baseTypeName, withoutTypeArguments } from '../rules/names.js';
import { isGuarded } from './guarded-functions.js';
import { inferHandlerParamTypes, isOpaqueType } from './handler-inference.js';
import { withHelperUses, type HelperLookup } from './helper-param-uses.js';
import { convertedInEveryRoute, inferPythonViewParamTypes, isDjangoUrlCapture } from './python-view-inference.js';
import { djangoRouteRules, withAllRegisteredRoutes } from './python-function-views.js';
import { declaredHintType, dependencyDefault, dependencyFunction, readHint } from './python-type-hints.js';
import { boundByTypedConverter, typedInEveryRule, unboundByEveryRoute } from './route-converters.js';
import { receivesRouteParameter } from './route-parameters.js';
import { exportsFunction, hasDirectivePrologue } from './directives.js';
import { serverSideProps } from './next-page-props.js';
import { webargsParamValue } from './webargs-params.js';
import { closeCallSite, openCallSite } from './call-sites.js';
import { instanceTemplate } from './instances.js';
import { invoke } from './invoke.js';
import { reportTaints, step } from './reporting.js';
import { decoratorNames, frameFor, glob, moduleEnv, resolveTypeName } from './resolve.js';
import type { AnalysisState, Frame, SinkHit, Summary } from './state.js';
import { modelledPathTaints } from './member-sources.js';
import { splatArgument } from './keyword-models.js';
import { dedupeTaints, deepTaints, isSymbolic, placeholder, tainted, taintsAtPath, UNKNOWN, type AbsValue, type Taint } from './values.js';

/** The summary of a function, computed once; undefined while it is being computed (recursion). */
export function summaryOf(st: AnalysisState, fn: FunctionIR, module: ModuleIR): Summary | undefined {
  const existing = st.summaries.get(fn.id);
  if (existing === 'pending') return undefined;
  if (existing) return existing;
  st.summaries.set(fn.id, 'pending');
  const summary: Summary = { ret: UNKNOWN, sinks: [] };
  st.building.set(fn.id, summary);
  const frame = frameFor(st, fn, module);
  const callbackTypes = rootParamTypes(st, fn, module, frame);
  const params = fn.params.map((p, i) => {
    const symbolic = placeholder(fn.id, i);
    // A view's parameter webargs fills (`@use_args` / `@use_kwargs`) holds the request as its fields loaded it.
    const injected = frame.traits.pythonWebIdioms ? webargsParamValue(st, fn, module, i) : undefined;
    if (injected) return { ...injected, taints: dedupeTaints([symbolic, ...(injected.taints ?? [])]) };
    const real = paramSourceTaints(st, p, fn, module, frame);
    if (frame.traits.pythonWebIdioms && isDjangoUrlCapture(fn, i, callbackTypes[0]) && !convertedInEveryRoute(djangoRouteRules(st, fn, module), p.name)) real.push({ kind: 'remote', steps: [step(module, p.loc, `source: parameter ${p.name} (Django URL capture)`)], sanitized: [] });
    // A declared type and the type a callback row gives are both kept: a Next.js page's props are
    // declared as the app's own interface (`{ params }: PageProps`), which names no framework type.
    // A Python hint's wrappers (`Annotated[Session, Depends(get_db)]`, its aliases) declare their base type.
    const hinted = p.type && frame.traits.pythonWebIdioms ? (declaredHintType(st, p.type, module) ?? p.type) : p.type;
    const declared = hinted && !isOpaqueType(hinted) ? hinted : undefined;
    const given = callbackTypes[i] ?? undefined;
    const types = declared && given && declared !== given ? [declared, given] : declared ? [declared] : given ? [given] : undefined;
    // A Next.js page rendered with getServerSideProps' props (next-page-props.ts).
    const props = i === 0 ? serverSideProps(st, fn, module, (gssp) => summaryOf(st, gssp, module)?.ret) : undefined;
    if (props) return { ...props, taints: dedupeTaints([symbolic, ...real, ...(props.taints ?? [])]), ...(types ? { types } : {}) };
    return tainted([symbolic, ...real], types ? { types } : {});
  });
  let thisValue: AbsValue | undefined;
  let template: AbsValue | undefined;
  if (fn.className) {
    const local = module.classes.find((c) => c.name === fn.className);
    const cls = local ? { cls: local, module } : st.program.classByName(fn.className, module);
    template = cls ? instanceTemplate(st, cls.cls.qualified, module) : undefined;
    thisValue = { ...(template ?? {}), ...(template?.fields ? { fields: new Map(template.fields) } : {}), taints: [placeholder(fn.id, 'this')] };
  }
  const closure = st.closures.get(fn.id) ?? (fn.id === module.topLevel.id ? undefined : moduleEnv(st, module));
  summary.ret = invoke(st, fn, module, closure, params, {}, thisValue);
  if (thisValue?.fields) writeBackFields(thisValue.fields, fn.id, template);
  st.building.delete(fn.id);
  st.summaries.set(fn.id, summary);
  return summary;
}

/**
 * A method's writes to its instance reach the class's template, so another method of the same
 * instance sees them (`ngOnInit` stores a query parameter that a click handler later redirects
 * to). The summary ran on a copy of the template's fields: what it wrote goes back without the
 * placeholders of its own parameters (a constructor's `this.svc = svc`), which stand for no value
 * outside this summary and must not become taint in every later instance of the class.
 */
function writeBackFields(written: Map<string, AbsValue>, fnId: string, template: AbsValue | undefined): void {
  if (!template?.fields) return;
  for (const [key, value] of written) {
    if (template.fields.get(key) === value) continue;
    const kept = value.taints?.filter((t) => !isSymbolic(t) || t.param.fn !== fnId);
    template.fields.set(key, { ...value, taints: kept?.length ? kept : undefined });
  }
}

/** Parameter types given by `callbacks` rows that name exports (Next.js) or subclass methods (Django views). */
function rootParamTypes(st: AnalysisState, fn: FunctionIR, module: ModuleIR, frame: Frame): (string | null)[] {
  const models = frame.models;
  for (const row of models.callbackExports) {
    if (row.pathGlob && !glob(st, row.pathGlob)(module.path)) continue;
    const names = Object.entries(module.exports).filter(([, id]) => id === fn.id).map(([name]) => name);
    if (names.length && anyNameMatches(row.export, names)) return row.params;
  }
  if (fn.className && models.callbackClasses.length) {
    const supers = methodClassSupertypes(st, fn, module);
    if (supers) {
      for (const row of models.callbackClasses) {
        if (!supers.includes(row.classExtends!)) continue;
        if (row.methods && !row.methods.includes(fn.name)) continue;
        // Python methods are lowered without their receiver (`self` reads are `this`), so the
        // row's first type is the first parameter after `self`, at position 0.
        return row.params;
      }
    }
  }
  // A method registered by a decorator a `callbacks` row names (DRF `@action(detail=True)`): the
  // decorator is the registration, as it is for a module-level function.
  if (fn.className && frame.traits.pythonWebIdioms) {
    const rows = models.callbackCalls.find(fn.annotations.flatMap((a) => (a.qualified ? [a.qualified] : [])));
    if (rows.length) return rows[0]!.params;
  }
  // Handlers registered where the analysis cannot see (computed require, loaders): judged by use.
  if (frame.traits.pythonWebIdioms) return inferPythonViewParamTypes(fn, module) ?? [];
  return frame.traits.infersHandlersByUse ? inferHandlerParamTypes(fn, module, (uses) => withHelperUses(uses, helperLookup(st, fn, module))) ?? [] : [];
}

/**
 * The helpers a handler may pass its parameters to, found without running it: a method of its own
 * class or a superclass called on `this`, or a function declared at the top of its module.
 */
function helperLookup(st: AnalysisState, fn: FunctionIR, module: ModuleIR): HelperLookup {
  const classQualified = fn.className ? (module.classes.find((c) => c.name === fn.className)?.qualified ?? fn.className) : undefined;
  return (callee) => {
    if (callee.kind === 'member' && callee.object.kind === 'this' && typeof callee.property === 'string' && classQualified) {
      return st.program.findMethod(classQualified, callee.property, -1, module)?.fn;
    }
    if (callee.kind === 'name') return module.functions.find((f) => f.name === callee.name && !f.className && f.id !== fn.id);
    return undefined;
  };
}

/** The class of a method and every supertype it has (undefined for a function outside a class). */
function methodClassSupertypes(st: AnalysisState, fn: FunctionIR, module: ModuleIR): string[] | undefined {
  if (!fn.className) return undefined;
  const cls = st.program.classByName(fn.className, module) ?? (() => {
    const local = module.classes.find((c) => c.name === fn.className);
    return local ? { cls: local, module } : undefined;
  })();
  if (!cls) return undefined;
  return st.program.withSupertypes([cls.cls.qualified, ...(cls.cls.superclass ? [resolveTypeName(cls.cls.superclass, module)] : [])], st.program.familyOf(module));
}

/** The constant URL rules registering the class-based view a method belongs to (python-class-views.ts). */
function classViewRules(st: AnalysisState, fn: FunctionIR): string[] {
  return fn.className ? (st.program.classViewRoutes.get(fn.className) ?? []).map((r) => r.value) : [];
}

/**
 * Whether an annotation that makes the parameter a source is also given one of `converters`: a class
 * or `new` of it, resolved through the imports (Nest `@Param('id', ParseIntPipe)`,
 * `@Query('n', new ParseIntPipe({ optional: true }))`), which converts the value before the handler runs.
 */
function convertedByAnnotationArg(p: Param, annotation: NamePattern, converters: NamePattern): boolean {
  const argName = (e: Expr): string[] => {
    const target = e.kind === 'call' && e.isNew ? e.callee : e;
    return target.kind === 'name' ? [target.name, target.qualified ?? ''].filter(Boolean) : [];
  };
  return p.annotations.some((a) => anyNameMatches(annotation, [a.name, a.qualified ?? ''].filter(Boolean)) && a.args.some((arg) => anyNameMatches(converters, argName(arg))));
}

/** Real taint of a parameter that a `param` source row names (by its or its function's annotations, or its class). */
function paramSourceTaints(st: AnalysisState, p: Param, fn: FunctionIR, module: ModuleIR, frame: Frame): Taint[] {
  const out: Taint[] = [];
  // Flask views registered with `add_url_rule` (here or in another module) carry the route decorator that call stands for.
  const view = frame.traits.pythonWebIdioms ? withAllRegisteredRoutes(st, fn, module) : fn;
  for (const row of frame.models.paramSources) {
    const spec = row.param!;
    const pNames = p.annotations.flatMap((a) => [a.name, a.qualified ?? '']).filter(Boolean);
    const fNames = decoratorNames(st, view, module);
    let hit = false;
    if (spec.annotation && anyNameMatches(spec.annotation, pNames)) hit = true;
    if (spec.functionAnnotation && anyNameMatches(spec.functionAnnotation, fNames)) hit = true;
    if (spec.classExtends && namesHandlerMethod(spec, fn.name) && methodClassSupertypes(st, fn, module)?.some((t) => anyNameMatches(spec.classExtends!, [t]))) hit = true;
    if (spec.moduleDirective && exportsFunction(module, fn) && hasDirectivePrologue(st.program.sources.get(module.path) ?? '', spec.moduleDirective)) hit = true;
    if (spec.routeParameter && receivesRouteParameter(fn, fn.className ? module.classes.find((c) => c.name === fn.className) : undefined, fn.params.indexOf(p), (t) => (st.program.routeBindings.get(t) ?? []).map((e) => e.value), (n) => anyNameMatches(spec.routeParameter!, [n]), (q) => (st.program.sources.get(module.path) ?? '').slice(q.loc.startIndex, q.loc.endIndex))) hit = true;
    if (!hit) continue;
    if (spec.annotation && spec.exceptAnnotationArgs && convertedByAnnotationArg(p, spec.annotation, spec.exceptAnnotationArgs)) continue;
    if (spec.exceptWhen && isGuarded(spec.exceptWhen, fn, module.classes.find((c) => c.methods.includes(fn)))) continue;
    if (spec.pythonHints) {
      out.push(...hintedParamTaints(st, p, fn, module, frame, row, 0));
      continue;
    }
    const ptype = p.type ? baseTypeName(p.type) : undefined;
    // Arrays keep their brackets here: `int` is no payload, `byte[]` is a request body.
    const declared = p.type === undefined ? undefined : withoutTypeArguments(p.type).trim();
    if (spec.exceptTypes && declared && spec.exceptTypes.includes(declared)) continue;
    // A converting framework (the rows that list scalar types) turns text into an enum of the tree
    // by its constant names, and refuses anything else: such a parameter holds a constant.
    if (spec.exceptTypes && declared && st.program.classByName(declared, module)?.cls.isEnum) continue;
    if (spec.types && (!ptype || !spec.types.includes(ptype))) continue;
    if (frame.traits.pythonWebIdioms && (boundByTypedConverter(view, p.name) || typedInEveryRule(classViewRules(st, fn), p.name))) continue;
    if (frame.traits.pythonWebIdioms && spec.functionAnnotation && !p.rest && unboundByEveryRoute(st, view, module, spec.functionAnnotation, p.name)) continue;
    out.push({ kind: row.kind, steps: [step(module, p.loc, `source: parameter ${p.name}${row.label ? ` (${row.label})` : ''}`)], sanitized: row.sanitized ?? [], numeric: row.numeric });
  }
  return out;
}

/** Dependencies of dependencies followed at most this deep (FastAPI `Depends` chains are two or three long). */
const MAX_DEPENDENCY_DEPTH = 4;

/**
 * A parameter of a function whose parameters a `pythonHints` row reads (a FastAPI route, or a
 * dependency it names): nothing when its hint validates the value, what the dependency returns
 * when it is `Depends(f)` of a function of the tree, else request input.
 */
function hintedParamTaints(st: AnalysisState, p: Param, fn: FunctionIR, module: ModuleIR, frame: Frame, row: SourceRow, depth: number): Taint[] {
  const scalars = row.param?.exceptTypes ?? [];
  const reading = p.type ? readHint(st, p.type, module, scalars) : { validated: false };
  const dependency = reading.dependency ?? dependencyDefault(p.default);
  if (dependency !== undefined) {
    const dep = dependencyFunction(st, dependency, reading.dependencyModule ?? module);
    if (dep) return depth < MAX_DEPENDENCY_DEPTH ? dependencyTaints(st, dep.fn, dep.module, row, depth + 1) : [];
  } else if (reading.validated || (p.type && scalars.includes(withoutTypeArguments(p.type).trim()))) return [];
  if (p.rest) return [];
  return [{ kind: row.kind, steps: [step(module, p.loc, `source: parameter ${p.name}${row.label ? ` (${row.label})` : ''}`)], sanitized: row.sanitized ?? [], numeric: row.numeric }];
}

/** What a dependency function returns when FastAPI calls it with request values for its own parameters. */
function dependencyTaints(st: AnalysisState, fn: FunctionIR, module: ModuleIR, row: SourceRow, depth: number): Taint[] {
  const summary = summaryOf(st, fn, module);
  if (!summary) return [];
  const frame = frameFor(st, fn, module);
  const args = fn.params.map((q) => tainted(hintedParamTaints(st, q, fn, module, frame, row, depth)));
  const value = applySummary(st, fn, summary, args, {}, undefined, frame);
  return (value.taints ?? []).filter((t) => !isSymbolic(t));
}

/**
 * A call through a summary: its sinks reported with the actual arguments (at this call when the
 * tainted data enters here, see `call-sites.ts`), its return value substituted. Without `callLoc`
 * the sinks are reported where they are.
 */
export function applySummary(
  st: AnalysisState,
  fn: FunctionIR,
  summary: Summary,
  args: AbsValue[],
  kwargs: Record<string, AbsValue>,
  thisValue: AbsValue | undefined,
  frame: Frame,
  callLoc?: Loc,
  readAt: Loc | undefined = callLoc,
): AbsValue {
  const argFor = (i: number): AbsValue | undefined => summaryArgument(fn, i, args, kwargs);
  const substitute = (taints: readonly Taint[] | undefined): Taint[] => {
    const out: Taint[] = [];
    for (const t of taints ?? []) {
      if (!isSymbolic(t) || t.param.fn !== fn.id) {
        out.push(t);
        continue;
      }
      const actual = t.param.index === 'this' ? thisValue : argFor(t.param.index);
      for (const a of actualTaintsAtPath(st, actual, t.param.path, readAt, frame)) out.push(through(a, t.steps, t.sanitized));
    }
    return out;
  };
  reportHits(st, fn, summary.sinks, args, kwargs, thisValue, frame, callLoc, readAt);
  const ret = summary.ret;
  const out: AbsValue = { ...ret, taints: undefined };
  const taints = substitute(ret.taints);
  if (taints.length) out.taints = tainted(taints).taints;
  if (ret.fields) {
    out.fields = new Map();
    for (const [k, v] of ret.fields) {
      const t = substitute(v.taints);
      out.fields.set(k, t.length ? { ...v, taints: tainted(t).taints } : { ...v, taints: undefined });
    }
  }
  return out;
}

/**
 * Sinks a callee's parameters reach (from its summary, or recorded when it ran in context) reported
 * for the actual arguments of a call; with `callLoc`, the call is a call site the taint enters by.
 */
export function reportHits(
  st: AnalysisState,
  fn: FunctionIR,
  hits: readonly SinkHit[],
  args: AbsValue[],
  kwargs: Record<string, AbsValue>,
  thisValue: AbsValue | undefined,
  frame: Frame,
  callLoc: Loc | undefined,
  readAt: Loc | undefined = callLoc,
): void {
  if (hits.length === 0) return;
  const argFor = (i: number): AbsValue | undefined => summaryArgument(fn, i, args, kwargs);
  const site = callLoc ? openCallSite(st, frame.module.path, callLoc, args, kwargs, fn.params.map((p) => p.name), thisValue) : undefined;
  try {
    for (const hit of hits) {
      const actual = hit.param === 'this' ? thisValue : argFor(hit.param);
      const taints = actualTaintsAtPath(st, actual, hit.path, readAt, frame).map((a) => through(a, hit.steps, hit.sanitized));
      reportTaints(st, frame, hit.sinkKind, taints, hit.filePath, hit.loc);
    }
  } finally {
    if (site) closeCallSite(st, site);
  }
}

/**
 * What the member path a placeholder read holds in the actual argument: the taints the argument
 * lists there, and the sources its members are by the models (a request object passed down past
 * the inline bound, whose `query.id` the callee read), read at the call `at`.
 */
function actualTaintsAtPath(st: AnalysisState, actual: AbsValue | undefined, path: readonly string[] | undefined, at: Loc | undefined, frame: Frame): Taint[] {
  const listed = taintsAtPath(actual, path);
  const modelled = at ? modelledPathTaints(st, actual, path, at, frame) : [];
  return modelled.length ? dedupeTaints([...listed, ...modelled]) : listed;
}

/** An actual argument's taint continued along the callee's path (its steps and sanitizers added). */
function through(actual: Taint, steps: Taint['steps'], sanitized: readonly string[]): Taint {
  const out: Taint = { kind: actual.kind, steps: [...actual.steps, ...steps], sanitized: [...new Set([...actual.sanitized, ...sanitized])] };
  if (actual.param) out.param = actual.param;
  if (actual.numeric) out.numeric = actual.numeric;
  return out;
}

/**
 * The actual value a summary's parameter stands for: by name, by position, from a `**mapping`
 * argument, or (a `**kw` parameter) the keywords no other parameter takes.
 */
function summaryArgument(fn: FunctionIR, i: number, args: AbsValue[], kwargs: Record<string, AbsValue>): AbsValue | undefined {
  const p = fn.params[i];
  if (p?.rest === 'dict') {
    const rest = Object.entries(kwargs).filter(([k]) => !fn.params.some((q) => q.name === k));
    // Its own taints are its values': a method read on it (`kw.items()`) yields them.
    return rest.length ? tainted(rest.flatMap(([, v]) => deepTaints(v)), { fields: new Map(rest) }) : undefined;
  }
  return kwargs[p?.name ?? ''] ?? args[i] ?? (p && !p.rest ? splatArgument(kwargs, p.name) : undefined);
}
