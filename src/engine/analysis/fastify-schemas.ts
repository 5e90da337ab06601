/**
 * Fastify route schemas. A route registered with `{ schema: { querystring, params, body, headers } }`
 * (plain JSON Schema or TypeBox's `Type.Object(…)`) is validated by Ajv before its handler runs, with
 * type coercion: a property declared `integer` / `number` / `boolean`, an `enum`, a `const`, a union of
 * those (TypeBox `Type.Union([Type.Literal(…)])`, `Type.Enum`), or a string constrained to an anchored
 * safe alphabet (`pattern: '^[a-z0-9-]+$'`) arrives as a value that carries no payload. A property that
 * is any string (`maxLength`, `format: 'uri'` included) is still text the client chose, though never an
 * object (no NoSQL query operator). A property the schema does not list is not checked at all, and a
 * TypeScript type argument (`FastifyRequest<{ Querystring: … }>`) checks nothing at run time.
 *
 * The schema is read from the registration call in the handler's own module (an inline handler, or a
 * function of that module named there): the options object's `schema`, written inline, as a constant of
 * that module or imported from another module of the tree. What it proves is put on the request value as
 * `states` (`schema:query.year:safe`), which member reads turn into clean fields (expressions.ts).
 */
import type { Expr, FunctionIR, ModuleIR, Stmt } from '../ir/types.js';
import { forEachCall } from './ir-walk.js';
import { anchoredPatternStrength } from './regex-guards.js';
import type { AnalysisState } from './state.js';
import { memberTaints, sanitize, type AbsValue } from './values.js';

/** Schema part → the request member Fastify validates with it. */
const PARTS: Record<string, string> = { querystring: 'query', query: 'query', params: 'params', body: 'body', headers: 'headers' };
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const NUMERIC_TYPES = new Set(['integer', 'number', 'boolean', 'null']);
/** Formats whose values are made of digits, hex, letters and `-:.` only (Ajv rejects anything else). */
const SAFE_FORMATS = new Set(['uuid', 'date', 'date-time', 'time', 'ipv4', 'ipv6']);
const STATE_PREFIX = 'schema:';
/** How deep schema constants are followed through names and imports. */
const MAX_DEPTH = 6;

/** A JSON Schema reduced to what decides whether a value can carry a payload. */
interface Shape {
  types?: string[];
  constrained?: boolean;
  pattern?: string;
  format?: string;
  properties?: Map<string, Shape>;
  anyOf?: Shape[];
}

type Safety = 'safe' | 'text';

const cache = new WeakMap<ModuleIR, Map<string, string[]>>();

const byProgram = new WeakMap<object, Map<string, string[]>>();

/**
 * A parameter value with the states the function's route schema gives, when the function is a handler
 * registered on a Fastify route with a schema and this is its first parameter (the request, whatever
 * its declared type: `FastifyRequest<…>` or the application's alias of it).
 */
export function withSchemaStates(st: AnalysisState, fn: FunctionIR, module: ModuleIR, index: number, value: AbsValue): AbsValue {
  if (index !== 0) return value;
  let known = byProgram.get(st.program);
  if (!known) byProgram.set(st.program, (known = new Map()));
  let states = known.get(fn.id);
  if (!states) known.set(fn.id, (states = schemaStates(st, fn, module)));
  return states.length ? { ...value, states: new Set([...(value.states ?? []), ...states]) } : value;
}

/**
 * The `schema:` states a handler's request gets from the schema its registration declares: in its own
 * module, or in another module that imports it (`fastify.get('/x', { schema }, controllers.list)`),
 * found through the program's `schemaRoutes` index of module heads.
 */
function schemaStates(st: AnalysisState, fn: FunctionIR, module: ModuleIR): string[] {
  const out = [...(registrations(st, module).get(fn.id) ?? [])];
  for (const [name, id] of Object.entries(module.exports)) {
    if (id !== fn.id) continue;
    for (const key of handlerKeys(module.path, name)) {
      for (const entry of st.program.schemaRoutes.get(key) ?? []) {
        const registering = st.program.modules.get(entry.module);
        if (registering) out.push(...(registrations(st, registering).get(key) ?? []));
      }
    }
  }
  return out;
}

function registrations(st: AnalysisState, module: ModuleIR): Map<string, string[]> {
  let byHandler = cache.get(module);
  if (!byHandler) cache.set(module, (byHandler = collect(st, module)));
  return byHandler;
}

const JS_ENDING = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** How a handler exported as `name` from the file at `path` is named by a registering module. */
function handlerKeys(path: string, name: string): string[] {
  const stem = path.replace(JS_ENDING, '');
  return stem.endsWith('/index') ? [`${stem}#${name}`, `${stem.slice(0, -'/index'.length)}#${name}`] : [`${stem}#${name}`];
}

/** `ns.list` or an imported `list`, from a relative import: `<file stem>#<export>` as handlerKeys names it. */
function foreignHandlerKey(module: ModuleIR, e: Expr | undefined): string | undefined {
  let qualified: string | undefined;
  if (e?.kind === 'name') qualified = module.imports.find((b) => b.local === e.name)?.qualified;
  else if (e?.kind === 'member' && typeof e.property === 'string' && e.object.kind === 'name') {
    const local = e.object.name;
    const binding = module.imports.find((b) => b.local === local);
    if (binding) qualified = `${binding.qualified}.${e.property}`;
  }
  if (!qualified || !qualified.startsWith('.')) return undefined;
  const dot = qualified.lastIndexOf('.');
  const spec = qualified.slice(0, dot);
  const name = qualified.slice(dot + 1);
  if (!spec || !name || spec === '.' || spec.endsWith('/')) return undefined;
  const dir = module.path.includes('/') ? module.path.slice(0, module.path.lastIndexOf('/')) : '';
  return `${joinPath(dir, spec).replace(JS_ENDING, '')}#${name}`;
}

function joinPath(dir: string, spec: string): string {
  const parts = dir ? dir.split('/') : [];
  for (const seg of spec.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

/** Module head: handlers of other modules this module registers on a route with a schema (their keys). */
export function foreignSchemaHandlers(module: ModuleIR): string[] {
  const out = new Set<string>();
  forEachRoute(module, (call, handler) => {
    const key = foreignHandlerKey(module, handler);
    if (key && hasSchemaOption(call)) out.add(key);
  });
  return [...out];
}

/** `request.query` (or `.params`, `.body`, `.headers`) with the fields its schema validated made clean. */
export function withValidatedFields(request: AbsValue, member: string, value: AbsValue): AbsValue {
  if (!request.states?.size || !value.taints?.length) return value;
  const prefix = `${STATE_PREFIX}${member}.`;
  const fields = new Map(value.fields ?? []);
  for (const state of request.states) {
    if (!state.startsWith(prefix)) continue;
    const [key, safety] = splitLast(state.slice(prefix.length));
    if (fields.has(key)) continue;
    fields.set(key, safety === 'safe' ? {} : sanitize({ taints: memberTaints(value.taints, key) }, ['nosql']));
  }
  return fields.size ? { ...value, fields, open: true } : value;
}

function splitLast(s: string): [string, string] {
  const at = s.lastIndexOf(':');
  return [s.slice(0, at), s.slice(at + 1)];
}

function collect(st: AnalysisState, module: ModuleIR): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const byName = new Map<string, FunctionIR>();
  for (const f of module.functions) if (!f.className) byName.set(f.name, f);
  const handlerId = (e: Expr | undefined): string | undefined =>
    e?.kind === 'function' ? e.fn.id : e?.kind === 'name' && byName.has(e.name) ? byName.get(e.name)!.id : foreignHandlerKey(module, e);
  forEachRoute(module, (call, handlerExpr, options) => {
    const handler = handlerId(handlerExpr) ?? handlerId(objectEntry(st, module, options, 'handler', 0)?.expr);
    if (!options || !handler) return;
    const schema = objectEntry(st, module, options, 'schema', 0);
    if (!schema) return;
    const states = statesOf(st, schema.module, schema.expr);
    if (states.length) out.set(handler, [...(out.get(handler) ?? []), ...states]);
  });
  return out;
}

/** Fastify route registrations: `x.get('/p', options, handler)` and `x.route({ …, handler })`. */
function forEachRoute(module: ModuleIR, visit: (call: Extract<Expr, { kind: 'call' }>, handler: Expr | undefined, options: Expr | undefined) => void): void {
  if (!importsFastify(module)) return;
  forEachCall(module, (call) => {
    if (call.callee.kind !== 'member' || typeof call.callee.property !== 'string') return;
    const method = call.callee.property;
    if (method === 'route' && call.args.length === 1) visit(call, objectLiteralEntry(call.args[0], 'handler'), call.args[0]);
    else if (ROUTE_METHODS.has(method) && isRoutePath(call.args[0]) && call.args.length >= 3) visit(call, call.args[call.args.length - 1], call.args[1]);
  });
}

/** Only files that use Fastify register Fastify routes (a type-only import counts: plugins are typed that way). */
function importsFastify(module: ModuleIR): boolean {
  return module.imports.some((b) => /^(?:fastify|@fastify\/[\w-]+)(?:[./]|$)/.test(b.qualified));
}

/** A route's options carry a schema: a `schema` entry, written in the call or in a constant of the module. */
function hasSchemaOption(call: Extract<Expr, { kind: 'call' }>): boolean {
  const options = call.args.length === 1 ? call.args[0] : call.args[1];
  return options?.kind === 'name' || !!objectLiteralEntry(options, 'schema');
}

function objectLiteralEntry(e: Expr | undefined, key: string): Expr | undefined {
  return e?.kind === 'object' ? e.entries.find((x) => x.key === key)?.value : undefined;
}

const isRoutePath = (e: Expr | undefined): boolean => e?.kind === 'const' && typeof e.value === 'string' && e.value.startsWith('/');

/** `{ querystring: {…}, body: Type.Object({…}) }` → one state per property a part's schema lists. */
function statesOf(st: AnalysisState, module: ModuleIR, schema: Expr): string[] {
  const resolved = resolve(st, module, schema, 0);
  if (resolved?.expr.kind !== 'object') return [];
  const out: string[] = [];
  for (const entry of resolved.expr.entries) {
    const member = typeof entry.key === 'string' ? PARTS[entry.key] : undefined;
    if (!member) continue;
    const shape = shapeOf(st, resolved.module, entry.value, 0);
    for (const [key, prop] of shape.properties ?? []) {
      const safety = safetyOf(prop);
      if (safety) out.push(`${STATE_PREFIX}${member}.${key}:${safety}`);
    }
  }
  return out;
}

function safetyOf(shape: Shape): Safety | undefined {
  if (shape.constrained) return 'safe';
  if (shape.anyOf?.length) return shape.anyOf.every((s) => safetyOf(s) === 'safe') ? 'safe' : undefined;
  if (shape.types?.length && shape.types.every((t) => NUMERIC_TYPES.has(t))) return 'safe';
  if (shape.types?.length === 1 && shape.types[0] === 'string') {
    if (shape.format && SAFE_FORMATS.has(shape.format)) return 'safe';
    if (shape.pattern && anchoredPatternStrength(shape.pattern) === 'all') return 'safe';
    return 'text';
  }
  return undefined;
}

/** A JSON Schema object literal or a TypeBox builder call, read as written. */
function shapeOf(st: AnalysisState, module: ModuleIR, e: Expr, depth: number): Shape {
  const r = resolve(st, module, e, depth);
  if (!r || depth > MAX_DEPTH) return {};
  const { expr } = r;
  if (expr.kind === 'object') return literalShape(st, r.module, expr, depth);
  if (expr.kind === 'call') return typeboxShape(st, r.module, expr, depth);
  return {};
}

function literalShape(st: AnalysisState, module: ModuleIR, e: Extract<Expr, { kind: 'object' }>, depth: number): Shape {
  const shape: Shape = {};
  for (const { key, value } of e.entries) {
    if (key === 'type') shape.types = constStrings(value);
    else if (key === 'enum' || key === 'const') shape.constrained = true;
    else if (key === 'pattern' && value.kind === 'const' && typeof value.value === 'string') shape.pattern = value.value;
    else if (key === 'format' && value.kind === 'const' && typeof value.value === 'string') shape.format = value.value;
    else if ((key === 'anyOf' || key === 'oneOf') && value.kind === 'array') shape.anyOf = value.elements.map((v) => shapeOf(st, module, v, depth + 1));
    else if (key === 'properties') {
      const props = resolve(st, module, value, depth + 1);
      if (props?.expr.kind !== 'object') continue;
      shape.properties = new Map();
      for (const p of props.expr.entries) if (typeof p.key === 'string') shape.properties.set(p.key, shapeOf(st, props.module, p.value, depth + 1));
    }
  }
  return shape;
}

/** `Type.Integer()`, `Type.String({ pattern })`, `Type.Union([Type.Literal('a'), …])`, `Type.Object({…})`. */
function typeboxShape(st: AnalysisState, module: ModuleIR, e: Extract<Expr, { kind: 'call' }>, depth: number): Shape {
  const callee = e.callee;
  if (callee.kind !== 'member' || typeof callee.property !== 'string' || callee.object.kind !== 'name') return {};
  if (!/typebox\.Type$/.test(callee.object.qualified ?? '')) return {};
  const [first] = e.args;
  switch (callee.property) {
    case 'Integer':
    case 'Number':
    case 'Boolean':
    case 'Null':
      return { types: [callee.property.toLowerCase()] };
    case 'Literal':
    case 'Enum':
    case 'KeyOf':
      return { constrained: true };
    case 'Optional':
    case 'Readonly':
    case 'ReadonlyOptional':
      return first ? shapeOf(st, module, first, depth + 1) : {};
    case 'Union': {
      const list = first ? resolve(st, module, first, depth + 1) : undefined;
      return list?.expr.kind === 'array' ? { anyOf: list.expr.elements.map((x) => shapeOf(st, list.module, x, depth + 1)) } : {};
    }
    case 'String': {
      const opts = first ? shapeOf(st, module, first, depth + 1) : {};
      return { types: ['string'], pattern: opts.pattern, format: opts.format };
    }
    case 'Object': {
      const props = first ? resolve(st, module, first, depth + 1) : undefined;
      if (props?.expr.kind !== 'object') return { types: ['object'] };
      const properties = new Map<string, Shape>();
      for (const p of props.expr.entries) if (typeof p.key === 'string') properties.set(p.key, shapeOf(st, props.module, p.value, depth + 1));
      return { types: ['object'], properties };
    }
    default:
      return {};
  }
}

function constStrings(e: Expr): string[] | undefined {
  if (e.kind === 'const' && typeof e.value === 'string') return [e.value];
  if (e.kind === 'array' && e.elements.every((x) => x.kind === 'const' && typeof x.value === 'string')) return e.elements.map((x) => String((x as { value: string }).value));
  return undefined;
}

/** The entry `key` of an object literal (followed through constants), with the module it is written in. */
function objectEntry(st: AnalysisState, module: ModuleIR, e: Expr | undefined, key: string, depth: number): { expr: Expr; module: ModuleIR } | undefined {
  const r = e ? resolve(st, module, e, depth) : undefined;
  if (r?.expr.kind !== 'object') return undefined;
  const entry = r.expr.entries.find((x) => x.key === key);
  return entry ? { expr: entry.value, module: r.module } : undefined;
}

/** Follows casts (`as const`), names of top-level constants and relative imports to the written expression. */
function resolve(st: AnalysisState, module: ModuleIR, e: Expr, depth: number): { expr: Expr; module: ModuleIR } | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (e.kind === 'cast') return resolve(st, module, e.value, depth + 1);
  if (e.kind !== 'name') return { expr: e, module };
  const local = topLevelConstant(module.topLevel.body, e.name);
  if (local) return resolve(st, module, local, depth + 1);
  const binding = module.imports.find((b) => b.local === e.name);
  const target = binding ? st.program.resolveJsImport(module.path, binding.qualified) : undefined;
  const targetModule = target && target.rest.length === 1 ? st.program.modules.get(target.module) : undefined;
  const exported = targetModule ? topLevelConstant(targetModule.topLevel.body, target!.rest[0]!) : undefined;
  return exported && targetModule ? resolve(st, targetModule, exported, depth + 1) : undefined;
}

/** The value of the single top-level assignment to `name` (a `const` schema), if there is exactly one. */
function topLevelConstant(body: readonly Stmt[], name: string): Expr | undefined {
  let found: Expr | undefined;
  let count = 0;
  for (const s of body) {
    if (s.kind === 'assign' && s.target.kind === 'name' && s.target.name === name) {
      found = s.value;
      count++;
    }
  }
  return count === 1 ? found : undefined;
}
