/**
 * Route parameters bound to handler parameters by a routing table written as calls (Laravel's
 * `Route::get('/slots/{doctor}', [SlotController::class, 'forDoctor'])`, `'SlotController@show'`,
 * or a closure; `Route::resource('photos', PhotoController::class)` for the member actions), read from a module's IR when its head is computed (module-head.ts). The framework
 * hands each `{placeholder}` of the path to the handler's parameter of that name (to the untyped
 * parameters in order when no name matches), as text from the URL.
 *
 * A placeholder the route constrains to a safe alphabet is recorded as constrained: `->whereNumber('id')`,
 * `->whereAlpha/whereAlphaNumeric/whereUuid/whereUlid`, `->whereIn('kind', [...])`, and `->where('id',
 * '[0-9]+')` (or an array of those) whose pattern only admits letters, digits, `_` and `-`;
 * `Route::pattern('id', '[0-9]+')` constrains the name in every route. The registering call is
 * named by its callee's resolved name so a source row decides which calls are routing tables.
 */
import type { ClassIR, Expr, FunctionIR, ModuleIR, Param } from '../ir/types.js';
import type { SourceRow } from '../rules/schema.js';
import { anyNameMatches } from '../rules/names.js';
import { attributeRouteBindings } from './attribute-routes.js';
import { codeIgniterRouteBindings } from './codeigniter-routes.js';
import { forEachCall, type CallExpr } from './ir-walk.js';
import { routeTableBindings } from './route-tables.js';
import type { AnalysisState, Frame } from './state.js';
import { isConst, type AbsValue } from './values.js';

export interface RouteBinding {
  /** The resolved name of the registering call (`Illuminate.Support.Facades.Route.get`). */
  readonly registrar: string;
  /** `Class.method` with the class fully qualified (dots), or the id of a closure. */
  readonly target: string;
  readonly placeholders: { name: string; constrained: boolean }[];
  /** Placeholders reach only the parameter of their name (attribute routes), never one by position. */
  readonly byName?: boolean;
}

/** Key of the bindings recording `Route::pattern` names: constrained in every route. */
export const GLOBAL_PATTERNS = '*pattern';

const REGISTRARS = new Set(['get', 'post', 'put', 'patch', 'delete', 'options', 'any', 'match']);
const SAFE_CONSTRAINTS = new Set(['whereNumber', 'whereAlpha', 'whereAlphaNumeric', 'whereUuid', 'whereUlid', 'whereIn']);
const MAX_BINDINGS = 200;

/** A route pattern admitting only letters, digits, `_` and `-` (`[0-9]+`, `\d{1,6}`, `[a-z0-9-]+`). */
export function safeRoutePattern(pattern: string): boolean {
  const body = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const atom = String.raw`(?:\[(?!\^)(?:[A-Za-z0-9_]|\\[dw]|-)+\]|\\d|\\w|[A-Za-z0-9_-])`;
  return body.length > 0 && body.length <= 100 && new RegExp(`^(?:${atom}(?:[+*?]|\\{\\d+(?:,\\d*)?\\})?)+$`).test(body);
}

const constText = (e: Expr | undefined): string | undefined => (e?.kind === 'const' && typeof e.value === 'string' ? e.value : undefined);
const className = (text: string): string => text.replace(/^\\+/, '').replace(/\\+/g, '.');

function targetOf(e: Expr | undefined): string | undefined {
  if (e?.kind === 'function') return e.fn.id;
  if (e?.kind === 'array' && e.elements.length === 2) {
    const cls = constText(e.elements[0]);
    const method = constText(e.elements[1]);
    return cls && method ? `${className(cls)}.${method}` : undefined;
  }
  const text = constText(e);
  const at = text?.indexOf('@') ?? -1;
  return text && at > 0 ? `${className(text.slice(0, at))}.${text.slice(at + 1)}` : undefined;
}

const RESOURCES = new Set(['resource', 'apiResource']);
/** Actions of a resource controller addressing one member (`/photos/{photo}`), the others only the parent's. */
const MEMBER_ACTIONS = ['show', 'edit', 'update', 'destroy'];
const PARENT_ACTIONS = ['index', 'create', 'store'];

/**
 * `Route::resource('clinics.rooms', RoomController::class)`: `/clinics/{clinic}/rooms/{room}` for
 * show/edit/update/destroy, `/clinics/{clinic}/rooms` for index/create/store (each name singular).
 */
function resourceRoutes(name: string | undefined, cls: string | undefined): { target: string; names: string[] }[] {
  if (!name || !cls || !/^[\w.-]{1,100}$/.test(name)) return [];
  const singular = name.split('.').map((s) => s.replace(/-/g, '_').replace(/ies$/, 'y').replace(/s$/, ''));
  const owner = className(cls);
  return [
    ...MEMBER_ACTIONS.map((m) => ({ target: `${owner}.${m}`, names: singular })),
    ...(singular.length > 1 ? PARENT_ACTIONS.map((m) => ({ target: `${owner}.${m}`, names: singular.slice(0, -1) })) : []),
  ];
}

/** The registration a call chain starts from (`Route::get(…)->name('x')->where(…)`). */
function registrationUnder(call: CallExpr, registrations: Map<CallExpr, unknown>): CallExpr | undefined {
  let e: Expr = call;
  for (let i = 0; i < 8 && e.kind === 'call' && e.callee.kind === 'member'; i++) {
    if (registrations.has(e)) return e;
    e = e.callee.object;
  }
  return e.kind === 'call' && registrations.has(e) ? e : undefined;
}

/** Names a constraint call makes safe (`whereNumber('id')`, `where(['id' => '[0-9]+'])`). */
function constrainedNames(method: string, args: Expr[]): string[] {
  if (SAFE_CONSTRAINTS.has(method)) return args[0]?.kind === 'array' ? args[0].elements.flatMap((a) => constText(a) ?? []) : [constText(args[0]) ?? ''].filter(Boolean);
  if (method !== 'where' && method !== 'pattern') return [];
  if (args[0]?.kind === 'object') return args[0].entries.flatMap((en) => (typeof en.key === 'string' && safeRoutePattern(constText(en.value) ?? '') ? [en.key] : []));
  const name = constText(args[0]);
  return name && safeRoutePattern(constText(args[1]) ?? '') ? [name] : [];
}

/** The route bindings a module's calls register. */
export function routeBindings(m: ModuleIR): RouteBinding[] {
  const registrations = new Map<CallExpr, { registrar: string; target: string; names: string[] }[]>();
  const constraints: { call: CallExpr; names: string[] }[] = [];
  const global: string[] = [];
  forEachCall(m, (call) => {
    const { callee, args } = call;
    if (callee.kind !== 'member' || typeof callee.property !== 'string') return;
    const owner = callee.object.kind === 'name' ? callee.object.qualified : undefined;
    if (owner && callee.property === 'pattern') global.push(...constrainedNames('pattern', args));
    else if (owner && REGISTRARS.has(callee.property) && registrations.size < MAX_BINDINGS) {
      const at = callee.property === 'match' ? 1 : 0;
      const path = constText(args[at]);
      const target = targetOf(args[at + 1]);
      const names = [...(path ?? '').matchAll(/\{([A-Za-z_]\w*)\??\}/g)].map((p) => p[1]);
      if (target && names.length) registrations.set(call, [{ registrar: `${owner}.${callee.property}`, target, names }]);
    } else if (owner && RESOURCES.has(callee.property) && registrations.size < MAX_BINDINGS) {
      const resource = resourceRoutes(constText(args[0]), constText(args[1]));
      if (resource.length) registrations.set(call, resource.map((r) => ({ registrar: `${owner}.${callee.property}`, ...r })));
    } else constraints.push({ call, names: constrainedNames(callee.property, args) });
  });
  const safe = new Map<CallExpr, Set<string>>();
  for (const c of constraints) {
    const reg = c.names.length ? registrationUnder(c.call, registrations) : undefined;
    if (reg) safe.set(reg, new Set([...(safe.get(reg) ?? []), ...c.names]));
  }
  const out: RouteBinding[] = [...registrations].flatMap(([call, regs]) => regs.map((r) => ({ registrar: r.registrar, target: r.target, placeholders: r.names.map((name) => ({ name, constrained: !!safe.get(call)?.has(name) })) })));
  if (global.length) out.push({ registrar: '', target: GLOBAL_PATTERNS, placeholders: global.map((name) => ({ name, constrained: true })) });
  for (const cls of m.classes) out.push(...attributeRouteBindings(cls, safeRoutePattern));
  out.push(...codeIgniterRouteBindings(m, safeRoutePattern));
  out.push(...routeTableBindings(m, safeRoutePattern));
  return out;
}

/** Declared types a route parameter can have and still be the URL's text. */
const TEXT_TYPES = new Set(['string', 'mixed']);

/**
 * Whether parameter `index` of `fn` receives an unconstrained route parameter from a routing call
 * whose name `isRegistrar` accepts: by name, or by position among the untyped parameters when no
 * parameter is named like a placeholder. `lookup` is the Program's tracked read of the bindings.
 */
export function receivesRouteParameter(
  fn: FunctionIR,
  cls: ClassIR | undefined,
  index: number,
  lookup: (target: string) => readonly RouteBinding[],
  isRegistrar: (name: string) => boolean,
  declaration: (p: Param) => string,
): boolean {
  const p = fn.params[index];
  // The IR keeps class types only; a scalar type (`int $id`) is read from the declaration's text.
  const textual = (q: Param): boolean => {
    if (q.type !== undefined) return false;
    const declared = /^\s*(?:(?:public|private|protected|readonly)\s+)*\??([A-Za-z_][\w\\|]*)\s+[&.]*\$/.exec(declaration(q))?.[1];
    return declared === undefined || TEXT_TYPES.has(declared.toLowerCase());
  };
  if (!p || !textual(p)) return false;
  const target = cls ? `${cls.qualified}.${fn.name}` : fn.id;
  const bindings = lookup(target).filter((b) => isRegistrar(b.registrar));
  if (!bindings.length) return false;
  const everywhere = new Set(lookup(GLOBAL_PATTERNS).flatMap((b) => b.placeholders.map((ph) => ph.name)));
  const bare = (name: string): string => name.replace(/^\$/, '');
  const untyped = fn.params.filter(textual);
  return bindings.some((b) => {
    const byName = b.byName || untyped.some((q) => b.placeholders.some((ph) => ph.name === bare(q.name)));
    const ph = byName ? b.placeholders.find((x) => x.name === bare(p.name)) : b.placeholders[untyped.indexOf(p)];
    return !!ph && !ph.constrained && !everywhere.has(ph.name);
  });
}

/**
 * Whether `$request->route('id')` in `fn` reads a placeholder every route bound to `fn` (by a
 * routing call `isRegistrar` accepts) constrains to a safe alphabet; false when no route binds it.
 */
export function constrainedRouteRead(
  fn: FunctionIR,
  cls: ClassIR | undefined,
  name: string,
  lookup: (target: string) => readonly RouteBinding[],
  isRegistrar: (name: string) => boolean,
): boolean {
  const bindings = lookup(cls ? `${cls.qualified}.${fn.name}` : fn.id).filter((b) => isRegistrar(b.registrar));
  if (!bindings.length) return false;
  if (lookup(GLOBAL_PATTERNS).some((b) => b.placeholders.some((ph) => ph.name === name))) return true;
  return bindings.every((b) => b.placeholders.some((ph) => ph.name === name && ph.constrained));
}

/** A source row with `exceptConstrainedRoute` read by name from a constrained route (calls.ts). */
export function readsConstrainedRoute(st: AnalysisState, frame: Frame, row: SourceRow, args: readonly AbsValue[]): boolean {
  const registrars = row.exceptConstrainedRoute;
  const named = args[0];
  if (!registrars || !isConst(named) || typeof named.const.value !== 'string') return false;
  const fn = frame.fn;
  const cls = fn.className ? frame.module.classes.find((c) => c.name === fn.className) : undefined;
  return constrainedRouteRead(fn, cls, named.const.value, (t) => (st.program.routeBindings.get(t) ?? []).map((e) => e.value), (n) => anyNameMatches(registrars, [n]));
}
