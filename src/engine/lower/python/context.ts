/**
 * State shared while lowering one Python file: locations, the current scope, the functions
 * and classes found so far, unique ids, and statements hoisted out of expressions
 * (comprehensions and `:=` become statements that run just before the statement using them).
 */
import type { PyNode as Node } from './tree.js';
import type { CodedDiagnostic } from '../../diagnostics.js';
import type { ClassIR, Expr, FunctionIR, ImportBinding, Loc, Stmt } from '../../ir/types.js';
import type { ModuleNaming } from './imports.js';
import type { Scope } from './scope.js';
import { locOf } from '../source-lines.js';

/** Whose `this` a method is lowered for. */
export interface MethodOf {
  className: string;
  classQualified: string;
}

/**
 * The lowerers of constructs that contain statements, reached from expressions and statements
 * through the context so `expressions.ts` and `statements.ts` need not import `definitions.ts`,
 * `comprehensions.ts`, `match.ts` or `binary-operators.ts` (which import them): the modules form
 * no import cycle.
 * `python.ts` fills this in.
 */
export interface PythonDispatch {
  lambda(node: Node, ctx: LowerContext): Expr;
  comprehension(node: Node, ctx: LowerContext): Expr;
  function(node: Node, decorators: Node[], ctx: LowerContext, method?: MethodOf): FunctionIR;
  class(node: Node, decorators: Node[], ctx: LowerContext): Stmt[];
  match(node: Node, ctx: LowerContext): Stmt[];
  binaryOperator(node: Node, ctx: LowerContext): Expr;
  comparison(node: Node, ctx: LowerContext): Expr;
}

export class LowerContext {
  readonly functions: FunctionIR[] = [];
  readonly classes: ClassIR[] = [];
  readonly imports: ImportBinding[] = [];
  readonly diagnostics: CodedDiagnostic[] = [];
  /** Statements to run before the statement being lowered (innermost statement last). */
  private readonly hoisted: Stmt[][] = [];
  private readonly usedIds = new Set<string>();
  private tempCounter = 0;
  /** Dotted names of the enclosing functions and classes (`Outer.method`). */
  readonly qualname: string[] = [];
  /** In a generator function: the synthetic variable collecting what it yields. */
  generatorAccumulator: string | undefined;

  constructor(
    readonly source: string,
    readonly path: string,
    readonly naming: ModuleNaming,
    public scope: Scope,
    readonly lower: PythonDispatch,
  ) {}

  loc(node: Node): Loc {
    return locOf(node);
  }

  /** A lowering bug costs the node it happened on, never the file: reported as `lowering-partial`. */
  reportFailure(node: Node, error: unknown): void {
    this.diagnostics.push({
      code: 'lowering-partial',
      message: `python lowering failed on ${node.type}: ${(error as Error).message}`,
      line: node.startPosition.row + 1,
      column: node.startPosition.column + 1,
    });
  }

  /** Where nothing better is known (a missing node). */
  zeroLoc(): Loc {
    return { line: 1, column: 1, endLine: 1, endColumn: 1, startIndex: 0, endIndex: 0 };
  }

  /** A fresh synthetic variable name; `$` cannot appear in Python identifiers, so it never collides. */
  temp(hint: string): string {
    this.tempCounter += 1;
    return `$${hint}${this.tempCounter}`;
  }

  /** Ids are `module.path#Qual.name`; a second definition of the same name gets `@line` appended. */
  functionId(name: string, node: Node): string {
    const base = `${this.naming.moduleName}#${[...this.qualname, name].join('.')}`;
    let id = base;
    if (this.usedIds.has(id)) id = `${base}@${node.startPosition.row + 1}`;
    let n = 2;
    while (this.usedIds.has(id)) id = `${base}@${node.startPosition.row + 1}~${n++}`;
    this.usedIds.add(id);
    return id;
  }

  /** Runs `lower` collecting the statements hoisted meanwhile; they precede its result. */
  withHoisting<T>(lower: () => T): { hoisted: Stmt[]; result: T } {
    this.hoisted.push([]);
    try {
      const result = lower();
      return { hoisted: this.hoisted[this.hoisted.length - 1], result };
    } finally {
      this.hoisted.pop();
    }
  }

  hoist(stmt: Stmt): void {
    const target = this.hoisted[this.hoisted.length - 1];
    if (target) target.push(stmt);
  }

  inScope<T>(scope: Scope, run: () => T): T {
    const saved = this.scope;
    this.scope = scope;
    try {
      return run();
    } finally {
      this.scope = saved;
    }
  }
}
