/**
 * Files confined to a folder after they are made. A `java.io.File`/`Path` is a path sink where it
 * is constructed (`new File(BASE, name)`), as servlet suites count it; but the usual safe idiom
 * makes the object first and then checks its canonical form:
 *
 *     File f = new File(BASE_DIR, name);
 *     if (!f.getCanonicalPath().startsWith(BASE_DIR.getCanonicalPath() + File.separator)) return;
 *     Path p = base.resolve(name).normalize();   // or Paths.get(BASE, name).normalize()
 *     if (!p.startsWith(base)) throw new SecurityException();
 *
 * A local is *confined* when its function tests `x.<canonical chain>.startsWith(...)` either as
 * the positive test of an `if` or negated with a branch that leaves (`return`/`throw`). The chain
 * must canonicalise (`getCanonicalPath`, `getCanonicalFile`, `normalize`, `toRealPath`), since
 * a raw `startsWith` is passed by `/srv/uploads/../../etc/passwd`. The construction assigned to
 * a confined local is then not reported (`constructionsConfined`), and past the check the local
 * is clean for path sinks (`confinedRoot`, used by the narrowing).
 */
import type { Expr, FunctionIR, Stmt } from '../ir/types.js';

const CANONICAL = new Set(['getCanonicalPath', 'getCanonicalFile', 'normalize', 'toRealPath']);
const NEUTRAL = new Set(['toPath', 'toFile', 'getPath', 'toString', 'toAbsolutePath', 'getAbsolutePath', 'getAbsoluteFile', 'toUri']);

/** `f.getCanonicalPath()` → `f` (a name) when the chain canonicalises; otherwise undefined. */
export function confinedRoot(receiver: Expr): Extract<Expr, { kind: 'name' }> | undefined {
  let e = receiver;
  let canonical = false;
  while (e.kind === 'call' && e.callee.kind === 'member' && typeof e.callee.property === 'string' && e.args.length === 0) {
    const m = e.callee.property;
    if (CANONICAL.has(m)) canonical = true;
    else if (!NEUTRAL.has(m)) return undefined;
    e = e.callee.object;
  }
  if (e.kind === 'cast') e = e.value;
  return canonical && e.kind === 'name' ? e : undefined;
}

const cache = new WeakMap<FunctionIR, Set<Expr>>();

/** The construction calls assigned to locals that the function later confines to a folder. */
export function constructionsConfined(fn: FunctionIR): Set<Expr> {
  let hit = cache.get(fn);
  if (!hit) cache.set(fn, (hit = compute(fn)));
  return hit;
}

/**
 * A local variable: the values assigned to it, and whether one was a canonical form. Java locals
 * are block-scoped, so two `Path pdf` declared in sibling blocks are two variables: a check on the
 * second confines only the second's construction.
 */
interface Binding {
  values: Expr[];
  canonical: boolean;
  confined: boolean;
}

function compute(fn: FunctionIR): Set<Expr> {
  const bindings: Binding[] = [];
  // Innermost block last. A declaration (`Type x = …`) binds in the current block; a plain
  // assignment writes the nearest visible binding, else a function-wide one (untyped languages).
  const scopes: Map<string, Binding>[] = [new Map()];
  const lookup = (name: string): Binding | undefined => {
    for (let i = scopes.length - 1; i >= 0; i--) {
      const b = scopes[i].get(name);
      if (b) return b;
    }
    return undefined;
  };
  const bind = (name: string, declares: boolean): Binding => {
    const existing = declares ? undefined : lookup(name);
    if (existing) return existing;
    const b: Binding = { values: [], canonical: false, confined: false };
    bindings.push(b);
    (declares ? scopes[scopes.length - 1] : scopes[0]).set(name, b);
    return b;
  };
  const block = (stmts: readonly Stmt[]): void => {
    scopes.push(new Map());
    visit(stmts);
    scopes.pop();
  };
  const visit = (stmts: readonly Stmt[]): void => {
    for (const s of stmts) {
      switch (s.kind) {
        case 'assign':
          if (s.target.kind === 'name') {
            const value = s.value.kind === 'cast' ? s.value.value : s.value;
            const b = bind(s.target.name, s.declaredType !== undefined || s.declaredWithoutValue === true);
            b.values.push(value);
            // Locals assigned a canonical form (`Path p = base.resolve(name).normalize()`): `p.startsWith(base)` confines them.
            if (isCanonicalChain(value)) b.canonical = true;
          }
          break;
        case 'if':
          for (const name of guardedNames(s.test, s.then, (n) => lookup(n)?.canonical === true)) {
            const b = lookup(name);
            if (b) b.confined = true;
          }
          block(s.then);
          block(s.else);
          break;
        case 'loop':
          block(s.body);
          break;
        case 'try':
          block(s.body);
          for (const h of s.handlers) block(h.body);
          block(s.finally);
          break;
        case 'switch':
          for (const c of s.cases) block(c.body);
          break;
        default:
          break;
      }
    }
  };
  visit(fn.body);
  const out = new Set<Expr>();
  for (const b of bindings) {
    if (!b.confined) continue;
    for (const value of b.values) {
      // `Paths.get(ROOT, name).normalize()`: the construction under the canonicalising chain.
      for (let e: Expr = value; e.kind === 'call'; e = e.callee.object) {
        out.add(e);
        if (e.callee.kind !== 'member' || typeof e.callee.property !== 'string' || e.args.length > 0) break;
        if (!CANONICAL.has(e.callee.property) && !NEUTRAL.has(e.callee.property)) break;
      }
    }
  }
  for (const c of lastSegmentOnly(fn.body)) out.add(c);
  return out;
}

/**
 * Constructions used only to take the last segment: `Paths.get(name).getFileName()`,
 * `new File(name).getName()` open nothing and leave no directory part to climb with.
 */
function lastSegmentOnly(root: unknown): Expr[] {
  const out: Expr[] = [];
  const walk = (node: unknown, depth: number): void => {
    if (!node || typeof node !== 'object' || depth > 200) return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n, depth + 1);
      return;
    }
    const e = node as Expr;
    if (e.kind === 'call' && e.callee.kind === 'member' && e.args.length === 0 && (e.callee.property === 'getFileName' || e.callee.property === 'getName') && e.callee.object.kind === 'call') {
      out.push(e.callee.object);
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'loc') walk(v, depth + 1);
  };
  walk(root, 0);
  return out;
}

/** Names a test confines: `x….startsWith(base)` held, or failed with a branch that leaves. */
function guardedNames(test: Expr, then: readonly Stmt[], isCanonicalLocal: (name: string) => boolean): string[] {
  if (test.kind === 'binary' && (test.op === 'and' || test.op === 'or')) return [...guardedNames(test.left, then, isCanonicalLocal), ...guardedNames(test.right, then, isCanonicalLocal)];
  const negated = test.kind === 'unary' && test.op === 'not';
  const inner = negated ? test.operand : test;
  if (inner.kind !== 'call' || inner.callee.kind !== 'member' || inner.callee.property !== 'startsWith' || inner.args.length === 0) return [];
  if (negated && !leaves(then)) return [];
  const receiver = inner.callee.object.kind === 'cast' ? inner.callee.object.value : inner.callee.object;
  // A local holding a canonical form, tested as is or through a neutral view (`f.toPath().startsWith(base.toPath())`).
  const viewed = neutralRoot(receiver);
  if (viewed && isCanonicalLocal(viewed.name)) return [viewed.name];
  const root = confinedRoot(receiver);
  return root ? [root.name] : [];
}

/** `f.toPath().toString()` → `f`: the name under a chain of calls that only change the view of a path. */
function neutralRoot(receiver: Expr): Extract<Expr, { kind: 'name' }> | undefined {
  let e = receiver;
  while (e.kind === 'call' && e.callee.kind === 'member' && typeof e.callee.property === 'string' && e.args.length === 0 && NEUTRAL.has(e.callee.property)) e = e.callee.object;
  if (e.kind === 'cast') e = e.value;
  return e.kind === 'name' ? e : undefined;
}

/** A call chain ending in a canonicalising call: `Paths.get(a, b).normalize()`, `f.getCanonicalFile()`. */
function isCanonicalChain(e: Expr): boolean {
  for (let c: Expr = e; c.kind === 'call' && c.callee.kind === 'member' && typeof c.callee.property === 'string' && c.args.length === 0; c = c.callee.object) {
    if (CANONICAL.has(c.callee.property)) return true;
    if (!NEUTRAL.has(c.callee.property)) return false;
  }
  return false;
}

function leaves(stmts: readonly Stmt[]): boolean {
  const last = stmts.at(-1);
  return last?.kind === 'return' || last?.kind === 'throw';
}
