import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inferHandlerParamTypes } from '../../src/engine/analysis/handler-inference.js';
import { analyzeFiles } from '../../src/engine/index.js';
import type { SourceFile } from '../../src/engine/findings.js';
import { lowerJavaScript } from '../../src/engine/lower/javascript.js';
import { parseSource } from '../../src/engine/parse/parser.js';
import { readSourceTree } from '../helpers/source-tree.js';

const APPS = path.join(import.meta.dirname, 'apps');

const readApp = (name: string): SourceFile[] => readSourceTree(path.join(APPS, name));

/** `// ruleid: id` and `// ok: id` annotations of the app: what must and must not be reported, by line. */
function expectations(files: SourceFile[]): { expected: Set<string>; safe: Set<string> } {
  const expected = new Set<string>();
  const safe = new Set<string>();
  for (const f of files) {
    const lines = String(f.content).split('\n');
    lines.forEach((line, i) => {
      const m = /^\s*\/\/\s*(ruleid|ok):\s*([\w-]+(?:\s*,\s*[\w-]+)*)/.exec(line);
      if (!m) return;
      let next = i + 1;
      while (next < lines.length && /^\s*\/\//.test(lines[next])) next++;
      for (const id of m[2].split(',')) (m[1] === 'ruleid' ? expected : safe).add(`${id.trim()} ${f.path}:${next + 1}`);
    });
  }
  return { expected, safe };
}

async function lowerModule(code: string, language: 'javascript' | 'typescript' = 'javascript') {
  const { tree } = await parseSource(language, code);
  try {
    return lowerJavaScript(tree, code, language === 'javascript' ? 'h.js' : 'h.ts', language);
  } finally {
    tree.delete();
  }
}

async function infer(code: string) {
  const m = await lowerModule(code);
  // The outer function (nested arrows are lowered as functions of their own).
  return inferHandlerParamTypes(m.functions.find((f) => f.name === 'h' || f.name === 'f') ?? m.functions[0]!, m);
}

describe('handler inference by use', () => {
  it.each([
    ['express-loader', 9],
    ['node-shop', 12],
    ['market-shop', 16],
    // ES-module controller classes answering through a base class's helpers (`this.param(req, …)`,
    // `this.json(res, …)`, an accessor called from more contexts than the bound), services and
    // repositories built by `new` from default imports.
    ['class-controllers', 3],
    // ES5 constructor functions: handler objects built by `new Handler(db)` whose methods are
    // registered, DAOs with prototype methods (assigned one by one or as an object literal) over the
    // driver, callbacks handed through a DAO and its driver's callback back to the handler.
    ['constructor-dao', 5],
  ])('finds every annotated vulnerability of %s (routes loaded through computed requires), and no safe look-alike', async (app, least) => {
    const files = readApp(app);
    const { expected, safe } = expectations(files);
    // Secrets on: translation strings and seed data of the apps must not read as credentials.
    const result = await analyzeFiles(files, { parallel: false, secrets: true });
    // A finding covers its own line and, for a sink inside a shared helper, each call site on its trace.
    const covers = (f: (typeof result.findings)[number]): Set<string> =>
      new Set([`${f.ruleId} ${f.filePath}:${f.lineNumber}`, ...(f.trace ?? []).map((t) => `${f.ruleId} ${t.filePath}:${t.line}`)]);
    const covered = new Set(result.findings.flatMap((f) => [...covers(f)]));
    expect([...expected].filter((e) => !covered.has(e))).toEqual([]);
    expect([...safe].filter((s) => covered.has(s))).toEqual([]);
    expect(expected.size).toBeGreaterThanOrEqual(least);
    // Nothing reported that covers no annotated line.
    expect(result.findings.filter((f) => ![...covers(f)].some((c) => expected.has(c))).map((f) => `${f.ruleId} ${f.filePath}:${f.lineNumber}`)).toEqual([]);
  });

  it('types (req, res) by Express use, (request, reply) by Fastify use, ctx by Koa use and Lambda events', async () => {
    expect(await infer('function h(a, b) { b.status(404).json({ q: a.query.q }); }')).toEqual(['express.Request', 'express.Response', null]);
    expect(await infer('function h(a, b, c) { if (!a.cookies.sid) return c(); }')).toEqual(['express.Request', 'express.Response', null]);
    expect(await infer('async function h(a, b) { b.code(201).send(a.body); }')).toEqual(['fastify.FastifyRequest', 'fastify.FastifyReply']);
    expect(await infer('async function h(c) { c.body = c.request.body.name; }')).toEqual(['koa.Context', null]);
    expect(await infer('async function h(e) { return e.pathParameters.id; }')).toEqual(['aws-lambda.APIGatewayProxyEvent', null]);
    expect(await infer('function h(a, b) { b.writeHead(200); b.end(a.url); }')).toEqual(['express.Request', 'express.Response', null]);
    // A response used only as the destination of a stream, and Koa middleware answering then calling next().
    expect(await infer('function h(a, b) { require("fs").createReadStream(a.query.f).pipe(b); }')).toEqual(['express.Request', 'express.Response', null]);
    expect(await infer('async function h(c, n) { c.type = "html"; c.body = c.query.q; await n(); }')).toEqual(['koa.Context', null]);
    // Express's `req.app` (the application's locals) read while the response is answered.
    expect(await infer('async function h(a, b) { const t = await a.app.locals.tokens.issue(); b.setHeader("Set-Cookie", "t=" + t); }')).toEqual(['express.Request', 'express.Response', null]);
    // A body read by iterating the request (`for await (const c of req)`), then answered.
    expect(await infer('async function h(a, b) { let s = ""; for (const c of a) s += c; b.json({ n: s.length }); }')).toEqual(['express.Request', 'express.Response', null]);
    // URL parts read and a Node response written and ended.
    expect(await infer('function h(a, b) { b.write("<p>" + a.params.name); b.end(); }')).toEqual(['express.Request', 'express.Response', null]);
    // A raw body read from the request stream and answered through `end`.
    expect(await infer('function h(a, b) { let s = ""; a.on("data", (c) => { s += c; }); a.on("end", () => b.end(s)); }')).toEqual(['express.Request', 'express.Response', null]);
    // A Koa handler taking only the context: the response's type and body set, the query read.
    expect(await infer('async function h(c) { c.type = "html"; c.body = "<p>" + c.query.q; }')).toEqual(['koa.Context', null]);
    // An async Koa handler of the context alone: the query read, the body set (it answers through its promise).
    expect(await infer('async function h(c) { c.body = await find(c.query.q); }')).toEqual(['koa.Context', null]);
    // Koa middleware using the context's cookie jar and handing on to next().
    expect(await infer('async function h(c, n) { c.cookies.set("sid", c.state.id, { httpOnly: false }); await n(); }')).toEqual(['koa.Context', null]);
    // Express middleware reading a header by name and calling next() (or next(err)).
    expect(await infer('function h(a, b, n) { a.wizard = a.get("x-state"); n(); }')).toEqual(['express.Request', 'express.Response', null]);
    // The signed-in user (Passport's `req.user`) read while the response is answered.
    expect(await infer('async function h(a, b) { b.cookie("t", await issue(a.user.id)); b.json({ ok: true }); }')).toEqual(['express.Request', 'express.Response', null]);
    // In a file that uses Fastify (and not Express), `send` is a Fastify reply's.
    expect(await infer(`const f = require('fastify')();\nfunction h(a, b) { b.send(a.query.q); }`)).toEqual(['fastify.FastifyRequest', 'fastify.FastifyReply']);
  });

  it('leaves functions alone whose parameters are only partly request-like', async () => {
    // An options object and a writer, an AST node and a stream, a fetch response and a cache.
    expect(await infer('function f(o, w) { o.body = JSON.stringify(o.query); w.write(o.headers); }')).toBeUndefined();
    expect(await infer('function f(n, w) { w.write(n.body); w.end(); }')).toBeUndefined();
    // Two iterables: a copy from one list into another, not a request and its response.
    expect(await infer('function f(a, b) { for (const x of a) b.push(x); for (const y of b) y.end(); }')).toBeUndefined();
    // A writer ended without the request's URL parts, cookies or headers read.
    expect(await infer('function f(o, w) { w.write(o.method); w.end(); }')).toBeUndefined();
    expect(await infer('function f(r, c) { c.set(r.headers.etag, r.body); }')).toBeUndefined();
    // A stream piped into a writer from an object's path; an options object handed to a callback.
    expect(await infer('function f(o, w) { require("fs").createReadStream(o.path).pipe(w); }')).toBeUndefined();
    expect(await infer('function f(o, cb) { o.body = JSON.stringify(o.query); cb(); }')).toBeUndefined();
    // Two streams both listened to: a copy between streams, not a request and its response.
    expect(await infer('function f(a, b) { a.on("data", (c) => b.write(c)); b.on("error", () => {}); a.on("end", () => b.end()); }')).toBeUndefined();
    // An options object given a body from its own query (no type, no status, no next(), not async).
    expect(await infer('function f(o) { o.body = JSON.stringify(o.query); }')).toBeUndefined();
    // A Node callback called with a result: the first parameter is a cache read by name, not a request.
    expect(await infer('function f(c, k, cb) { const v = c.get("config"); cb(null, v); }')).toBeUndefined();
    // A header-like getter with a computed name, then a callback: not enough.
    expect(await infer('function f(c, k, cb) { c.get(k); cb(); }')).toBeUndefined();
    // The signed-in user read and nothing answered.
    expect(await infer('function f(a, b) { b.push(a.user); }')).toBeUndefined();
    // A nested function that declares its own `b` does not lend its use to the outer parameter.
    expect(await infer('function f(a, b) { const x = a.query; [1].map((b) => b.send(x)); }')).toBeUndefined();
  });

  it('prefers a declared type, but not `any`', async () => {
    const files: SourceFile[] = [
      {
        path: 'h.ts',
        content: `import { exec } from 'child_process';
export function typed(req: any, res: any) {
  exec('ls ' + req.query.dir);
  res.send('ok');
}
export function declared(req: Map<string, string>, res: any) {
  exec('ls ' + req.get('dir'));
  res.send('ok');
}
`,
      },
    ];
    const result = await analyzeFiles(files, { parallel: false, secrets: false });
    expect(result.findings.filter((f) => f.ruleId === 'js-command-injection').map((f) => f.lineNumber)).toEqual([3]);
  });
});
