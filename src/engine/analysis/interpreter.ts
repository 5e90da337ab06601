/**
 * The abstract interpreter: runs every function of the program over abstract values, once as a
 * summary (parameters are symbolic taints `$p:<fn>:<i>`, so what reaches the return value and
 * which sinks each parameter reaches are recorded) and again in context where a call passes
 * information a summary cannot carry (types, constants, functions). Findings come from sinks
 * reached by real taint and from pattern rules whose checks hold on the abstract arguments.
 *
 * Invariants: it never throws on odd IR (unknown nodes evaluate to unknown values), it is
 * bounded (inline depth, loop iterations, a work budget), and it reads no files.
 */
import picomatch from 'picomatch';
import type { TraceStep } from '../findings.js';
import type { Expr, FunctionIR, Loc, ModuleIR, Param, Stmt, Target } from '../ir/types.js';
import type { LanguageFamily } from '../parse/languages.js';
import { anyNameMatches, baseTypeName } from '../rules/names.js';
import type { PatternRule, SinkRow, TaintRule } from '../rules/schema.js';
import { evalCheck, type CallFacts } from './checks.js';
import { Env } from './env.js';
import { foldConstantCall } from './const-calls.js';
import { narrowGuard, neverReturns } from './guards.js';
import { responseBodyTaints, viewReturnRows } from './view-returns.js';
import { inferHandlerParamTypes, isOpaqueType } from './handler-inference.js';
import { writesNonHtmlResponse } from './response-content.js';
import type { FamilyModels } from './models.js';
import { applyStateRows, initialStates } from './object-state.js';
import { isGuarded } from './guarded-functions.js';
import type { Program } from './program.js';
import { returnSinksFor, returnValueHolds } from './return-sinks.js';
import { withConcatPrefix, withPartsPrefix } from './string-prefix.js';
import { narrowApiGuard } from './api-guards.js';
import {
  addStep,
  constant,
  deepTaints,
  hasTaint,
  isConst,
  isSymbolic,
  join,
  joinAll,
  numericOnly,
  sanitize,
  tainted,
  truthiness,
  UNKNOWN,
  withStep,
  type AbsValue,
  type Taint,
} from './values.js';

export interface RawFinding {
  rule: TaintRule | PatternRule;
  filePath: string;
  loc: Loc;
  trace: TraceStep[];
  message?: string;
}

interface SinkHit {
  param: number | 'this';
  sinkKind: string;
  sanitized: readonly string[];
  steps: TraceStep[];
  filePath: string;
  loc: Loc;
}

interface Summary {
  ret: AbsValue;
  sinks: SinkHit[];
}

interface Frame {
  fn: FunctionIR;
  module: ModuleIR;
  family: LanguageFamily;
  models: FamilyModels;
  thisValue?: AbsValue;
  returns: AbsValue[];
  /** Per enclosing loop, the states that left it by `break`/`continue` (they reach the code after it). */
  loopExits?: Env[][];
}

const MAX_INLINE_DEPTH = 2;
/** Contexts a function is analysed in beyond its summary; past this its summary is used. */
const MAX_CONTEXTS_PER_FUNCTION = 6;
const WORK_BUDGET = 400_000;
const LITERAL_TYPES: Record<LanguageFamily, { object: string; array: string; string: string }> = {
  javascript: { object: 'Object', array: 'Array', string: 'String' },
  python: { object: 'dict', array: 'list', string: 'str' },
  java: { object: 'java.lang.Object', array: 'java.util.List', string: 'java.lang.String' },
};
const ARITHMETIC = new Set(['-', '*', '/', '%', '**', '<<', '>>', '>>>', '&', '|', '^', '//', '@']);
const COMPARISON = new Set(['==', '===', '!=', '!==', '<', '>', '<=', '>=', 'in', 'not in', 'instanceof', 'is', 'is not']);

export class Analyzer {
  readonly findings = new Map<string, RawFinding>();
  private readonly summaries = new Map<string, Summary | 'pending'>();
  private readonly building = new Map<string, Summary>();
  private readonly moduleEnvs = new Map<string, Env | 'pending'>();
  private readonly closures = new Map<string, Env>();
  private readonly inlineCache = new Map<string, AbsValue>();
  private readonly inlineStack: string[] = [];
  private readonly contextsPerFunction = new Map<string, number>();
  private readonly instanceTemplates = new Map<string, AbsValue>();
  private readonly qnameCache = new Map<string, AbsValue | null>();
  private readonly globMatchers = new Map<string, (p: string) => boolean>();
  private readonly returnSinkCache = new Map<string, SinkRow[]>();
  private work = 0;

  constructor(private readonly program: Program) {}

  /** Analyses every module and every function of the program. */
  run(): void {
    for (const module of this.program.modules.values()) this.runModule(module);
  }

  runModule(module: ModuleIR): void {
    this.work = 0;
    this.moduleEnv(module);
    const fns = [...module.functions].sort((a, b) => a.loc.startIndex - b.loc.startIndex);
    for (const fn of fns) this.summaryOf(fn, module);
  }

  /** Whether the last runModule stopped at the work budget before it had executed everything. */
  get stoppedAtBudget(): boolean {
    return this.work > WORK_BUDGET * 4;
  }

  // -------------------------------------------------------------------------------------------
  // Modules, functions, summaries
  // -------------------------------------------------------------------------------------------

  private moduleEnv(module: ModuleIR): Env {
    const existing = this.moduleEnvs.get(module.path);
    if (existing === 'pending') return new Env(undefined); // an import cycle: see an empty module
    if (existing) return existing;
    this.moduleEnvs.set(module.path, 'pending');
    const env = new Env(undefined);
    for (const binding of module.imports) env.declare(binding.local, this.importValue(module, binding.qualified));
    const frame = this.frameFor(module.topLevel, module);
    this.execBlock(module.topLevel.body, env, frame);
    env.dead = false;
    this.moduleEnvs.set(module.path, env);
    return env;
  }

  private importValue(module: ModuleIR, qualified: string): AbsValue {
    if (this.program.familyOf(module) === 'javascript') {
      const resolved = this.program.resolveJsImport(module.path, qualified);
      if (resolved) {
        let value: AbsValue = { module: resolved.module, qname: qualified };
        for (const part of resolved.rest) value = this.moduleMember(resolved.module, part) ?? UNKNOWN;
        return value;
      }
    }
    if (this.program.familyOf(module) === 'python') {
      // `from shop.db import find_user`: a function or class of the tree, so calls are followed;
      // `from myapp import app`: a module-level object of known type (`flask.Flask`), so its
      // decorators and methods are named by that type. Modules stay names (`import shop.db`),
      // resolved member by member when used.
      const found = this.resolveQname(qualified, 'python');
      if (found?.fn || found?.cls || found?.types?.length) return found;
    }
    return { qname: qualified };
  }

  /** A named export or top-level binding of a module of the tree. */
  private moduleMember(path: string, name: string): AbsValue | undefined {
    const target = this.program.modules.get(path);
    if (!target) return undefined;
    const id = target.exports[name];
    if (id) {
      const fnEntry = this.program.functions.get(id);
      if (fnEntry) return this.fnValue(fnEntry.fn, this.moduleEnv(target));
      const cls = this.program.classes.get(id);
      if (cls) return { cls: cls.cls };
    }
    const env = this.moduleEnv(target);
    const bound = env.vars.get(name === 'default' ? '$default' : name);
    if (bound) return bound;
    const cls = target.classes.find((c) => c.name === name);
    return cls ? { cls } : undefined;
  }

  /** Resolves a qualified name to a function, class or module of the tree (Python, Java). */
  private resolveQname(qname: string, family: LanguageFamily): AbsValue | undefined {
    const key = `${family}|${qname}`;
    const cached = this.qnameCache.get(key);
    if (cached !== undefined) return cached ?? undefined;
    let found: AbsValue | undefined;
    if (family === 'python') {
      const hit = this.program.resolvePythonName(qname);
      if (hit) {
        found = { module: hit.module.path, qname };
        for (const part of hit.rest) {
          found = found.module ? this.moduleMember(found.module, part) : found.cls ? this.staticMember(found.cls.qualified, part) : undefined;
          if (!found) break;
        }
      }
    } else if (family === 'java') {
      const cls = this.program.classes.get(qname);
      if (cls) found = { cls: cls.cls, qname };
    }
    this.qnameCache.set(key, found ?? null);
    return found;
  }

  private staticMember(classQualified: string, name: string): AbsValue | undefined {
    const method = this.program.findMethod(classQualified, name, -1);
    if (method) return this.fnValue(method.fn, this.moduleEnv(method.module));
    return undefined;
  }

  private fnValue(fn: FunctionIR, closure: Env | undefined, boundThis?: AbsValue): AbsValue {
    if (closure && !this.closures.has(fn.id)) this.closures.set(fn.id, closure);
    return { fn: { fn, closure, boundThis } };
  }

  private frameFor(fn: FunctionIR, module: ModuleIR, thisValue?: AbsValue): Frame {
    const family = this.program.familyOf(module);
    return { fn, module, family, models: this.program.models[family], thisValue, returns: [] };
  }

  /** The summary of a function, computed once; undefined while it is being computed (recursion). */
  private summaryOf(fn: FunctionIR, module: ModuleIR): Summary | undefined {
    const existing = this.summaries.get(fn.id);
    if (existing === 'pending') return undefined;
    if (existing) return existing;
    this.summaries.set(fn.id, 'pending');
    const summary: Summary = { ret: UNKNOWN, sinks: [] };
    this.building.set(fn.id, summary);
    const frame = this.frameFor(fn, module);
    const callbackTypes = this.rootParamTypes(fn, module, frame.models);
    const params = fn.params.map((p, i) => {
      const symbolic: Taint = { kind: `$p:${fn.id}:${i}`, steps: [], sanitized: [] };
      const real = this.paramSourceTaints(p, fn, module, frame);
      const types = p.type && !isOpaqueType(p.type) ? [p.type] : callbackTypes[i] ? [callbackTypes[i]!] : undefined;
      return tainted([symbolic, ...real], types ? { types } : {});
    });
    let thisValue: AbsValue | undefined;
    if (fn.className) {
      const local = module.classes.find((c) => c.name === fn.className);
      const cls = local ? { cls: local, module } : this.program.classByName(fn.className, module);
      const template = cls ? this.instanceTemplate(cls.cls.qualified, module) : undefined;
      thisValue = { ...(template ?? {}), taints: [{ kind: `$this:${fn.id}`, steps: [], sanitized: [] }] };
    }
    const closure = this.closures.get(fn.id) ?? (fn.id === module.topLevel.id ? undefined : this.moduleEnv(module));
    summary.ret = this.invoke(fn, module, closure, params, {}, thisValue);
    this.building.delete(fn.id);
    this.summaries.set(fn.id, summary);
    return summary;
  }

  /** Parameter types given by `callbacks` rows that name exports (Next.js) or subclass methods (Django views). */
  private rootParamTypes(fn: FunctionIR, module: ModuleIR, models: FamilyModels): (string | null)[] {
    for (const row of models.callbackExports) {
      if (row.pathGlob && !this.glob(row.pathGlob)(module.path)) continue;
      const names = Object.entries(module.exports).filter(([, id]) => id === fn.id).map(([name]) => name);
      if (names.length && anyNameMatches(row.export, names)) return row.params;
    }
    if (fn.className && models.callbackClasses.length) {
      const cls = this.program.classByName(fn.className, module) ?? (() => {
        const local = module.classes.find((c) => c.name === fn.className);
        return local ? { cls: local, module } : undefined;
      })();
      if (cls) {
        const supers = this.program.withSupertypes([cls.cls.qualified, ...(cls.cls.superclass ? [this.resolveTypeName(cls.cls.superclass, module)] : [])], this.program.familyOf(module));
        for (const row of models.callbackClasses) {
          if (!supers.includes(row.classExtends!)) continue;
          if (row.methods && !row.methods.includes(fn.name)) continue;
          // Python methods are lowered without their receiver (`self` reads are `this`), so the
          // row's first type is the first parameter after `self`, at position 0.
          return row.params;
        }
      }
    }
    // Handlers registered where the analysis cannot see (computed require, loaders): judged by use.
    return this.program.familyOf(module) === 'javascript' ? inferHandlerParamTypes(fn, module) ?? [] : [];
  }

  /** Sink rows on this function's return value (Spring `@ResponseBody` handlers), computed once per function. */
  private returnSinks(frame: Frame): SinkRow[] {
    if (frame.models.returnSinks.length === 0) return [];
    let rows = this.returnSinkCache.get(frame.fn.id);
    if (!rows) {
      const env = this.moduleEnvs.get(frame.module.path);
      const scope = env && env !== 'pending' ? env : new Env(undefined);
      const top = this.frameFor(frame.module.topLevel, frame.module);
      const cls = frame.module.classes.find((c) => c.methods.includes(frame.fn));
      rows = returnSinksFor(frame.models.returnSinks, frame.fn, cls, (x) => this.eval(x, scope, top), (v) => this.typesOf(v, frame.family));
      this.returnSinkCache.set(frame.fn.id, rows);
    }
    return rows;
  }

  private resolveTypeName(name: string, module: ModuleIR): string {
    const imported = module.imports.find((b) => b.local === name.split('.')[0]);
    if (imported) return [imported.qualified, ...name.split('.').slice(1)].join('.');
    return name;
  }

  private glob(pattern: string): (p: string) => boolean {
    let m = this.globMatchers.get(pattern);
    if (!m) {
      m = picomatch(pattern, { dot: true });
      this.globMatchers.set(pattern, m);
    }
    return m;
  }

  private paramSourceTaints(p: Param, fn: FunctionIR, module: ModuleIR, frame: Frame): Taint[] {
    const out: Taint[] = [];
    for (const row of frame.models.paramSources) {
      const spec = row.param!;
      const pNames = p.annotations.flatMap((a) => [a.name, a.qualified ?? '']).filter(Boolean);
      const fNames = this.decoratorNames(fn, module);
      let hit = false;
      if (spec.annotation && anyNameMatches(spec.annotation, pNames)) hit = true;
      if (spec.functionAnnotation && anyNameMatches(spec.functionAnnotation, fNames)) hit = true;
      if (!hit) continue;
      if (spec.exceptWhen && isGuarded(spec.exceptWhen, fn, module.classes.find((c) => c.methods.includes(fn)))) continue;
      const ptype = p.type ? baseTypeName(p.type) : undefined;
      // Arrays keep their brackets here: `int` is no payload, `byte[]` is a request body.
      const declared = p.type?.replace(/<.*>/s, '').trim();
      if (spec.exceptTypes && declared && spec.exceptTypes.includes(declared)) continue;
      if (spec.types && (!ptype || !spec.types.includes(ptype))) continue;
      out.push({ kind: row.kind, steps: [this.step(module, p.loc, `source: parameter ${p.name}${row.label ? ` (${row.label})` : ''}`)], sanitized: [], numeric: row.numeric });
    }
    return out;
  }

  /** A method's class and its supertypes, qualified (empty for a free function). */
  private classTypesOf(fn: FunctionIR, module: ModuleIR): string[] {
    const local = fn.className ? module.classes.find((c) => c.name === fn.className) : undefined;
    const cls = local ? { cls: local, module } : fn.className ? this.program.classByName(fn.className, module) : undefined;
    if (!cls) return [];
    return this.program.withSupertypes([cls.cls.qualified, ...(cls.cls.superclass ? [this.resolveTypeName(cls.cls.superclass, cls.module)] : [])], this.program.familyOf(module));
  }

  /** Names of a function's decorators / annotations, as written and resolved. */
  private decoratorNames(fn: FunctionIR, module: ModuleIR): string[] {
    return fn.annotations.flatMap((a) => {
      const names = [a.name, a.qualified ?? ''];
      if (a.expr && a.expr.kind === 'call') names.push(...this.calleeNamesStatic(a.expr.callee, module));
      return names;
    }).filter(Boolean);
  }

  /** Names of a decorator's callee evaluated in the module scope (`@app.get` → `fastapi.FastAPI.get`). */
  private calleeNamesStatic(callee: Expr, module: ModuleIR): string[] {
    const env = this.moduleEnvs.get(module.path);
    if (!env || env === 'pending') return [];
    const frame = this.frameFor(module.topLevel, module);
    if (callee.kind === 'member') {
      const recv = this.eval(callee.object, env, frame);
      return typeof callee.property === 'string' ? this.memberNames(recv, callee.property, frame) : [];
    }
    const v = this.eval(callee, env, frame);
    return v.qname ? [v.qname] : [];
  }

  /** Runs a function body with the given parameter values; returns the joined return value. */
  private invoke(
    fn: FunctionIR,
    module: ModuleIR,
    closure: Env | undefined,
    args: AbsValue[],
    kwargs: Record<string, AbsValue>,
    thisValue: AbsValue | undefined,
  ): AbsValue {
    const env = new Env(closure);
    const frame = this.frameFor(fn, module, thisValue);
    fn.params.forEach((p, i) => {
      let value: AbsValue | undefined;
      if (p.rest === 'list') value = { fields: new Map(args.slice(i).map((a, j) => [String(j), a])), types: [LITERAL_TYPES[frame.family].array] };
      else if (p.rest === 'dict') value = { fields: new Map(Object.entries(kwargs)), types: [LITERAL_TYPES[frame.family].object] };
      else value = kwargs[p.name] ?? args[i];
      if (value === undefined && p.default) value = this.eval(p.default, env, frame);
      if (value !== undefined && p.type && !value.types) value = { ...value, types: [p.type] };
      env.declare(p.name, value ?? (p.type ? { types: [p.type] } : UNKNOWN));
    });
    this.execBlock(fn.body, env, frame);
    if (frame.returns.length === 0) return constant(null);
    return joinAll(frame.returns);
  }

  private instanceTemplate(classQualified: string, module: ModuleIR): AbsValue | undefined {
    const entry = this.program.classByName(classQualified, module);
    if (!entry) return undefined;
    const existing = this.instanceTemplates.get(entry.cls.qualified);
    if (existing) return existing;
    const family = this.program.familyOf(entry.module);
    const value: AbsValue = {
      types: this.program.withSupertypes([entry.cls.qualified], family),
      fields: new Map(),
      open: true,
    };
    this.instanceTemplates.set(entry.cls.qualified, value);
    const env = this.moduleEnv(entry.module);
    const frame = this.frameFor(entry.module.topLevel, entry.module, value);
    for (const f of entry.cls.fields) {
      if (f.isStatic) continue;
      let fv: AbsValue = f.value ? this.eval(f.value, env, frame) : UNKNOWN;
      if (f.type && !fv.types) fv = { ...fv, types: [f.type] };
      value.fields!.set(f.name, fv);
    }
    const ctor = entry.cls.methods.find((m) => m.name === 'constructor' || m.name === '__init__' || m.name === '<init>' || m.name === entry.cls.name);
    if (ctor) this.invoke(ctor, entry.module, env, [], {}, value);
    return value;
  }

  // -------------------------------------------------------------------------------------------
  // Statements
  // -------------------------------------------------------------------------------------------

  private execBlock(stmts: Stmt[], env: Env, frame: Frame): void {
    for (const s of stmts) if (s.kind === 'function') env.declare(s.fn.name, this.fnValue(s.fn, env, frame.thisValue));
    for (const s of stmts) {
      if (env.dead) return;
      this.exec(s, env, frame);
    }
  }

  private exec(s: Stmt, env: Env, frame: Frame): void {
    if (++this.work > WORK_BUDGET * 4) return; // a pathological file: stop rather than hang
    switch (s.kind) {
      case 'assign': {
        let v = this.eval(s.value, env, frame);
        if (s.declaredType && !v.types) v = { ...v, types: [s.declaredType] };
        this.assignTarget(s.target, v, env, frame, s.loc);
        return;
      }
      case 'expr':
        this.eval(s.expr, env, frame);
        if (s.expr.kind === 'call' && neverReturns(s.expr.callee, (e) => this.evalQuiet(e, env, frame))) env.dead = true;
        return;
      case 'return': {
        const v = s.value ? this.eval(s.value, env, frame) : constant(null);
        for (const row of this.returnSinks(frame)) {
          if (returnValueHolds(row, v, (x) => this.typesOf(x, frame.family))) this.reportSink(frame, row, deepTaints(v), s.loc, 'return');
        }
        for (const row of viewReturnRows(frame.fn, frame.models.sinkReturns, { decoratorNames: (fn) => this.decoratorNames(fn, frame.module), classTypes: (fn) => this.classTypesOf(fn, frame.module) })) this.reportSink(frame, row, responseBodyTaints(v), s.loc, 'view return value');
        frame.returns.push(withStep(v, this.step(frame.module, s.loc, `returned from ${frame.fn.name}`)));
        env.dead = true;
        return;
      }
      case 'throw':
        if (s.value) this.eval(s.value, env, frame);
        env.dead = true;
        return;
      case 'break':
      case 'continue':
        frame.loopExits?.at(-1)?.push(env.fork());
        env.dead = true;
        return;
      case 'if': {
        const test = this.eval(s.test, env, frame);
        const truth = truthiness(test);
        if (truth === true) {
          this.narrow(s.test, env, true, frame);
          this.execBlock(s.then, env, frame);
          return;
        }
        if (truth === false) {
          this.execBlock(s.else, env, frame);
          return;
        }
        const a = env.fork();
        const b = env.fork();
        this.narrow(s.test, a, true, frame);
        this.narrow(s.test, b, false, frame);
        this.execBlock(s.then, a, frame);
        this.execBlock(s.else, b, frame);
        env.joinFrom([a, b]);
        return;
      }
      case 'switch':
        this.execSwitch(s, env, frame);
        return;
      case 'loop':
        this.execLoop(s, env, frame);
        return;
      case 'try': {
        const body = env.fork();
        this.execBlock(s.body, body, frame);
        const branches = [body];
        for (const h of s.handlers) {
          const he = env.fork();
          he.joinFrom([env, body.dead ? env : body]);
          if (h.param) he.declare(h.param, UNKNOWN);
          this.execBlock(h.body, he, frame);
          branches.push(he);
        }
        env.joinFrom(branches);
        if (s.finally.length) {
          const wasDead = env.dead;
          env.dead = false;
          this.execBlock(s.finally, env, frame);
          env.dead = env.dead || wasDead;
        }
        return;
      }
      case 'function':
        env.declare(s.fn.name, this.fnValue(s.fn, env, frame.thisValue));
        return;
      case 'unknown':
        for (const e of s.exprs) this.eval(e, env, frame);
        return;
    }
  }

  private execSwitch(s: Extract<Stmt, { kind: 'switch' }>, env: Env, frame: Frame): void {
    const d = this.eval(s.discriminant, env, frame);
    const runFrom = (start: number, e: Env): void => {
      for (let i = start; i < s.cases.length; i++) {
        this.execBlock(s.cases[i].body, e, frame);
        if (e.dead || !s.cases[i].fallsThrough) break;
      }
      // `break` marks the path dead; leaving the switch makes it live again.
      e.dead = false;
    };
    if (isConst(d)) {
      let index = s.cases.findIndex((c) => c.tests.some((t) => {
        const tv = this.eval(t, env, frame);
        return isConst(tv) && tv.const.value === d.const.value;
      }));
      if (index < 0) index = s.cases.findIndex((c) => c.tests.length === 0);
      if (index >= 0) runFrom(index, env);
      return;
    }
    const branches: Env[] = [];
    let hasDefault = false;
    s.cases.forEach((c, i) => {
      if (c.tests.length === 0) hasDefault = true;
      const e = env.fork();
      // Inside a case whose tests are all constants the subject is one of them: no payload left.
      if (c.tests.length && c.tests.every((t) => isConst(this.evalQuiet(t, env, frame)))) this.rebind(s.discriminant, UNKNOWN, e, frame);
      runFrom(i, e);
      branches.push(e);
    });
    if (!hasDefault) branches.push(env.fork());
    env.joinFrom(branches);
  }

  private execLoop(s: Extract<Stmt, { kind: 'loop' }>, env: Env, frame: Frame): void {
    if (s.test) {
      const t = this.eval(s.test, env, frame);
      if (truthiness(t) === false && !s.each) return; // a loop that never runs
    }
    let element: AbsValue | undefined;
    if (s.each) {
      const it = this.eval(s.each.iterable, env, frame);
      element = s.each.over === 'keys' ? this.keysOf(it) : this.elementsOf(it);
    }
    const entry = env.fork();
    let current = env.fork();
    const branches = [entry];
    const exits: Env[] = [];
    (frame.loopExits ??= []).push(exits);
    for (let i = 0; i < 2; i++) {
      const iter = current.fork();
      if (s.each && element) this.assignTarget(s.each.target, element, iter, frame, s.loc);
      this.execBlock(s.body, iter, frame);
      iter.dead = false;
      this.execBlock(s.update, iter, frame);
      branches.push(iter);
      current = iter;
    }
    frame.loopExits.pop();
    env.joinFrom([...branches, ...exits]);
  }

  private elementsOf(v: AbsValue): AbsValue {
    const parts: AbsValue[] = [];
    if (v.fields) parts.push(...v.fields.values());
    if (v.anyField) parts.push(v.anyField);
    if (hasTaint(v)) parts.push({ taints: v.taints });
    return parts.length ? joinAll(parts) : UNKNOWN;
  }

  private keysOf(v: AbsValue): AbsValue {
    if (v.fields && !v.open && !v.anyField) return joinAll([...v.fields.keys()].map((k) => constant(k)));
    return hasTaint(v) ? { taints: v.taints } : UNKNOWN;
  }

  /** Inside a branch, a value compared equal to a constant or found in a constant list is that constant / clean. */
  private narrow(test: Expr, env: Env, truthy: boolean, frame: Frame): void {
    const guardOps = { value: (e: Expr) => this.evalQuiet(e, env, frame), rebind: (t: Expr, v: AbsValue) => this.rebind(t, v, env, frame), constantCollection: (v: AbsValue) => this.isConstantCollection(v) };
    narrowGuard(test, truthy, guardOps);
    narrowApiGuard(test, truthy, guardOps);
    if (test.kind === 'unary' && (test.op === '!' || test.op === 'not')) {
      this.narrow(test.operand, env, !truthy, frame);
      return;
    }
    if (test.kind === 'binary') {
      if ((test.op === '&&' || test.op === 'and') && truthy) {
        this.narrow(test.left, env, true, frame);
        this.narrow(test.right, env, true, frame);
        return;
      }
      if ((test.op === '||' || test.op === 'or') && truthy) {
        // Either side held: join what each side proves.
        const a = env.fork();
        const b = env.fork();
        this.narrow(test.left, a, true, frame);
        this.narrow(test.right, b, true, frame);
        env.joinFrom([a, b]);
        return;
      }
      if ((test.op === '&&' || test.op === 'and') && !truthy) {
        const a = env.fork();
        const b = env.fork();
        this.narrow(test.left, a, false, frame);
        this.narrow(test.right, b, false, frame);
        env.joinFrom([a, b]);
        return;
      }
      if ((test.op === '||' || test.op === 'or') && !truthy) {
        this.narrow(test.left, env, false, frame);
        this.narrow(test.right, env, false, frame);
        return;
      }
      const eq = test.op === '===' || test.op === '==' || test.op === 'is';
      const ne = test.op === '!==' || test.op === '!=' || test.op === 'is not';
      if ((eq && truthy) || (ne && !truthy)) {
        const l = this.evalQuiet(test.left, env, frame);
        const r = this.evalQuiet(test.right, env, frame);
        if (isConst(r) && !isConst(l)) this.rebind(test.left, r, env, frame);
        else if (isConst(l) && !isConst(r)) this.rebind(test.right, l, env, frame);
        return;
      }
      if (test.op === 'in' && truthy) {
        const container = this.evalQuiet(test.right, env, frame);
        if (this.isConstantCollection(container)) this.rebind(test.left, UNKNOWN, env, frame);
        return;
      }
      if (test.op === 'typeof') return;
    }
    if (test.kind === 'binary' && (test.op === '===' || test.op === '==') && !truthy) return;
    if (test.kind === 'call' && truthy && test.callee.kind === 'member' && typeof test.callee.property === 'string') {
      const method = test.callee.property;
      if ((method === 'equals' || method === 'equalsIgnoreCase') && test.args.length === 1) {
        // Java `x.equals("a")` / `"a".equals(x)`: inside the branch x is that constant (or a case variant).
        const recv = this.evalQuiet(test.callee.object, env, frame);
        const arg = this.evalQuiet(test.args[0], env, frame);
        const exact = method === 'equals';
        if (isConst(arg) && !isConst(recv)) this.rebind(test.callee.object, exact ? arg : UNKNOWN, env, frame);
        else if (isConst(recv) && !isConst(arg)) this.rebind(test.args[0], exact ? recv : UNKNOWN, env, frame);
      }
      if (method === 'startsWith' && test.args.length >= 1) {
        // `if (full.startsWith(root))`: a path confined to a folder (the usual traversal guard).
        const recv = this.evalQuiet(test.callee.object, env, frame);
        if (hasTaint(recv)) this.rebind(test.callee.object, sanitize(recv, ['path']), env, frame);
      }
      if (['includes', 'has', 'contains', 'indexOf'].includes(method) && test.args.length === 1) {
        const container = this.evalQuiet(test.callee.object, env, frame);
        if (this.isConstantCollection(container)) this.rebind(test.args[0], UNKNOWN, env, frame);
      }
      // Anchored regular expressions that admit only word characters validate the whole value.
      if ((method === 'test' || method === 'match' || method === 'fullmatch') && test.args.length >= 1) {
        const re = this.evalQuiet(test.callee.object, env, frame);
        const pattern = isConst(re) && typeof re.const.value === 'string' ? re.const.value : undefined;
        const arg = method === 'test' ? test.args[0] : test.args[1];
        if (pattern && arg && /^\^?\[[\w\\-]*\][+*]?\$?$|^\^[\w\\[\]{},+*-]*\$$/.test(pattern.replace(/^\/|\/[a-z]*$/g, ''))) this.rebind(arg, UNKNOWN, env, frame);
      }
    }
    if (test.kind === 'call' && !truthy && test.callee.kind === 'member' && (test.callee.property === 'includes' || test.callee.property === 'contains') && test.args.length === 1) {
      // `if (name.includes('..')) reject`: past the check the value holds no parent reference.
      const needle = this.evalQuiet(test.args[0], env, frame);
      const recv = this.evalQuiet(test.callee.object, env, frame);
      if (isConst(needle) && needle.const.value === '..' && hasTaint(recv)) this.rebind(test.callee.object, sanitize(recv, ['path']), env, frame);
    }
    if (test.kind === 'call' && truthy && test.callee.kind === 'member' && test.callee.property === 'isInteger' && test.args[0]) {
      this.rebind(test.args[0], UNKNOWN, env, frame);
    }
  }

  private isConstantCollection(v: AbsValue): boolean {
    if (!v.fields || v.open || v.anyField || hasTaint(v)) return false;
    for (const f of v.fields.values()) if (!isConst(f)) return false;
    return v.fields.size > 0;
  }

  /**
   * Rebinds a variable, or a member path rooted at a variable (`ctx.query.next`), on this path
   * only: the objects along the chain are copied, never changed in place, so other paths keep
   * their values.
   */
  private rebind(target: Expr, value: AbsValue, env: Env, frame?: Frame): void {
    if (target.kind === 'name') {
      env.assign(target.name, value);
      return;
    }
    if (target.kind !== 'member' || typeof target.property !== 'string' || !frame) return;
    const chain: string[] = [];
    let root: Expr = target;
    while (root.kind === 'member' && typeof root.property === 'string') {
      chain.unshift(root.property);
      root = root.object;
    }
    if (root.kind !== 'name' || chain.length > 4) return;
    const rebuilt = this.withPath(this.eval(root, env, frame), chain, value, root, env, frame);
    env.assign(root.name, rebuilt);
  }

  private withPath(obj: AbsValue, chain: string[], value: AbsValue, prefix: Expr, env: Env, frame: Frame): AbsValue {
    const copy: AbsValue = { ...obj, fields: new Map(obj.fields ?? []), open: obj.fields ? obj.open : true };
    const [head, ...rest] = chain;
    if (rest.length === 0) copy.fields!.set(head, value);
    else {
      const childExpr: Expr = { kind: 'member', object: prefix, property: head, loc: prefix.loc };
      const child = this.eval(childExpr, env, frame);
      copy.fields!.set(head, this.withPath(child, rest, value, childExpr, env, frame));
    }
    return copy;
  }

  // -------------------------------------------------------------------------------------------
  // Assignments
  // -------------------------------------------------------------------------------------------

  private assignTarget(target: Target, value: AbsValue, env: Env, frame: Frame, loc: Loc): void {
    if (target.kind === 'name') {
      env.assign(target.name, withStep(value, this.step(frame.module, loc, `assigned to ${target.name}`)));
      return;
    }
    const obj = this.eval(target.object, env, frame);
    const keyValue = typeof target.property === 'string' ? undefined : this.eval(target.property, env, frame);
    const key = typeof target.property === 'string' ? target.property : this.keyOf(keyValue!);
    // A key written from input is a sink where the row says so (`session[name] = v`).
    if (keyValue && hasTaint(keyValue)) for (const row of frame.models.sinkAssigns.find(this.memberNames(obj, '*', frame))) if (row.keys) this.reportSink(frame, row, deepTaints(keyValue), loc, 'key');
    // Sinks and pattern rules on writes (`el.innerHTML = x`, `process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'`).
    if (key !== undefined) {
      const names = this.memberNames(obj, key, frame);
      if (names.length) {
        for (const row of frame.models.sinkAssigns.find(names)) {
          if (row.when && !evalCheck(row.when, { args: [], kwargs: {}, assigned: value, typesOf: (v) => this.typesOf(v, frame.family) })) continue;
          this.reportSink(frame, row, deepTaints(value), loc, names[0]);
        }
        for (const rule of frame.models.patternAssigns.find(names)) {
          const facts: CallFacts = { args: [], kwargs: {}, assigned: value, typesOf: (v) => this.typesOf(v, frame.family) };
          if (evalCheck(rule.match.where, facts)) this.addFinding(rule, frame.module.path, loc, [], rule.match.message?.replace('{callee}', names[0]));
        }
      }
    }
    const stepped = withStep(value, this.step(frame.module, loc, `stored in ${this.snippet(frame.module, target.loc, 40)}`));
    this.storeField(obj, key, stepped, target.object, env);
  }

  /** Writes a field into a container value; a value without fields gets some (it may hold more). */
  private storeField(obj: AbsValue, key: string | undefined, value: AbsValue, objectExpr: Expr | undefined, env: Env): void {
    if (Object.isFrozen(obj)) {
      if (objectExpr?.kind === 'name') {
        const fresh: AbsValue = { fields: new Map(), open: true };
        this.writeField(fresh, key, value);
        env.assign(objectExpr.name, fresh);
      }
      return;
    }
    if (!obj.fields) {
      obj.fields = new Map();
      obj.open = true;
    }
    this.writeField(obj, key, value);
  }

  private writeField(obj: AbsValue, key: string | undefined, value: AbsValue): void {
    if (key === undefined) obj.anyField = join(obj.anyField, value);
    else obj.fields!.set(key, value);
  }

  private keyOf(v: AbsValue): string | undefined {
    return isConst(v) && v.const.value !== null ? String(v.const.value) : undefined;
  }

  // -------------------------------------------------------------------------------------------
  // Expressions
  // -------------------------------------------------------------------------------------------

  /** Evaluates without reporting (used by narrowing, which re-reads expressions already evaluated). */
  private evalQuiet(e: Expr, env: Env, frame: Frame): AbsValue {
    if (e.kind === 'name' || e.kind === 'const') return this.eval(e, env, frame);
    if (e.kind === 'member' && typeof e.property === 'string') {
      const o = this.evalQuiet(e.object, env, frame);
      return o.fields?.get(e.property) ?? UNKNOWN;
    }
    if (e.kind === 'array' || e.kind === 'object') return this.eval(e, env, frame);
    return UNKNOWN;
  }

  private eval(e: Expr, env: Env, frame: Frame): AbsValue {
    this.work++;
    switch (e.kind) {
      case 'const':
        return constant(e.value);
      case 'name':
        return this.evalName(e, env, frame);
      case 'this':
        return frame.thisValue ?? UNKNOWN;
      case 'member':
        return this.evalMember(e, env, frame);
      case 'call':
        return this.evalCall(e, env, frame);
      case 'concat': {
        const parts = e.parts.map((p) => this.eval(p, env, frame));
        if (parts.every(isConst)) return constant(parts.map((p) => stringOf(p.const!.value)).join(''));
        return withPartsPrefix(tainted(parts.flatMap((p) => deepTaints(p)), { types: [LITERAL_TYPES[frame.family].string] }), parts);
      }
      case 'binary':
        return this.evalBinary(e, env, frame);
      case 'unary': {
        const v = this.eval(e.operand, env, frame);
        if (e.op === '!' || e.op === 'not') {
          const t = truthiness(v);
          return t === undefined ? UNKNOWN : constant(!t);
        }
        if (e.op === '-' && isConst(v) && typeof v.const.value === 'number') return constant(-v.const.value);
        if (e.op === '-' || e.op === '+' || e.op === '~' || e.op === '++') return numericOnly(v);
        if (e.op === 'typeof' || e.op === 'void' || e.op === 'delete') return UNKNOWN;
        return v; // await, spread and other transparent operators
      }
      case 'cond': {
        const t = truthiness(this.eval(e.test, env, frame));
        if (t === true) return this.eval(e.then, env, frame);
        if (t === false) return this.eval(e.else, env, frame);
        // Each arm sees what the test proves (`x if x in ALLOWED else "default"`).
        const [a, b] = [env.fork(), env.fork()];
        this.narrow(e.test, a, true, frame);
        this.narrow(e.test, b, false, frame);
        return join(this.eval(e.then, a, frame), this.eval(e.else, b, frame));
      }
      case 'object': {
        const fields = new Map<string, AbsValue>();
        const out: AbsValue = { fields, types: [LITERAL_TYPES[frame.family].object] };
        for (const entry of e.entries) {
          const v = this.eval(entry.value, env, frame);
          if (entry.key === null) {
            for (const [k, fv] of v.fields ?? []) fields.set(k, fv);
            if (!v.fields || v.open) out.open = true;
            if (hasTaint(v)) out.anyField = join(out.anyField, { taints: v.taints });
          } else if (typeof entry.key === 'string') fields.set(entry.key, v);
          else {
            const k = this.keyOf(this.eval(entry.key, env, frame));
            if (k !== undefined) fields.set(k, v);
            else out.anyField = join(out.anyField, v);
          }
        }
        return out;
      }
      case 'array': {
        const fields = new Map<string, AbsValue>();
        const out: AbsValue = { fields, types: [LITERAL_TYPES[frame.family].array] };
        e.elements.forEach((el, i) => {
          const v = this.eval(el, env, frame);
          if (el.kind === 'unknown' && el.note === 'spread') {
            out.open = true;
            out.anyField = join(out.anyField, this.elementsOf(v));
          } else fields.set(String(i), v);
        });
        return out;
      }
      case 'function':
        return this.fnValue(e.fn, env, frame.thisValue);
      case 'cast': {
        const v = this.eval(e.value, env, frame);
        return { ...v, types: [e.type, ...(v.types ?? [])] };
      }
      case 'unknown': {
        const children = e.children.map((c) => this.eval(c, env, frame));
        if (e.note === 'spread') return children[0] ?? UNKNOWN;
        return tainted(children.flatMap((c) => deepTaints(c)));
      }
    }
  }

  private evalName(e: Extract<Expr, { kind: 'name' }>, env: Env, frame: Frame): AbsValue {
    let v = env.lookup(e.name);
    if (v === undefined && frame.thisValue) {
      // Java and friends: a bare name may be a field or a method of the enclosing class.
      const field = frame.thisValue.fields?.get(e.name);
      if (field) v = field;
      else if (frame.fn.className) {
        const method = this.program.findMethod(this.classQualifiedOf(frame), e.name, -1, frame.module);
        if (method) v = this.fnValue(method.fn, this.moduleEnv(method.module), frame.thisValue);
      }
    }
    if (v === undefined) {
      const local = frame.module.classes.find((c) => c.name === e.name);
      if (local) v = { cls: local };
    }
    if (v === undefined) {
      const qname = e.qualified ?? e.name;
      if (frame.family === 'javascript' && qname.startsWith('.')) v = this.importValue(frame.module, qname);
      else v = this.resolveQname(qname, frame.family) ?? { qname };
    }
    if (e.type && !v.types) v = { ...v, types: [e.type] };
    return v;
  }

  private classQualifiedOf(frame: Frame): string {
    const local = frame.module.classes.find((c) => c.name === frame.fn.className);
    return local?.qualified ?? frame.fn.className ?? '';
  }

  /** Candidate names of `obj.key`: through the object's qualified name and through its types. */
  private memberNames(obj: AbsValue, key: string, frame: Frame): string[] {
    const names: string[] = [];
    if (obj.qname) names.push(`${obj.qname}.${key}`);
    if (obj.cls) names.push(`${obj.cls.qualified}.${key}`);
    for (const t of this.typesOf(obj, frame.family)) names.push(`${t}.${key}`);
    return names;
  }

  private typesOf(v: AbsValue, family: LanguageFamily): string[] {
    // A string constant is a string (`"admin".equals(role)` is String.equals).
    if (!v.types && typeof v.const?.value === 'string') return this.program.withSupertypes([LITERAL_TYPES[family].string], family);
    return v.types ? this.program.withSupertypes(v.types, family) : [];
  }

  private evalMember(e: Extract<Expr, { kind: 'member' }>, env: Env, frame: Frame): AbsValue {
    const obj = this.eval(e.object, env, frame);
    if (typeof e.property !== 'string') {
      const keyValue = this.eval(e.property, env, frame);
      const key = this.keyOf(keyValue);
      if (key === undefined) {
        const all = this.elementsOf(obj);
        return tainted([...deepTaints(all), ...(obj.taints ?? [])]);
      }
      return this.readMember(obj, key, e, env, frame);
    }
    return this.readMember(obj, e.property, e, env, frame);
  }

  private readMember(obj: AbsValue, key: string, e: Expr, env: Env, frame: Frame): AbsValue {
    const models = frame.models;
    // A field written or narrowed on this path wins over what models say the member is.
    const own = obj.fields?.get(key);
    if (own !== undefined) return own;
    if (isConst(obj) && typeof obj.const.value === 'string' && /^-?\d+$/.test(key)) return constant(obj.const.value.at(Number(key)) ?? null); // "ABC"[1]
    const names = this.memberNames(obj, key, frame);
    if (names.length) {
      const config = models.configPaths.find(names.map((n) => n.slice(0, n.length - key.length - 1)));
      if (config.length) {
        const value = this.program.config.get(key);
        if (value !== undefined) return constant(value);
      }
      const sources = models.sourcePaths.find(names);
      if (sources.length) {
        const step = this.step(frame.module, e.loc, `source: ${this.snippet(frame.module, e.loc, 60)}`);
        return tainted(
          sources.map((row) => ({ kind: row.kind, steps: [step], sanitized: [], numeric: row.numeric })),
          { qname: names[0] },
        );
      }
    }
    if (models.sanitizerMembers.has(key)) {
      const row = models.sanitizerMembers.get(key)!;
      return sanitize(obj.fields?.get(key) ?? obj, row.kinds);
    }
    const field = obj.fields?.get(key);
    if (field !== undefined) return field;
    if (obj.module) return this.moduleMember(obj.module, key) ?? UNKNOWN;
    if (obj.cls) {
      const m = this.staticMember(obj.cls.qualified, key);
      if (m) return m;
    }
    if (obj.types) {
      for (const t of obj.types) {
        const entry = this.program.classByName(t, frame.module);
        if (!entry) continue;
        const method = this.program.findMethod(entry.cls.qualified, key, -1, entry.module);
        if (method) return this.fnValue(method.fn, this.moduleEnv(method.module), obj);
      }
    }
    const out: AbsValue = {};
    const ownType = obj.types?.[0] ?? (typeof obj.const?.value === 'string' ? LITERAL_TYPES[frame.family].string : undefined);
    if (!obj.qname && ownType && !obj.fields?.size) out.qname = `${ownType}.${key}`;
    if (obj.qname) {
      out.qname = `${obj.qname}.${key}`;
      const resolved = this.resolveQname(out.qname, frame.family);
      if (resolved) return resolved;
    }
    if (obj.anyField) return join(obj.anyField, hasTaint(obj) ? { taints: obj.taints } : undefined);
    if (hasTaint(obj)) out.taints = obj.taints;
    return out;
  }

  private evalBinary(e: Extract<Expr, { kind: 'binary' }>, env: Env, frame: Frame): AbsValue {
    const l = this.eval(e.left, env, frame);
    if (e.op === '&&' || e.op === 'and') {
      const t = truthiness(l);
      if (t === false) return l;
      const r = this.eval(e.right, env, frame);
      return t === true ? r : join(l, r);
    }
    if (e.op === '||' || e.op === 'or') {
      const t = truthiness(l);
      if (t === true) return l;
      const r = this.eval(e.right, env, frame);
      return t === false ? r : join(l, r);
    }
    if (e.op === '??') {
      if (isConst(l) && l.const.value !== null) return l;
      const r = this.eval(e.right, env, frame);
      if (isConst(l) && l.const.value === null) return r;
      return join(l, r);
    }
    const r = this.eval(e.right, env, frame);
    if (isConst(l) && isConst(r)) {
      const folded = fold(e.op, l.const.value, r.const.value);
      if (folded !== undefined) return constant(folded);
    }
    if (COMPARISON.has(e.op)) return UNKNOWN; // a boolean carries no payload
    if (ARITHMETIC.has(e.op)) return numericOnly(join(l, r)); // nor does a number, unless it is predictable randomness
    // `+` of unknowns (maybe strings), Python `%` formatting, and anything else: taint flows.
    return withConcatPrefix(tainted([...deepTaints(l), ...deepTaints(r)]), e.op, l, r);
  }

  // -------------------------------------------------------------------------------------------
  // Calls
  // -------------------------------------------------------------------------------------------

  private evalCall(e: Extract<Expr, { kind: 'call' }>, env: Env, frame: Frame): AbsValue {
    const models = frame.models;
    let receiver: AbsValue | undefined;
    let calleeValue: AbsValue;
    let names: string[];
    if (e.callee.kind === 'member') {
      receiver = this.eval(e.callee.object, env, frame);
      const key = typeof e.callee.property === 'string' ? e.callee.property : this.keyOf(this.eval(e.callee.property, env, frame));
      names = key !== undefined ? this.memberNames(receiver, key, frame) : [];
      calleeValue = key !== undefined ? this.readMemberForCall(receiver, key, frame) : UNKNOWN;
    } else {
      calleeValue = this.eval(e.callee, env, frame);
      names = calleeValue.qname ? [calleeValue.qname] : [];
      if (calleeValue.cls) names.push(calleeValue.cls.qualified);
      // A callable value of a modelled type (`const db = knex(cfg); db('users')`) is named by its type.
      if (!calleeValue.fn && !calleeValue.cls && calleeValue.types) names.push(...calleeValue.types);
    }
    const args = e.args.map((a) => this.eval(a, env, frame));
    const folded = foldConstantCall(calleeValue.qname, receiver, e.callee.kind === 'member' && typeof e.callee.property === 'string' ? e.callee.property : undefined, args, frame.family);
    if (folded) return folded;
    const kwargs: Record<string, AbsValue> = {};
    for (const [k, v] of Object.entries(e.kwargs ?? {})) kwargs[k] = this.eval(v, env, frame);
    const facts: CallFacts = { args, kwargs, receiver, typesOf: (v) => this.typesOf(v, frame.family) };
    // Configuration calls (`factory.setFeature(…)`) mark their receiver; see object-state.ts.
    const configured = applyStateRows(models.states.find(names), facts, receiver);
    if (configured && e.callee.kind === 'member') this.rebind(e.callee.object, configured, env, frame);
    let calleeTextCache: string | undefined;
    const calleeText = (): string => (calleeTextCache ??= this.snippet(frame.module, e.callee.loc, 50));

    let modelled = false;
    // Sinks.
    for (const row of models.sinkCalls.find(names)) {
      modelled = true;
      if (row.when && !evalCheck(row.when, facts)) continue;
      if (row.kind === 'html' && frame.family === 'javascript' && writesNonHtmlResponse(e, frame.fn)) continue;
      this.reportSink(frame, row, this.sinkTaints(row, args, kwargs, receiver), e.loc, calleeText);
    }
    // Pattern rules.
    for (const rule of models.patternCalls.find(names)) {
      if (rule.match.new && !e.isNew) continue;
      if (evalCheck(rule.match.where, facts)) {
        this.addFinding(rule, frame.module.path, e.loc, [], rule.match.message?.replace('{callee}', names[0] ?? calleeText()));
      }
    }
    // Callback parameter types (route handlers).
    const callbackRows = models.callbackCalls.find(names);
    if (callbackRows.length) {
      for (const arg of args) {
        if (!arg.fn) continue;
        const params = callbackRows[0].params.map((t) => (t ? { types: [t] } : UNKNOWN));
        this.callFunction(arg, params, {}, arg.fn.boundThis, e.loc, frame, true);
      }
    }
    // Configuration reads by constant key.
    for (const row of models.configCalls.find(names)) {
      const key = row.key !== undefined ? this.keyOf(args[row.key] ?? UNKNOWN) : undefined;
      if (key !== undefined) {
        const value = this.program.config.get(key);
        if (value !== undefined) return constant(value);
        if (row.default !== undefined && args[row.default] && isConst(args[row.default])) return args[row.default];
      }
      return UNKNOWN;
    }
    // Containers.
    const container = models.containers.find(names)[0];
    if (container && receiver) return this.containerOp(container.op, container, receiver, args, e, env, frame);
    // Sanitizers.
    const sanitizers = models.sanitizerCalls.find(names);
    if (sanitizers.length) {
      const kinds = sanitizers.flatMap((s) => s.kinds);
      const input = joinAll([...args, ...(receiver && e.callee.kind === 'member' && !receiver.qname ? [receiver] : [])]);
      return sanitize(input, kinds);
    }
    let result: AbsValue | undefined;
    // Propagators.
    const propagators = models.propagators.find(names);
    if (propagators.length) {
      modelled = true;
      for (const p of propagators) {
        const taints: Taint[] = [];
        for (const from of p.from) {
          if (from === 'args') taints.push(...args.flatMap((a) => deepTaints(a)));
          else if (from === 'receiver') taints.push(...(receiver ? deepTaints(receiver) : []));
          else if (typeof from === 'number' && args[from]) taints.push(...deepTaints(args[from]));
        }
        const step = this.step(frame.module, e.loc, `through ${calleeText()}()`);
        const moved = addStep(taints, step);
        for (const to of p.to) {
          if (to === 'receiver' && receiver && !Object.isFrozen(receiver)) receiver.taints = tainted([...(receiver.taints ?? []), ...moved]).taints;
          else if (typeof to === 'number' && args[to] && !Object.isFrozen(args[to])) args[to].taints = tainted([...(args[to].taints ?? []), ...moved]).taints;
        }
        if (p.to.includes('return')) {
          result = p.to.includes('receiver') && receiver && !Object.isFrozen(receiver) ? receiver : join(result, tainted(moved));
        }
      }
    }
    // Sources.
    const sources = models.sourceCalls.find(names);
    if (sources.length) {
      const step = this.step(frame.module, e.loc, `source: ${this.snippet(frame.module, e.loc, 60)}`);
      result = join(result, tainted(sources.map((row) => ({ kind: row.kind, steps: [step], sanitized: [], numeric: row.numeric }))));
      modelled = true;
    }
    // Modelled return types.
    const typeRows = models.types.find(names).filter((r) => !r.when || evalCheck(r.when, facts));
    let returnTypes: string[] | undefined;
    if (typeRows.length) returnTypes = [...new Set(typeRows.map((r) => r.returns))];
    const fresh = initialStates(typeRows); // states a newly made object starts with (object-state.ts)
    // Functions and classes of the tree.
    if (calleeValue.fn || calleeValue.cls) {
      const user = this.callUser(calleeValue, e, args, kwargs, receiver, frame);
      if (user) return result ? join(result, user) : user;
    }
    if (e.isNew && names.length) {
      // A constructed object has the constructed type; a modelled constructor adds what its rows say.
      if (result) return { ...result, ...fresh, types: [...new Set([names[0], ...(result.types ?? []), ...(returnTypes ?? [])])], fields: result.fields ?? new Map() };
      if (modelled) return { ...fresh, types: [names[0], ...(returnTypes ?? [])], fields: new Map() };
      return { ...fresh, types: [names[0], ...(returnTypes ?? [])], fields: new Map(), taints: tainted(args.flatMap((a) => deepTaints(a))).taints };
    }
    if (result) return returnTypes ? { ...result, ...fresh, types: returnTypes } : result;
    if (modelled) return returnTypes ? { ...fresh, types: returnTypes } : UNKNOWN;
    // Default: an unknown call passes on the taint of its receiver and arguments. A literal
    // list receiver passes its elements' taint (`[a, b].join(' ')`).
    const literalList = receiver?.types?.includes(LITERAL_TYPES[frame.family].array) && receiver.fields;
    const passed = [...(literalList ? deepTaints(receiver, 1) : receiver?.taints ?? []), ...args.flatMap((a) => deepTaints(a)), ...Object.values(kwargs).flatMap((a) => deepTaints(a))];
    // Callbacks of unknown calls (`items.forEach(x => …)`, `p.then(v => …)`) see the receiver's contents.
    for (const arg of args) {
      if (!arg.fn) continue;
      const element = receiver ? this.elementsOf(receiver) : UNKNOWN;
      this.callFunction(arg, arg.fn.fn.params.map(() => element), {}, arg.fn.boundThis, e.loc, frame, true);
    }
    if (passed.length === 0) return returnTypes ? { ...fresh, types: returnTypes } : UNKNOWN;
    return tainted(passed, returnTypes ? { ...fresh, types: returnTypes } : {});
  }

  private readMemberForCall(receiver: AbsValue, key: string, frame: Frame): AbsValue {
    const field = receiver.fields?.get(key);
    if (field?.fn) return field;
    if (receiver.module) return this.moduleMember(receiver.module, key) ?? UNKNOWN;
    if (receiver.cls) return this.staticMember(receiver.cls.qualified, key) ?? UNKNOWN;
    if (receiver.types) {
      for (const t of receiver.types) {
        // A class of the tree, or an interface of the tree with one implementation.
        const entry = this.program.classByName(t, frame.module);
        const method = this.program.findMethod(entry?.cls.qualified ?? baseTypeName(t), key, -1, entry?.module ?? frame.module);
        if (method) return this.fnValue(method.fn, this.moduleEnv(method.module), this.receiverFor(receiver, method));
      }
    }
    if (receiver.qname) return this.resolveQname(`${receiver.qname}.${key}`, frame.family) ?? UNKNOWN;
    return UNKNOWN;
  }

  /**
   * `this` for a method found on a receiver: the receiver itself when it is an instance of the
   * method's class; otherwise (a value typed by an interface) the implementation's instance.
   */
  private receiverFor(receiver: AbsValue, method: { fn: FunctionIR; module: ModuleIR }): AbsValue {
    const cls = method.module.classes.find((c) => c.methods.includes(method.fn));
    if (!cls || receiver.types?.includes(cls.qualified) || receiver.fields) return receiver;
    const template = this.instanceTemplate(cls.qualified, method.module);
    return template ? { ...template, taints: receiver.taints } : receiver;
  }

  private sinkTaints(row: SinkRow, args: AbsValue[], kwargs: Record<string, AbsValue>, receiver: AbsValue | undefined): Taint[] {
    const out: Taint[] = [];
    const indexes = row.args ?? (row.kwargs || row.receiver ? [] : args.map((_, i) => i));
    const take = (v: AbsValue | undefined): void => {
      if (!v) return;
      if (row.deep) {
        out.push(...deepTaints(v, 4));
        return;
      }
      if (row.fields && v.fields) {
        for (const f of row.fields) out.push(...deepTaints(v.fields.get(f)));
        if (v.anyField) out.push(...deepTaints(v.anyField));
        out.push(...(v.taints ?? []));
        return;
      }
      out.push(...(v.taints ?? []));
      // A list of values (argument vectors, query fragments) counts element by element; an
      // object literal does not (its fields go where the callee decides, e.g. JSON bodies).
      const isObjectLiteral = v.types?.some((t) => t === 'Object' || t === 'dict');
      if (v.fields && !isObjectLiteral) for (const f of v.fields.values()) out.push(...deepTaints(f, 1));
    };
    for (const i of indexes) take(args[i]);
    for (const k of row.kwargs ?? []) take(kwargs[k]);
    if (row.receiver) take(receiver);
    return out;
  }

  private containerOp(
    op: 'put' | 'get' | 'add' | 'remove',
    row: { key?: number; value?: number; default?: number },
    receiver: AbsValue,
    args: AbsValue[],
    e: Extract<Expr, { kind: 'call' }>,
    env: Env,
    _frame: Frame,
  ): AbsValue {
    const objectExpr = e.callee.kind === 'member' ? e.callee.object : undefined;
    const keyArg = row.key !== undefined ? args[row.key] : undefined;
    const key = keyArg ? this.keyOf(keyArg) : undefined;
    switch (op) {
      case 'put':
        this.storeField(receiver, key, args[row.value ?? 1] ?? UNKNOWN, objectExpr, env);
        return UNKNOWN;
      case 'add': {
        const value = args[row.value ?? 0] ?? UNKNOWN;
        const length = receiver.fields ? [...receiver.fields.keys()].filter((k) => /^\d+$/.test(k)).length : 0;
        this.storeField(receiver, receiver.open ? undefined : String(length), value, objectExpr, env);
        return UNKNOWN;
      }
      case 'get': {
        if (key !== undefined) {
          const v = receiver.fields?.get(key);
          if (v !== undefined) return v;
          const fallback = row.default !== undefined ? args[row.default] : undefined;
          if (receiver.fields && !receiver.open && !receiver.anyField && !hasTaint(receiver)) return fallback ?? constant(null);
          return join(join(receiver.anyField, hasTaint(receiver) ? { taints: receiver.taints } : undefined), fallback);
        }
        return tainted([...deepTaints(this.elementsOf(receiver)), ...(receiver.taints ?? [])]);
      }
      case 'remove': {
        if (!receiver.fields || Object.isFrozen(receiver)) return this.elementsOf(receiver);
        const numeric = [...receiver.fields.keys()].filter((k) => /^\d+$/.test(k)).map(Number).sort((a, b) => a - b);
        const index = key !== undefined ? Number(key) : numeric[numeric.length - 1];
        if (key !== undefined && !/^-?\d+$/.test(key)) {
          const v = receiver.fields.get(key) ?? UNKNOWN;
          receiver.fields.delete(key);
          return v;
        }
        const at = index < 0 ? numeric.length + index : index;
        const v = receiver.fields.get(String(at)) ?? (receiver.open ? this.elementsOf(receiver) : constant(null));
        // Shift later elements down, as list.remove(i) does.
        for (const n of numeric) {
          if (n < at) continue;
          const next = receiver.fields.get(String(n + 1));
          if (next !== undefined) receiver.fields.set(String(n), next);
          else receiver.fields.delete(String(n));
        }
        return v;
      }
    }
  }

  /** A call to a function or class of the tree: in context when arguments carry more than taint, else through its summary. */
  private callUser(
    callee: AbsValue,
    e: Extract<Expr, { kind: 'call' }>,
    args: AbsValue[],
    kwargs: Record<string, AbsValue>,
    receiver: AbsValue | undefined,
    frame: Frame,
  ): AbsValue | undefined {
    if (callee.cls) {
      const template = this.instanceTemplate(callee.cls.qualified, frame.module);
      const instance: AbsValue = template
        ? { types: template.types, fields: new Map(template.fields), open: template.open }
        : { types: [callee.cls.qualified], fields: new Map(), open: true };
      const ctor = callee.cls.methods.find((m) => m.name === 'constructor' || m.name === '__init__' || m.name === '<init>' || m.name === callee.cls!.name);
      if (ctor) {
        const entry = this.program.functions.get(ctor.id);
        if (entry) this.callFunction(this.fnValue(ctor, this.moduleEnv(entry.module), instance), args, kwargs, instance, e.loc, frame, true);
      }
      return instance;
    }
    const thisValue = callee.fn!.boundThis ?? receiver;
    return this.callFunction(callee, args, kwargs, thisValue, e.loc, frame, false);
  }

  private callFunction(
    callee: AbsValue,
    args: AbsValue[],
    kwargs: Record<string, AbsValue>,
    thisValue: AbsValue | undefined,
    callLoc: Loc,
    frame: Frame,
    forceInline: boolean,
  ): AbsValue {
    const { fn, closure } = callee.fn!;
    const entry = this.program.functions.get(fn.id);
    const module = entry?.module ?? frame.module;
    // An instance receiver counts: a method may store into its fields (`this.sql = …`).
    const informative = forceInline || args.some(isInformative) || Object.values(kwargs).some(isInformative) || !!thisValue?.fields?.size;
    const depthOk =
      this.inlineStack.length < MAX_INLINE_DEPTH &&
      !this.inlineStack.includes(fn.id) &&
      this.work < WORK_BUDGET &&
      (this.contextsPerFunction.get(fn.id) ?? 0) < MAX_CONTEXTS_PER_FUNCTION;
    const stepped = args.map((a, i) => withStep(a, this.step(frame.module, callLoc, `passed to ${fn.name}() as ${fn.params[i]?.name ?? `argument ${i + 1}`}`)));
    if (informative && depthOk) {
      const key = `${fn.id}|${signature(args)}|${signature(Object.values(kwargs))}|${thisValue ? signature([thisValue]) : ''}`;
      const cached = this.inlineCache.get(key);
      if (cached) return cached;
      this.inlineCache.set(key, UNKNOWN); // guards re-entry while this runs
      this.contextsPerFunction.set(fn.id, (this.contextsPerFunction.get(fn.id) ?? 0) + 1);
      this.inlineStack.push(fn.id);
      let result: AbsValue;
      try {
        result = this.invoke(fn, module, closure ?? this.moduleEnv(module), stepped, kwargs, thisValue);
      } finally {
        this.inlineStack.pop();
      }
      this.inlineCache.set(key, result);
      return result;
    }
    const summary = this.summaryOf(fn, module);
    if (!summary) return tainted(args.flatMap((a) => deepTaints(a)));
    return this.applySummary(fn, summary, stepped, kwargs, thisValue, frame);
  }

  private applySummary(
    fn: FunctionIR,
    summary: Summary,
    args: AbsValue[],
    kwargs: Record<string, AbsValue>,
    thisValue: AbsValue | undefined,
    frame: Frame,
  ): AbsValue {
    const argFor = (i: number): AbsValue | undefined => kwargs[fn.params[i]?.name ?? ''] ?? args[i];
    const substitute = (taints: readonly Taint[] | undefined): Taint[] => {
      const out: Taint[] = [];
      for (const t of taints ?? []) {
        if (!isSymbolic(t) || !t.kind.includes(`:${fn.id}`)) {
          out.push(t);
          continue;
        }
        const actual = t.kind.startsWith('$this:') ? thisValue : argFor(Number(t.kind.slice(t.kind.lastIndexOf(':') + 1)));
        for (const a of deepTaints(actual)) {
          out.push({ kind: a.kind, steps: [...a.steps, ...t.steps], sanitized: [...new Set([...a.sanitized, ...t.sanitized])] });
        }
      }
      return out;
    };
    for (const hit of summary.sinks) {
      const actual = hit.param === 'this' ? thisValue : argFor(hit.param);
      const taints = deepTaints(actual).map((a) => ({ kind: a.kind, steps: [...a.steps, ...hit.steps], sanitized: [...new Set([...a.sanitized, ...hit.sanitized])] }));
      this.reportTaints(frame, hit.sinkKind, taints, hit.filePath, hit.loc);
    }
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

  // -------------------------------------------------------------------------------------------
  // Reporting
  // -------------------------------------------------------------------------------------------

  private reportSink(frame: Frame, row: SinkRow, taints: Taint[], loc: Loc, calleeText: string | (() => string)): void {
    if (taints.length === 0) return;
    const step = this.step(frame.module, loc, `sink: ${row.label ?? (typeof calleeText === 'string' ? calleeText : calleeText())}`);
    this.reportTaints(frame, row.kind, taints.map((t) => ({ ...t, steps: [...t.steps, step] })), frame.module.path, loc);
  }

  /** Taint reaching a sink: a finding for real sources, a summary entry for parameter placeholders. */
  private reportTaints(frame: Frame, sinkKind: string, taints: Taint[], filePath: string, loc: Loc): void {
    for (const t of taints) {
      if (isSymbolic(t)) {
        const owner = t.kind.startsWith('$this:') ? t.kind.slice(6) : t.kind.slice(3, t.kind.lastIndexOf(':'));
        const summary = this.building.get(owner);
        if (!summary) continue;
        const param = t.kind.startsWith('$this:') ? 'this' : Number(t.kind.slice(t.kind.lastIndexOf(':') + 1));
        if (summary.sinks.length < 64 && !summary.sinks.some((s) => s.param === param && s.sinkKind === sinkKind && s.loc.startIndex === loc.startIndex && s.filePath === filePath)) {
          summary.sinks.push({ param, sinkKind, sanitized: t.sanitized, steps: t.steps, filePath, loc });
        }
        continue;
      }
      for (const rule of frame.models.rulesBySink.get(sinkKind) ?? []) {
        if (!rule.taint.sources.includes(t.kind)) continue;
        const accepted = rule.taint.sanitizers ?? rule.taint.sinks;
        if (t.sanitized.some((k) => accepted.includes(k))) continue;
        this.addFinding(rule, filePath, loc, t.steps);
      }
    }
  }

  private addFinding(rule: TaintRule | PatternRule, filePath: string, loc: Loc, trace: TraceStep[], message?: string): void {
    const source = trace[0];
    const key = `${rule.id}|${filePath}|${loc.startIndex}|${loc.endIndex}|${source ? `${source.filePath}:${source.line}:${source.column}` : ''}`;
    const sinkKey = `${rule.id}|${filePath}|${loc.startIndex}|${loc.endIndex}`;
    // One finding per rule and sink location: keep the shortest trace.
    const existing = this.findings.get(sinkKey);
    if (existing && existing.trace.length <= trace.length) return;
    void key;
    this.findings.set(sinkKey, { rule, filePath, loc, trace, message });
  }

  private step(module: ModuleIR, loc: Loc, message: string): TraceStep {
    return { filePath: module.path, line: loc.line, column: loc.column, message };
  }

  private snippet(module: ModuleIR, loc: Loc, max: number): string {
    const text = (this.program.sources.get(module.path) ?? '').slice(loc.startIndex, loc.endIndex).replace(/\s+/g, ' ');
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
  }
}

function isInformative(v: AbsValue): boolean {
  return !!(v.const || v.types || v.fields || v.fn || v.cls || v.module || (v.qname && !v.taints));
}

/** What distinguishes argument values for the inline cache (not their trace steps); one level of fields. */
function signature(values: AbsValue[], depth = 1): string {
  let out = '';
  for (const v of values) {
    out += '|';
    if (v.const) out += `c${String(v.const.value)}`;
    if (v.consts) out += `C${v.consts.length}`;
    if (v.taints) for (const t of v.taints) out += `t${t.kind}/${t.sanitized.length}`;
    if (v.types) out += `y${v.types[0]}${v.types.length}`;
    if (v.qname) out += `q${v.qname}`;
    if (v.fn) out += `f${v.fn.fn.id}`;
    if (v.cls) out += `k${v.cls.qualified}`;
    if (v.states) out += `s${[...v.states].join(',')}`;
    if (v.fields) {
      out += `{${v.fields.size}`;
      if (depth > 0) {
        let n = 0;
        for (const [k, f] of v.fields) {
          if (n++ >= 8) break;
          out += `${k}:${signature([f], depth - 1)};`;
        }
      }
      out += '}';
    }
  }
  return out;
}

function stringOf(value: unknown): string {
  if (value === null) return 'null';
  return String(value);
}

function fold(op: string, a: unknown, b: unknown): string | number | boolean | undefined {
  switch (op) {
    case '+':
      if (typeof a === 'number' && typeof b === 'number') return a + b;
      if (typeof a === 'string' || typeof b === 'string') return stringOf(a) + stringOf(b);
      return undefined;
    case '-':
      return typeof a === 'number' && typeof b === 'number' ? a - b : undefined;
    case '*':
      return typeof a === 'number' && typeof b === 'number' ? a * b : undefined;
    case '===':
    case '==':
    case 'is':
      return a === b;
    case '!==':
    case '!=':
    case 'is not':
      return a !== b;
    case '<':
      return typeof a === typeof b ? (a as number) < (b as number) : undefined;
    case '>':
      return typeof a === typeof b ? (a as number) > (b as number) : undefined;
    case '<=':
      return typeof a === typeof b ? (a as number) <= (b as number) : undefined;
    case '>=':
      return typeof a === typeof b ? (a as number) >= (b as number) : undefined;
    default:
      return undefined;
  }
}
