/**
 * Python guards the shared narrowing does not spell out:
 *
 * - `p.startswith(BASE)` true (also on `os.path.realpath(p)`, `abspath`, `normpath`): a path
 *   confined to a folder, the traversal guard `str.startswith` spells in Python; the same for
 *   `os.path.commonpath([p, BASE]) == BASE`;
 * - `url_has_allowed_host_and_scheme(url, allowed_hosts)` / `is_safe_url` true (Django): url
 *   stays on an allowed host (redirect and SSRF kinds);
 * - a comparison of a local assigned once from a call (`parsed = urlparse(url)` then
 *   `parsed.netloc not in ALLOWED`, `if parsed.netloc: reject`, or `host = urlparse(url).hostname`):
 *   narrowed as if the call were written in the test, so the URL guards see `urlparse(url).netloc`;
 * - a call to a helper of the scanned tree whose body only computes and returns a check
 *   (`def is_safe(u): return urlparse(u).netloc in ALLOWED`): the check is narrowed as if it
 *   were written at the call, with the helper's parameters replaced by the call's arguments.
 *   Helpers with other statements (loops, side effects, several returns) are not inlined.
 */
import type { Expr, FunctionIR, Stmt } from '../ir/types.js';
import { qualifiedName } from './guards.js';
import { HOST_PREFIX } from './regex-guards.js';
import { deepTaints, hasTaint, isConst, isSymbolic, sanitize, type AbsValue } from './values.js';

export interface PythonGuardOps {
  value(e: Expr): AbsValue;
  rebind(target: Expr, value: AbsValue): void;
  /** Narrows another test on the same path (the inlined body of a helper). */
  narrow(test: Expr, truthy: boolean): void;
  /** The function the test is in (to find what a local was assigned). */
  fn: FunctionIR;
}

const PATH_NORMALISERS = new Set(['os.path.realpath', 'os.path.abspath', 'os.path.normpath']);
const COMMON_PATH = new Set(['os.path.commonpath', 'posixpath.commonpath', 'ntpath.commonpath']);
const SAFE_URL_CHECKS = new Set(['django.utils.http.url_has_allowed_host_and_scheme', 'django.utils.http.is_safe_url']);
const MAX_INLINE_DEPTH = 3;
let depth = 0;

export function narrowPythonGuard(test: Expr, truthy: boolean, ops: PythonGuardOps): void {
  if (test.kind === 'binary' && ((test.op === 'eq' && truthy) || (test.op === 'ne' && !truthy))) narrowCommonPath(test.left, test.right, ops);
  if (test.kind === 'binary' || (test.kind === 'member' && test.object.kind === 'name')) {
    if (test.kind === 'binary') narrowThroughHelperOperand(test, truthy, ops);
    narrowThroughLocals(test, truthy, ops);
    return;
  }
  if (test.kind !== 'call') return;
  const callee = test.callee;
  if (truthy && callee.kind === 'member' && callee.property === 'startswith' && test.args.length >= 1) {
    let subject = callee.object;
    // `os.path.realpath(p).startswith(BASE)`: the resolved path is confined, so is p once opened.
    if (subject.kind === 'call' && subject.args[0] && PATH_NORMALISERS.has(qualifiedName(subject.callee, ops.value) ?? '')) subject = subject.args[0];
    const v = ops.value(subject);
    // `url.startswith("https://api.example.com/")` (or a tuple of such prefixes): the URL stays on that host.
    if (hasTaint(v)) ops.rebind(subject, sanitize(v, pinsHosts(test.args[0], ops) ? ['path', 'ssrf', 'redirect'] : ['path']));
    return;
  }
  const calleeValue = ops.value(callee);
  if (truthy && SAFE_URL_CHECKS.has(calleeValue.qname ?? '')) {
    const url = test.kwargs?.url ?? test.args[0];
    if (url) ops.rebind(url, sanitize(ops.value(url), ['redirect', 'ssrf']));
    return;
  }
  const helper = calleeValue.fn?.fn;
  if (!helper || depth >= MAX_INLINE_DEPTH) return;
  const check = inlinedCheck(helper, test);
  if (!check) return;
  depth++;
  try {
    ops.narrow(check, truthy);
  } finally {
    depth--;
  }
}

/** A constant prefix, or a tuple of them, each naming a scheme and a whole host (`https://host/`). */
function pinsHosts(arg: Expr, ops: PythonGuardOps): boolean {
  const texts = (arg.kind === 'array' ? arg.elements : [arg]).map((e) => ops.value(e));
  return texts.length > 0 && texts.every((v) => isConst(v) && typeof v.const.value === 'string' && HOST_PREFIX.test(v.const.value));
}

/**
 * `os.path.commonpath([p, BASE]) == BASE` holds: p lies inside BASE (commonpath compares whole
 * path components, so `/srv/reports-old` is not inside `/srv/reports`). Either side may hold the
 * call; the paths listed with the untainted root are confined (through a normaliser, as above).
 */
function narrowCommonPath(left: Expr, right: Expr, ops: PythonGuardOps): void {
  for (const [call, root] of [[left, right], [right, left]] as const) {
    if (call.kind !== 'call' || !COMMON_PATH.has(qualifiedName(call.callee, ops.value) ?? '') || call.args.length !== 1) continue;
    const list = call.args[0];
    // A helper's root parameter (`def inside(root, p)`) stands for what its callers pass: only real
    // request data in the root proves nothing.
    if (list.kind !== 'array' || deepTaints(ops.value(root)).some((t) => !isSymbolic(t))) continue;
    for (let subject of list.elements) {
      if (subject.kind === 'call' && subject.args[0] && PATH_NORMALISERS.has(qualifiedName(subject.callee, ops.value) ?? '')) subject = subject.args[0];
      const v = ops.value(subject);
      if (hasTaint(v)) ops.rebind(subject, sanitize(v, ['path']));
    }
  }
}

/**
 * `host_of(url) not in ALLOWED` with `def host_of(u): return urlparse(u).hostname`: the comparison
 * narrowed as if the helper's returned expression were written in it, over the call's arguments.
 */
function narrowThroughHelperOperand(test: Extract<Expr, { kind: 'binary' }>, truthy: boolean, ops: PythonGuardOps): void {
  if (test.left.kind !== 'call' || depth >= MAX_INLINE_DEPTH) return;
  const helper = ops.value(test.left.callee).fn?.fn;
  const left = helper && inlinedCheck(helper, test.left);
  if (!left) return;
  depth++;
  try {
    ops.narrow({ ...test, left }, truthy);
  } finally {
    depth--;
  }
}

/** The helper's returned check with its parameters (and simple locals) replaced, or undefined. */
function inlinedCheck(fn: FunctionIR, call: Extract<Expr, { kind: 'call' }>): Expr | undefined {
  if (fn.params.some((p) => p.rest) || call.args.length > fn.params.length) return undefined;
  const bindings = new Map<string, Expr>();
  fn.params.forEach((p, i) => {
    const arg = call.kwargs?.[p.name] ?? call.args[i] ?? p.default;
    if (arg) bindings.set(p.name, arg);
  });
  const body = fn.body.filter((s) => !(s.kind === 'expr' && s.expr.kind === 'const')); // docstrings
  const last = body.at(-1);
  if (!last || last.kind !== 'return' || !last.value) return undefined;
  for (const s of body.slice(0, -1)) {
    if (!isLocalAssign(s)) return undefined;
    bindings.set(s.target.name, substitute(s.value, bindings));
  }
  return substitute(last.value, bindings);
}

function isLocalAssign(s: Stmt): s is Extract<Stmt, { kind: 'assign' }> & { target: { kind: 'name'; name: string } } {
  return s.kind === 'assign' && s.target.kind === 'name';
}

/** A copy of `e` with names bound in `bindings` replaced (nested functions are left alone). */
function substitute(e: Expr, bindings: Map<string, Expr>): Expr {
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(walk);
    if (!x || typeof x !== 'object') return x;
    const node = x as Record<string, unknown>;
    if (node.kind === 'name' && typeof node.name === 'string' && bindings.has(node.name)) return bindings.get(node.name);
    if (node.kind === 'function') return x;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === 'loc' ? v : walk(v);
    return out;
  };
  return walk(e) as Expr;
}

/**
 * `parsed.netloc in ALLOWED` (or a bare `parsed.netloc` tested for emptiness) with
 * `parsed = urlparse(url)` assigned once: narrows `urlparse(url).netloc in ALLOWED`.
 */
function narrowThroughLocals(test: Extract<Expr, { kind: 'binary' | 'member' }>, truthy: boolean, ops: PythonGuardOps): void {
  if (depth >= MAX_INLINE_DEPTH) return;
  const subject = test.kind === 'binary' ? test.left : test;
  const local = subject.kind === 'member' ? subject.object : subject;
  if (local.kind !== 'name') return;
  const assigned = singleAssignment(ops.fn.body, local.name);
  // `host = urlparse(url).hostname or ""`: a default for no host changes no host (guards.ts bareHost).
  const core = assigned?.kind === 'binary' && assigned.op === 'or' && assigned.right.kind === 'const' ? assigned.left : assigned;
  if (!assigned || !core || (core.kind !== 'call' && !(core.kind === 'member' && core.object.kind === 'call'))) return;
  depth++;
  try {
    ops.narrow(substitute(test, new Map([[local.name, assigned]])), truthy);
  } finally {
    depth--;
  }
}

/** The value of the one assignment to `name` in a function body (nested blocks included), or undefined. */
function singleAssignment(stmts: Stmt[], name: string): Expr | undefined {
  const found: Expr[] = [];
  const visit = (list: Stmt[]): void => {
    for (const s of list) {
      if (s.kind === 'assign' && s.target.kind === 'name' && s.target.name === name) found.push(s.value);
      else if (s.kind === 'if') {
        visit(s.then);
        visit(s.else);
      } else if (s.kind === 'try') {
        visit(s.body);
        for (const h of s.handlers) visit(h.body);
        visit(s.finally);
      } else if (s.kind === 'loop') {
        if (s.each?.target.kind === 'name' && s.each.target.name === name) found.push(s.each.iterable, s.each.iterable);
        visit(s.body);
      }
    }
  };
  visit(stmts);
  return found.length === 1 ? found[0] : undefined;
}
