/** Helpers for the Python lowering tests: parse + lower, and walks over the IR. */
import { parseSource } from '../../../src/engine/parse/parser.js';
import { lowerPython } from '../../../src/engine/lower/python.js';
import type { Expr, FunctionIR, ModuleIR, Stmt } from '../../../src/engine/ir/types.js';

export async function lower(source: string, path = 'app/views.py'): Promise<ModuleIR> {
  const { tree } = await parseSource('python', source);
  return lowerPython(tree, source, path);
}

/** Every expression inside a statement list, depth first (nested functions excluded). */
export function exprsOf(stmts: Stmt[]): Expr[] {
  const out: Expr[] = [];
  const visitExpr = (e: Expr | undefined): void => {
    if (!e) return;
    out.push(e);
    switch (e.kind) {
      case 'member':
        visitExpr(e.object);
        if (typeof e.property !== 'string') visitExpr(e.property);
        break;
      case 'call':
        visitExpr(e.callee);
        e.args.forEach(visitExpr);
        Object.values(e.kwargs ?? {}).forEach(visitExpr);
        break;
      case 'concat':
        e.parts.forEach(visitExpr);
        break;
      case 'binary':
        visitExpr(e.left);
        visitExpr(e.right);
        break;
      case 'unary':
        visitExpr(e.operand);
        break;
      case 'cond':
        visitExpr(e.test);
        visitExpr(e.then);
        visitExpr(e.else);
        break;
      case 'object':
        e.entries.forEach((en) => {
          if (en.key && typeof en.key !== 'string') visitExpr(en.key);
          visitExpr(en.value);
        });
        break;
      case 'array':
        e.elements.forEach(visitExpr);
        break;
      case 'cast':
        visitExpr(e.value);
        break;
      case 'unknown':
        e.children.forEach(visitExpr);
        break;
      default:
        break;
    }
  };
  const visitStmt = (s: Stmt): void => {
    switch (s.kind) {
      case 'assign':
        if (s.target.kind === 'member') {
          visitExpr(s.target.object);
          if (typeof s.target.property !== 'string') visitExpr(s.target.property);
        }
        visitExpr(s.value);
        break;
      case 'expr':
        visitExpr(s.expr);
        break;
      case 'return':
      case 'throw':
        visitExpr(s.value);
        break;
      case 'if':
        visitExpr(s.test);
        s.then.forEach(visitStmt);
        s.else.forEach(visitStmt);
        break;
      case 'switch':
        visitExpr(s.discriminant);
        s.cases.forEach((c) => {
          c.tests.forEach(visitExpr);
          c.body.forEach(visitStmt);
        });
        break;
      case 'loop':
        visitExpr(s.test);
        if (s.each) visitExpr(s.each.iterable);
        s.body.forEach(visitStmt);
        s.update.forEach(visitStmt);
        break;
      case 'try':
        s.body.forEach(visitStmt);
        s.handlers.forEach((h) => h.body.forEach(visitStmt));
        s.finally.forEach(visitStmt);
        break;
      case 'unknown':
        s.exprs.forEach(visitExpr);
        break;
      default:
        break;
    }
  };
  stmts.forEach(visitStmt);
  return out;
}

/** A readable dotted rendering of a callee: `flask.request.args.get` when the root resolves. */
export function dotted(e: Expr): string {
  if (e.kind === 'name') return e.qualified ?? e.name;
  if (e.kind === 'this') return 'this';
  if (e.kind === 'member') return `${dotted(e.object)}.${typeof e.property === 'string' ? e.property : '[expr]'}`;
  if (e.kind === 'call') return `${dotted(e.callee)}()`;
  return `<${e.kind}>`;
}

export function callsIn(stmts: Stmt[]): Extract<Expr, { kind: 'call' }>[] {
  return exprsOf(stmts).filter((e): e is Extract<Expr, { kind: 'call' }> => e.kind === 'call');
}

export function fn(m: ModuleIR, name: string): FunctionIR {
  const found = m.functions.find((f) => f.name === name);
  if (!found) throw new Error(`no function ${name} in ${m.functions.map((f) => f.name).join(', ')}`);
  return found;
}

/** The IR with locations removed, for compact structural assertions. */
export function noLoc<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (k, v) => (k === 'loc' ? undefined : v))) as T;
}
