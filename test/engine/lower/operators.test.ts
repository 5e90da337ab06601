/** Every lowerer maps its operator spellings to the IR's operators (`ir/types.ts` BinaryOp/UnaryOp). */
import { describe, expect, it } from 'vitest';
import type { Expr, ModuleIR, Stmt } from '../../../src/engine/ir/types.js';
import { lowerModule } from '../../../src/engine/lower/index.js';
import { binaryOp, unaryOp } from '../../../src/engine/lower/operators.js';
import { parseSource } from '../../../src/engine/parse/parser.js';
import type { LanguageId } from '../../../src/engine/parse/languages.js';

async function lower(language: LanguageId, source: string, path: string): Promise<ModuleIR> {
  const { tree } = await parseSource(language, source);
  return lowerModule(language, tree, source, path);
}

/** The operators of every binary and unary expression of a statement list, in source order. */
function ops(stmts: Stmt[]): string[] {
  const out: string[] = [];
  const visit = (e: Expr | undefined): void => {
    if (!e) return;
    if (e.kind === 'binary') {
      visit(e.left);
      out.push(e.op);
      visit(e.right);
    } else if (e.kind === 'unary') {
      out.push(e.op);
      visit(e.operand);
    } else if (e.kind === 'call') e.args.forEach(visit);
  };
  for (const s of stmts) {
    if (s.kind === 'expr') visit(s.expr);
    if (s.kind === 'assign') visit(s.value);
    if (s.kind === 'if') visit(s.test);
  }
  return out;
}

describe('operators in the IR', () => {
  it('JavaScript spellings', async () => {
    const m = await lower('javascript', 'a && b;\na || b;\na ?? b;\na === b;\na != b;\n!a;\n-a;\ntypeof a;\nx = a ** 2;\nk in o;\n', 'a.js');
    expect(ops(m.topLevel.body)).toEqual(['and', 'or', 'nullish', 'eq', 'ne', 'not', 'neg', 'typeof', 'pow', 'in']);
  });

  it('Python spellings, comparison chains joined with and', async () => {
    const m = await lower('python', 'a and b\na or b\na is None\na is not b\nnot a\nk not in d\n1 < a <= 3\na // 2\n', 'a.py');
    expect(ops(m.topLevel.body)).toEqual(['and', 'or', 'eq', 'ne', 'not', 'not', 'in', 'lt', 'and', 'le', 'floorDiv']);
  });

  it('Java spellings, and equals / equalsIgnoreCase as equality', async () => {
    const m = await lower('java', 'class A { void f(String a, String b) { boolean x = a.equals("k") && !b.equalsIgnoreCase(a) || a == null; int y = 7 >>> 1; } }', 'A.java');
    const f = m.functions.find((fn) => fn.name === 'f')!;
    expect(ops(f.body)).toEqual(['eq', 'and', 'not', 'eqIgnoreCase', 'or', 'eq', 'ushr']);
  });

  it('unknown spellings are `other`, never a crash', () => {
    expect(binaryOp('<=>')).toBe('other');
    expect(binaryOp('constructor')).toBe('other');
    expect(unaryOp('await')).toBe('other');
  });
});
