/**
 * Request handlers recognised by how their parameters are used, for JavaScript/TypeScript code
 * whose registration the analysis cannot see (a loader that `require`s a computed path, an
 * auto-loader, a serverless export, `module.exports = (app) => { app.get(…) }` on an untyped
 * `app`, router factories). Registration through a modelled call (`callbacks` rows) gives
 * handler parameters their types; this gives the same types to a function whose first parameter
 * is read like a request (`.query`, `.params`, `.body`, `.cookies`, `.headers`, …) and whose
 * second is used like a response (`.send`, `.json`, `.render`, `.redirect`, `.status(…)…`) or
 * whose third is called like `next()`. Koa (`ctx.request`, `ctx.body = …`) and AWS Lambda
 * proxy events are recognised the same way.
 *
 * It decides from the member names the framework API defines, read or called on the parameters
 * themselves: never from the names of the parameters, functions or files. One use alone is never
 * enough (a `.body` read is also an AST node or a fetch response): the request side and the
 * response side must both be seen, or the request side must be unmistakable (Koa `ctx.request`,
 * Lambda `event.queryStringParameters`).
 */
import type { Expr, FunctionIR, ModuleIR, Stmt, Target } from '../ir/types.js';
import { routeRegisteredFunctions } from './route-registrations.js';

/** Request members that only a server request (Express, Fastify, Next.js, Node http) carries together. */
const REQUEST_READS = new Set(['query', 'params', 'body', 'cookies', 'signedCookies', 'headers', 'originalUrl', 'files', 'file', 'session']);
/** Request members only a server request has (not a fetch options bag's `body`). */
const SERVER_REQUEST_READS = new Set(['query', 'params', 'cookies', 'signedCookies', 'headers', 'originalUrl', 'session']);
/** Weaker request evidence: shared with many other objects, so only with a strong response use. */
const REQUEST_WEAK_READS = new Set(['url', 'method', 'hostname', 'ip', 'protocol', 'path', 'baseUrl', 'rawHeaders', 'app', 'user']);
const REQUEST_WEAK_CALLS = new Set(['get', 'header', 'param', 'is', 'accepts']);
/** Express's header getters, called with a header's name: `req.get('x-state')`. */
const REQUEST_HEADER_CALLS = new Set(['get', 'header']);
/** Response methods of Express/Next.js (and Fastify's reply, which shares most of them). */
const RESPONSE_STRONG_CALLS = new Set(['send', 'json', 'jsonp', 'render', 'redirect', 'sendFile', 'sendStatus', 'download', 'cookie', 'clearCookie', 'status', 'type', 'attachment', 'location', 'format', 'writeHead', 'setHeader', 'code', 'view']);
/** A Node request read as a stream (`req.on('data', …)`) answered through `res.end(…)`/`res.write(…)`. */
const REQUEST_STREAM_CALLS = new Set(['on', 'once']);
const RESPONSE_STREAM_CALLS = new Set(['end', 'write']);
/** Only a Node response has these written (`res.statusCode = 404`). */
const RESPONSE_WRITES = new Set(['statusCode', 'statusMessage']);
/** Methods only a Fastify reply has. */
const FASTIFY_REPLY_CALLS = new Set(['code', 'view', 'hijack', 'serialize']);
/** Calls on a request's member only Fastify's request has: @fastify/session's and @fastify/secure-session's `request.session.get/set` (Express's session is a plain object). */
const FASTIFY_REQUEST_CALLS = new Set(['session.get', 'session.set']);
/** Koa context: what a middleware reads and what it writes. */
const KOA_READS = new Set(['query', 'params', 'querystring', 'cookies', 'headers', 'header']);
const KOA_CALLS = new Set(['redirect', 'throw', 'assert', 'render', 'attachment']);
/** API Gateway proxy events (AWS Lambda, and the serverless frameworks that pass them through). */
const LAMBDA_READS = new Set(['queryStringParameters', 'pathParameters', 'multiValueQueryStringParameters', 'rawQueryString', 'requestContext']);

export const EXPRESS_HANDLER = ['express.Request', 'express.Response', null] as const;
export const FASTIFY_HANDLER = ['fastify.FastifyRequest', 'fastify.FastifyReply'] as const;
export const KOA_HANDLER = ['koa.Context', null] as const;
export const LAMBDA_HANDLER = ['aws-lambda.APIGatewayProxyEvent', null] as const;

/** How one parameter is used in a function body (nested functions included unless they shadow it). */
export interface ParamUse {
  reads: Set<string>;
  calls: Set<string>;
  writes: Set<string>;
  invoked: boolean;
  /** Called with two or more arguments somewhere (`cb(null, value)`): a Node callback, not Express's `next`. */
  invokedWithResult?: boolean;
  /** A header getter called with one constant name (`req.get('x-state')`). */
  headerRead?: boolean;
  /** Passed as the destination of a stream's `.pipe(…)`: a writable the handler answers through. */
  piped: boolean;
  /** Iterated itself (`for await (const chunk of req)`): read as a stream. */
  iterated?: boolean;
  /** Passed as argument `index` of a call (`this.json(res, rows)`): helper-param-uses.ts looks inside. */
  forwarded?: { callee: Expr; index: number }[];
}

/**
 * By module object, then function: `withHelpers` asks the Program (a base class's helper in another
 * file), so a result holds for one scan's modules only; a module's object is each scan's own, while
 * a function's IR may be shared by the scans of a long-lived process (cache/lazy-module.ts).
 */
const cache = new WeakMap<ModuleIR, WeakMap<FunctionIR, (string | null)[] | null>>();
const fastifyFiles = new WeakMap<ModuleIR, boolean>();

/**
 * Parameter types for a function used as a request handler, or undefined when its parameters are
 * not used like a request and a response. Declared types are left to the caller to prefer.
 */
/**
 * `withHelpers` adds to each parameter's uses those inside the helpers it is passed to
 * (helper-param-uses.ts, given by the caller, which can resolve `this.json(res, …)`).
 */
export function inferHandlerParamTypes(fn: FunctionIR, module: ModuleIR, withHelpers?: (uses: ParamUse[]) => ParamUse[]): (string | null)[] | undefined {
  let byFn = cache.get(module);
  if (!byFn) cache.set(module, (byFn = new WeakMap()));
  const hit = byFn.get(fn);
  if (hit !== undefined) return hit ?? undefined;
  let fastifyFile = fastifyFiles.get(module);
  if (fastifyFile === undefined) fastifyFiles.set(module, (fastifyFile = fastifyOnly(module)));
  const result = classify(fn, fastifyFile, routeRegisteredFunctions(module).has(fn.id), withHelpers);
  byFn.set(fn, result ?? null);
  return result;
}

/** TypeScript annotations that say nothing about the value (`req: any`), so use decides. */
export function isOpaqueType(type: string | undefined): boolean {
  return type === 'any' || type === 'unknown' || type === 'object' || type === 'Object';
}

/**
 * A file that imports Fastify and not Express: its `(request, reply)` handlers answer through a
 * Fastify reply even when they call only methods both share (`send`, `status`, `header`).
 */
function fastifyOnly(module: ModuleIR): boolean {
  const libs = [...module.imports.map((b) => b.qualified), ...requiredAtTop(module)];
  const uses = (prefix: string): boolean => libs.some((q) => q === prefix || q.startsWith(`${prefix}.`) || q.startsWith(`${prefix}/`));
  return (uses('fastify') || uses('@fastify')) && !uses('express');
}

/**
 * Modules used at the top level without an import binding: `require('fastify')({ logger: true })`
 * is lowered to a call of the name qualified `fastify`.
 */
function requiredAtTop(module: ModuleIR): string[] {
  const out: string[] = [];
  const visit = (e: Expr): void => {
    if (e.kind === 'name' && e.qualified) out.push(e.qualified);
    else if (e.kind === 'call') {
      const [first] = e.args;
      if (e.callee.kind === 'name' && e.callee.name === 'require' && first?.kind === 'const' && typeof first.value === 'string') out.push(first.value);
      visit(e.callee);
      for (const a of e.args) visit(a);
    } else if (e.kind === 'member') visit(e.object);
  };
  for (const s of module.topLevel.body) {
    if (s.kind === 'assign') visit(s.value);
    else if (s.kind === 'expr') visit(s.expr);
  }
  return out;
}

function classify(fn: FunctionIR, fastifyFile: boolean, registered: boolean, withHelpers: ((uses: ParamUse[]) => ParamUse[]) | undefined): (string | null)[] | undefined {
  const params = fn.params.slice(0, 3);
  if (params.length === 0 || params.some((p) => p.rest)) return undefined;
  const direct = paramUses(fn, params.map((p) => p.name));
  const uses = withHelpers ? withHelpers(direct) : direct;
  const [req, res, next] = uses;
  if (!req) return undefined;
  const reqStrong = intersects(req.reads, REQUEST_READS);
  const reqWeak = intersects(req.reads, REQUEST_WEAK_READS) || intersects(req.calls, REQUEST_WEAK_CALLS);
  const resStrong = !!res && (intersects(res.calls, RESPONSE_STRONG_CALLS) || intersects(res.writes, RESPONSE_WRITES));
  // A request part read and a stream piped into the second parameter (`fs.createReadStream(…).pipe(res)`).
  const resPiped = !!res?.piped;
  // `next()`: the third parameter of Express middleware is called, never read.
  const nextInvoked = !!next?.invoked;
  // Middleware that reads a request header by name and hands on with `next()` or `next(err)`: a
  // Node callback (`done(null, value)`) is called with a result as well, `next` never is.
  const headerMiddleware = !!req.headerRead && nextInvoked && !next?.invokedWithResult && !next?.reads.size && !next?.calls.size;
  // A raw body handler: the request's events listened to and the response ended, both seen.
  const rawBody = !!res && intersects(req.calls, REQUEST_STREAM_CALLS) && intersects(res.calls, RESPONSE_STREAM_CALLS) && !intersects(res.calls, REQUEST_STREAM_CALLS);
  // A body read by iterating the request (`for await (const chunk of req)`) and a response answered.
  const iteratedBody = !!req.iterated && !!res && !res.iterated && (intersects(res.calls, RESPONSE_STRONG_CALLS) || intersects(res.calls, RESPONSE_STREAM_CALLS));
  // A Node response written and ended (`res.write(…); res.end()`) for a request whose URL parts,
  // cookies or headers are read: an options bag has a `body`, rarely these with an ended stream.
  const nodeResponse = !!res && res.calls.has('end') && intersects(req.reads, SERVER_REQUEST_READS);
  // Passed to a routing call with a constant path (route-registrations.ts): the registration stands
  // for either side of a `(req, res)` pair (a request read, or a response answered without reading
  // the request: `res.cookie(…)`), unless the second parameter is called like a function (Koa's
  // `next()`, a mock server's `res(ctx.json(…))`), or the first is used like a Koa context.
  const routed = registered && (reqStrong || resStrong) && !!res && !res.invoked && !isKoa(req, false, params.length, !!fn.isAsync);
  // A Fastify handler of the request alone answers with what it returns
  // (`fastify.get('/log', async (request) => rows)`); a Koa handler of a routing call sets the
  // context's body instead, and an Express handler is given the response to answer through.
  const answersByReturn = registered && params.length === 1 && reqStrong && req.writes.size === 0 && !isKoa(req, false, 1, !!fn.isAsync) && returnsValue(fn.body);
  if (answersByReturn) return [FASTIFY_HANDLER[0]];
  if ((reqStrong && (resStrong || nextInvoked || resPiped || nodeResponse)) || (reqWeak && resStrong) || headerMiddleware || rawBody || iteratedBody || routed) {
    return fastifyFile || (res && intersects(res.calls, FASTIFY_REPLY_CALLS)) || intersects(req.calls, FASTIFY_REQUEST_CALLS) ? [...FASTIFY_HANDLER] : [...EXPRESS_HANDLER];
  }
  if (isKoa(req, !!res?.invoked, params.length, !!fn.isAsync)) return [...KOA_HANDLER];
  if (intersects(req.reads, LAMBDA_READS)) return [...LAMBDA_HANDLER];
  return undefined;
}

/**
 * A Koa context: `ctx.request` read while the middleware answers or calls `next()`, or a request
 * part read while it throws, redirects or renders, or sets `ctx.body` from route parameters. A
 * plain options object (`opts.body = stringify(opts.query)`) is none of these.
 */
function isKoa(ctx: ParamUse, nextInvoked: boolean, arity: number, isAsync: boolean): boolean {
  const answers = ctx.writes.has('body') || ctx.writes.has('status') || intersects(ctx.calls, KOA_CALLS);
  if (ctx.reads.has('request')) return answers || nextInvoked;
  if (intersects(ctx.calls, KOA_CALLS) && intersects(ctx.reads, KOA_READS)) return true;
  // A request part read while the response's body and its type or status are both set: Koa's
  // `ctx.type = 'html'; ctx.body = …` (the options object of a client request is given a body
  // from its query, not a response status or content type as well). With a handed-on `next()`
  // (middleware) or as the function's only parameter (a Koa handler takes nothing else).
  if ((nextInvoked || arity === 1) && ctx.writes.has('body') && (ctx.writes.has('type') || ctx.writes.has('status')) && intersects(ctx.reads, KOA_READS)) return true;
  // Middleware that reads or sets the context's cookie jar (`ctx.cookies.get/set`) and calls
  // `next()`: an Express request's cookies are a plain object read by the first of three parameters.
  if (nextInvoked && arity === 2 && ctx.reads.has('cookies')) return true;
  // An async function of the context alone that reads the request and sets the body: a Koa handler
  // answers through its promise; a function handed an options object builds it and returns it or
  // passes it on, synchronously (`o.body = JSON.stringify(o.query)`).
  if (isAsync && arity === 1 && ctx.writes.has('body') && intersects(ctx.reads, KOA_READS)) return true;
  return ctx.writes.has('body') && (ctx.reads.has('params') || ctx.reads.has('querystring') || ctx.reads.has('cookies'));
}

/** Whether the body (not a nested function's) returns a value on some path. */
function returnsValue(body: Stmt[]): boolean {
  return body.some((s) => {
    switch (s.kind) {
      case 'return':
        return s.value !== undefined;
      case 'if':
        return returnsValue(s.then) || returnsValue(s.else);
      case 'switch':
        return s.cases.some((c) => returnsValue(c.body));
      case 'loop':
        return returnsValue(s.body);
      case 'try':
        return returnsValue(s.body) || s.handlers.some((h) => returnsValue(h.body)) || returnsValue(s.finally);
      default:
        return false;
    }
  });
}

function intersects(a: Set<string>, b: Set<string>): boolean {
  for (const x of a) if (b.has(x)) return true;
  return false;
}

/** Collects, for each named parameter, the members read, called and written on it. */
export function paramUses(fn: FunctionIR, names: string[]): ParamUse[] {
  const uses = names.map((): ParamUse => ({ reads: new Set(), calls: new Set(), writes: new Set(), invoked: false, piped: false }));
  const index = new Map<string, number>();
  names.forEach((n, i) => {
    if (!index.has(n)) index.set(n, i);
  });
  const visitStmts = (stmts: Stmt[], hidden: Set<string>): void => {
    for (const s of stmts) visitStmt(s, hidden);
  };
  const useOf = (e: Expr, hidden: Set<string>): ParamUse | undefined => {
    if (e.kind !== 'name' || hidden.has(e.name)) return undefined;
    const i = index.get(e.name);
    return i === undefined ? undefined : uses[i];
  };
  const visitFn = (inner: FunctionIR, hidden: Set<string>): void => {
    const shadowed = inner.params.filter((p) => index.has(p.name)).map((p) => p.name);
    visitStmts(inner.body, shadowed.length ? new Set([...hidden, ...shadowed]) : hidden);
  };
  const visitTarget = (t: Target, hidden: Set<string>): void => {
    if (t.kind !== 'member') return;
    const use = useOf(t.object, hidden);
    if (use && typeof t.property === 'string') use.writes.add(t.property);
    visitExpr(t.object, hidden);
    if (typeof t.property !== 'string') visitExpr(t.property, hidden);
  };
  const visitExpr = (e: Expr, hidden: Set<string>): void => {
    switch (e.kind) {
      case 'member': {
        const use = useOf(e.object, hidden);
        if (use && typeof e.property === 'string') use.reads.add(e.property);
        visitExpr(e.object, hidden);
        if (typeof e.property !== 'string') visitExpr(e.property, hidden);
        return;
      }
      case 'call': {
        if (e.callee.kind === 'member') {
          const use = useOf(e.callee.object, hidden);
          if (use && typeof e.callee.property === 'string') use.calls.add(e.callee.property);
          // A method of a named member (`request.session.set(…)`), recorded by its path.
          const inner = e.callee.object;
          if (inner.kind === 'member' && typeof inner.property === 'string' && typeof e.callee.property === 'string') useOf(inner.object, hidden)?.calls.add(`${inner.property}.${e.callee.property}`);
          const [name] = e.args;
          if (use && REQUEST_HEADER_CALLS.has(String(e.callee.property)) && e.args.length === 1 && name?.kind === 'const' && typeof name.value === 'string') use.headerRead = true;
          if (e.callee.property === 'pipe') {
            const destination = e.args[0] && useOf(e.args[0], hidden);
            if (destination) destination.piped = true;
          }
          if (!use) visitExpr(e.callee.object, hidden);
          else if (typeof e.callee.property !== 'string') visitExpr(e.callee.property, hidden);
        } else {
          const use = useOf(e.callee, hidden);
          if (use) {
            use.invoked = true;
            if (e.args.length >= 2) use.invokedWithResult = true;
          } else visitExpr(e.callee, hidden);
        }
        e.args.forEach((a, index) => {
          const passed = useOf(a, hidden);
          if (passed) (passed.forwarded ??= []).push({ callee: e.callee, index });
          visitExpr(a, hidden);
        });
        for (const v of Object.values(e.kwargs ?? {})) visitExpr(v, hidden);
        return;
      }
      case 'concat':
        for (const p of e.parts) visitExpr(p, hidden);
        return;
      case 'binary':
        visitExpr(e.left, hidden);
        visitExpr(e.right, hidden);
        return;
      case 'unary':
        visitExpr(e.operand, hidden);
        return;
      case 'cond':
        visitExpr(e.test, hidden);
        visitExpr(e.then, hidden);
        visitExpr(e.else, hidden);
        return;
      case 'object':
        for (const entry of e.entries) {
          if (entry.key && typeof entry.key !== 'string') visitExpr(entry.key, hidden);
          visitExpr(entry.value, hidden);
        }
        return;
      case 'array':
        for (const el of e.elements) visitExpr(el, hidden);
        return;
      case 'function':
        visitFn(e.fn, hidden);
        return;
      case 'cast':
        visitExpr(e.value, hidden);
        return;
      case 'unknown':
        for (const c of e.children) visitExpr(c, hidden);
        return;
      default:
        return;
    }
  };
  const visitStmt = (s: Stmt, hidden: Set<string>): void => {
    switch (s.kind) {
      case 'assign':
        visitTarget(s.target, hidden);
        visitExpr(s.value, hidden);
        return;
      case 'expr':
        visitExpr(s.expr, hidden);
        return;
      case 'return':
      case 'throw':
        if (s.value) visitExpr(s.value, hidden);
        return;
      case 'if':
        visitExpr(s.test, hidden);
        visitStmts(s.then, hidden);
        visitStmts(s.else, hidden);
        return;
      case 'switch':
        visitExpr(s.discriminant, hidden);
        for (const c of s.cases) {
          for (const t of c.tests) visitExpr(t, hidden);
          visitStmts(c.body, hidden);
        }
        return;
      case 'loop':
        if (s.test) visitExpr(s.test, hidden);
        if (s.each) {
          const use = useOf(s.each.iterable, hidden);
          if (use) use.iterated = true;
          visitExpr(s.each.iterable, hidden);
        }
        visitStmts(s.body, hidden);
        visitStmts(s.update, hidden);
        return;
      case 'try':
        visitStmts(s.body, hidden);
        for (const h of s.handlers) visitStmts(h.body, h.param && index.has(h.param) ? new Set([...hidden, h.param]) : hidden);
        visitStmts(s.finally, hidden);
        return;
      case 'function':
        visitFn(s.fn, hidden);
        return;
      case 'unknown':
        for (const e of s.exprs) visitExpr(e, hidden);
        return;
      default:
        return;
    }
  };
  visitStmts(fn.body, new Set());
  return uses;
}
