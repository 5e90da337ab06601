/**
 * Django function views recognised by how their first parameter is used, for views whose
 * registration the analysis cannot see (a `urls.py` outside the scanned tree, `include()` of a
 * computed module, a router built at run time). Registration through a modelled call (`path(...)`,
 * Django's view decorators) types the request already; this gives the same type to a function
 * whose first parameter is read like a Django `HttpRequest`.
 *
 * It decides from the member names Django's API defines, read or called on the parameter itself,
 * never from the names of parameters, functions or files. The upper-case request dictionaries
 * (`GET`, `POST`, `COOKIES`, `META`, `FILES`) exist on no other common Python object, so one read
 * is enough; members other objects share too (`body`, `session`, `path_info`, DRF's
 * `query_params`, `get_full_path()`) count only in a module that imports Django or Django REST
 * framework. Members as common as `data`, `headers` or `user` never count.
 */
import type { Expr, FunctionIR, ModuleIR, Stmt } from '../ir/types.js';
import { paramUses, type ParamUse } from './handler-inference.js';
import type { Taint } from './values.js';

const DJANGO_REQUEST_READS = new Set(['GET', 'POST', 'COOKIES', 'META', 'FILES']);
const DJANGO_SHARED_READS = new Set(['body', 'session', 'path_info', 'query_params']);
const DJANGO_SHARED_CALLS = new Set(['get_full_path', 'build_absolute_uri', 'get_host', 'is_secure']);

export const DJANGO_VIEW = ['django.http.HttpRequest'] as const;

const cache = new WeakMap<FunctionIR, (string | null)[] | null>();

/** Parameter types for a function used as a Django view, or undefined when it is not used like one. */
export function inferPythonViewParamTypes(fn: FunctionIR, module: ModuleIR): (string | null)[] | undefined {
  const hit = cache.get(fn);
  if (hit !== undefined) return hit ?? undefined;
  const result = classify(fn, module);
  cache.set(fn, result ?? null);
  return result;
}

function classify(fn: FunctionIR, module: ModuleIR): (string | null)[] | undefined {
  const first = fn.params[0];
  if (!first || first.rest || first.type) return undefined;
  const [use] = paramUses(fn, [first.name]);
  if (!use) return undefined;
  if (has(use.reads, DJANGO_REQUEST_READS)) return [...DJANGO_VIEW];
  const django = module.imports.some((b) => /^(django|rest_framework)(\.|$)/.test(b.qualified));
  if (django && (has(use.reads, DJANGO_SHARED_READS) || has(use.calls, DJANGO_SHARED_CALLS))) return [...DJANGO_VIEW];
  if (django && unusedFirstParamView(fn, module, use)) return [...DJANGO_VIEW];
  return undefined;
}

/**
 * A view that ignores its request (`def stats(request, table): … return JsonResponse(…)`): a
 * module-level function whose first parameter is never used, that returns a response Django's
 * `django.http` classes or `django.shortcuts` helpers build, and that no code of its module calls
 * (views are called by the framework; a helper building a response is called by the views).
 */
function unusedFirstParamView(fn: FunctionIR, module: ModuleIR, use: ParamUse): boolean {
  if (fn.className || fn.params.length < 2) return false;
  if (use.reads.size || use.calls.size || use.writes.size || use.invoked) return false;
  if (!returnsOf(fn.body).some((e) => isDjangoResponse(e, module)) || paramIsPassed(fn)) return false;
  return ![module.topLevel, ...module.functions].some((f) => f !== fn && paramUses(f, [fn.name])[0]!.invoked);
}

/** Whether the first parameter is read anywhere in the body (passed on, returned, stored, used by a nested function). */
function paramIsPassed(fn: FunctionIR): boolean {
  const name = fn.params[0]!.name;
  const seen = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.some(seen);
    if (!node || typeof node !== 'object') return false;
    const o = node as Record<string, unknown>;
    if (o.kind === 'name' && o.name === name) return true;
    return Object.entries(o).some(([k, v]) => k !== 'loc' && typeof v === 'object' && seen(v));
  };
  return seen(fn.body);
}

function returnsOf(body: Stmt[]): Expr[] {
  const out: Expr[] = [];
  const visit = (stmts: Stmt[]): void => {
    for (const s of stmts) {
      if (s.kind === 'return' && s.value) out.push(s.value);
      else if (s.kind === 'if') {
        visit(s.then);
        visit(s.else);
      }
      else if (s.kind === 'loop') visit(s.body);
      else if (s.kind === 'switch') for (const c of s.cases) visit(c.body);
      else if (s.kind === 'try') {
        visit(s.body);
        for (const h of s.handlers) visit(h.body);
        visit(s.finally);
      }
    }
  };
  visit(body);
  return out;
}

function isDjangoResponse(e: Expr, module: ModuleIR): boolean {
  if (e.kind !== 'call') return false;
  const callee = e.callee;
  const head = callee.kind === 'name' ? callee.name : callee.kind === 'member' && callee.object.kind === 'name' && typeof callee.property === 'string' ? callee.object.name : undefined;
  const binding = head === undefined ? undefined : module.imports.find((b) => b.local === head);
  if (!binding) return false;
  const qualified = callee.kind === 'member' && typeof callee.property === 'string' ? `${binding.qualified}.${callee.property}` : binding.qualified;
  return /^django\.http\.\w*Response\w*$/.test(qualified) || /^django\.shortcuts\.(render|redirect|render_to_response)$/.test(qualified);
}

function has(a: Set<string>, b: Set<string>): boolean {
  for (const x of a) if (b.has(x)) return true;
  return false;
}

/** Declared types of URL captures that Django's path converters (or DRF) have already converted. */
const CONVERTED_TYPES = new Set(['int', 'float', 'bool', 'uuid.UUID']);

/**
 * Django passes the URL pattern's captures (`path("<slug:slug>/", view)`, `re_path` groups) to a
 * view as the parameters after the request: they are request data like the query string. True
 * for parameter `index` of a function whose first parameter is a Django request (typed by a
 * `callbacks` row or inferred above), unless its hint says a converter already made it a number.
 */
export function isDjangoUrlCapture(fn: FunctionIR, index: number, firstParamType: string | null | undefined): boolean {
  if (index === 0 || firstParamType !== DJANGO_VIEW[0] && firstParamType !== 'rest_framework.request.Request') return false;
  const p = fn.params[index];
  if (!p || p.rest) return false;
  return !(p.type && CONVERTED_TYPES.has(p.type));
}

/**
 * The parameters a view registered through a modelled call (`path("<slug>/", view)`) is run with:
 * the row's types, and for a Django view the URL captures after the request as request data
 * (the same rule as `isDjangoUrlCapture`, which the summary of an unregistered view applies).
 */
export function djangoCaptureTaint(fn: FunctionIR, index: number, rowTypes: readonly (string | null)[], module: ModuleIR, route?: string): Taint | undefined {
  if (!isDjangoUrlCapture(fn, index, rowTypes[0])) return undefined;
  const p = fn.params[index]!;
  if (route !== undefined && convertedCaptures(route).has(p.name)) return undefined;
  return { kind: 'remote', steps: [{ filePath: module.path, line: p.loc.line, column: p.loc.column, message: `source: parameter ${p.name} (Django URL capture)` }], sanitized: [] };
}

/** Path converters whose match holds no character that means anything to SQL, HTML, a shell or a path. */
const SAFE_CONVERTERS = new Set(['int', 'uuid', 'slug']);
/** One item of a regex group body: `\\d`, `\\w`, a character class, or a literal; with its quantifier. */
const ATOM = /^(?:\\[dw]|\[([^\]\\]|\\.)*\]|[A-Za-z0-9_-])(?:[+*?]|\{\d+(?:,\d*)?\})?/;
/** Inside a class: `\\d`, `\\w`, `\\-`, a range within digits, lower or upper case letters, or one of them. */
const CLASS_ITEM = /^(?:\\[dw-]|[0-9]-[0-9]|[a-z]-[a-z]|[A-Z]-[A-Z]|[A-Za-z0-9_-])/;

function safeClass(inner: string): boolean {
  let rest = inner;
  while (rest) {
    const m = CLASS_ITEM.exec(rest);
    if (!m) return false;
    rest = rest.slice(m[0].length);
  }
  return inner !== '';
}

/** A regex group body made only of digits, ASCII letters, `_` and `-` (classes, escapes, literals) with quantifiers. */
function safeGroup(body: string): boolean {
  let rest = body;
  while (rest) {
    const m = ATOM.exec(rest);
    if (!m) return false;
    if (m[0].startsWith('[') && !safeClass(m[0].slice(1, m[0].lastIndexOf(']')))) return false;
    rest = rest.slice(m[0].length);
  }
  return body !== '';
}

/**
 * The captures of a Django route that can only be digits, letters, `_` and `-`: `path()`'s
 * `<int:pk>`, `<uuid:ref>`, `<slug:slug>`, and `re_path()` named groups such as `(?P<year>[0-9]{4})`.
 * A negated class (`[^/]+`) admits anything else, so it is not one of them. Bounded: the route is
 * a literal of the tree, read once per registration, and the group pattern has no nested groups.
 */
export function convertedCaptures(route: string): Set<string> {
  const out = new Set<string>();
  if (route.length > 500) return out;
  for (const m of route.matchAll(/<(\w+):(\w+)>/g)) if (SAFE_CONVERTERS.has(m[1]!)) out.add(m[2]!);
  for (const m of route.matchAll(/\(\?P<(\w+)>([^()]*)\)/g)) {
    if (safeGroup(m[2]!)) out.add(m[1]!);
  }
  return out;
}

/** True when some of `routes` binds the capture `name` and every one that does limits it (`convertedCaptures`). */
export function convertedInEveryRoute(routes: readonly string[], name: string): boolean {
  const binding = routes.filter((r) => r.includes(`:${name}>`) || r.includes(`<${name}>`));
  return binding.length > 0 && binding.every((r) => convertedCaptures(r).has(name));
}
