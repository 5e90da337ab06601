import { parseSource } from '../../../src/engine/parse/parser.js';
import { lowerJava } from '../../../src/engine/lower/java.js';
import type { Expr, FunctionIR, ModuleIR, Stmt } from '../../../src/engine/ir/types.js';

export async function lower(source: string, path = 'src/main/java/App.java'): Promise<ModuleIR> {
  const { tree } = await parseSource('java', source);
  return lowerJava(tree, source, path);
}

export function fn(ir: ModuleIR, id: string): FunctionIR {
  const found = ir.functions.find((f) => f.id === id);
  if (!found) throw new Error(`no function ${id}; have ${ir.functions.map((f) => f.id).join(', ')}`);
  return found;
}

/** Every statement, nested ones included, depth first. */
export function allStmts(stmts: Stmt[]): Stmt[] {
  const out: Stmt[] = [];
  for (const s of stmts) {
    out.push(s);
    if (s.kind === 'if') out.push(...allStmts(s.then), ...allStmts(s.else));
    else if (s.kind === 'loop') out.push(...allStmts(s.body), ...allStmts(s.update));
    else if (s.kind === 'try') {
      out.push(...allStmts(s.body), ...allStmts(s.finally));
      for (const h of s.handlers) out.push(...allStmts(h.body));
    } else if (s.kind === 'switch') for (const c of s.cases) out.push(...allStmts(c.body));
  }
  return out;
}

/** Every call expression in a function body, in source order of their statements. */
export function calls(stmts: Stmt[]): (Expr & { kind: 'call' })[] {
  const out: (Expr & { kind: 'call' })[] = [];
  const visit = (e: Expr | undefined): void => {
    if (!e) return;
    switch (e.kind) {
      case 'call':
        visit(e.callee);
        e.args.forEach(visit);
        out.push(e);
        return;
      case 'member':
        visit(e.object);
        if (typeof e.property !== 'string') visit(e.property);
        return;
      case 'concat':
        e.parts.forEach(visit);
        return;
      case 'binary':
        visit(e.left);
        visit(e.right);
        return;
      case 'unary':
        visit(e.operand);
        return;
      case 'cond':
        visit(e.test);
        visit(e.then);
        visit(e.else);
        return;
      case 'array':
        e.elements.forEach(visit);
        return;
      case 'cast':
        visit(e.value);
        return;
      case 'unknown':
        e.children.forEach(visit);
        return;
      default:
        return;
    }
  };
  for (const s of allStmts(stmts)) {
    if (s.kind === 'assign') visit(s.value);
    else if (s.kind === 'expr') visit(s.expr);
    else if (s.kind === 'return' || s.kind === 'throw') visit(s.value);
    else if (s.kind === 'if') visit(s.test);
    else if (s.kind === 'loop') {
      visit(s.test);
      visit(s.each?.iterable);
    } else if (s.kind === 'switch') visit(s.discriminant);
    else if (s.kind === 'unknown') s.exprs.forEach(visit);
  }
  return out;
}

/** `recv.method` written as the receiver's type (or qualified name) and the method. */
export function calleeName(call: Expr & { kind: 'call' }): string {
  const c = call.callee;
  if (c.kind === 'name') return c.qualified ?? c.name;
  if (c.kind === 'member') {
    const o = c.object;
    const recv =
      o.kind === 'name' ? (o.type ?? o.qualified ?? o.name) : o.kind === 'this' ? `this:${o.type}` : o.kind === 'member' ? `${o.type ?? '?'}` : o.kind === 'cast' ? o.type : o.kind === 'call' ? `(${calleeName(o)})` : o.kind;
    return `${recv}.${typeof c.property === 'string' ? c.property : '[]'}`;
  }
  return c.kind;
}

export function assigns(stmts: Stmt[]): (Stmt & { kind: 'assign' })[] {
  return allStmts(stmts).filter((s): s is Stmt & { kind: 'assign' } => s.kind === 'assign');
}
