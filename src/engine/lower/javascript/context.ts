/**
 * The state of lowering one JavaScript/TypeScript file, shared by the modules of this folder:
 * imports and their local names, exports, the functions and classes found so far, the enclosing
 * scopes and ids, and statements an expression produced as a side effect.
 *
 * It also carries the dispatchers of the constructs that contain statements (`JsDispatch`,
 * filled in by `lower/javascript.ts`): expressions reach functions and classes, functions reach
 * blocks and statements reach exports through them, so no module imports one that imports it.
 */
import type { ClassIR, FunctionIR, ImportBinding, Stmt } from '../../ir/types.js';
import { textOf, type FlatNode } from '../flat.js';

export type JsLanguage = 'javascript' | 'typescript' | 'tsx';

export const FUNCTION_TYPES = new Set([
  'arrow_function',
  'function_expression',
  'function',
  'generator_function',
]);
export const FUNCTION_DECLARATIONS = new Set(['function_declaration', 'generator_function_declaration']);
export const CLASS_TYPES = new Set(['class_declaration', 'class', 'abstract_class_declaration']);
export const ENDS_CASE = new Set(['break', 'return', 'throw', 'continue']);

export interface JsDispatch {
  functionNode(ctx: JsContext, node: FlatNode, name: string, className?: string, isStatic?: boolean): FunctionIR;
  classDeclaration(ctx: JsContext, node: FlatNode): ClassIR;
  expressionStatement(ctx: JsContext, node: FlatNode): Stmt[];
  block(ctx: JsContext, nodes: FlatNode[]): Stmt[];
  exportStatement(ctx: JsContext, node: FlatNode): Stmt[];
  commonJsExport(ctx: JsContext, left: FlatNode, right: FlatNode): void;
}

export class JsContext {
  readonly imports: ImportBinding[] = [];
  readonly importMap = new Map<string, string>();
  readonly exports: Record<string, string> = {};
  readonly functions: FunctionIR[] = [];
  readonly classes: ClassIR[] = [];
  readonly comments: { text: string; line: number }[] = [];
  /** Names declared in each enclosing function, innermost last: a local shadows an import. */
  readonly scopes: Set<string>[] = [];
  /** Enclosing function/class names, for ids. */
  readonly idPath: string[] = [];
  /** Statements an expression produced as a side effect (`f(a = b)`), emitted before its statement. */
  pending: Stmt[] = [];
  temp = 0;
  /** Top-level names bound to functions, so exports can map to function ids. */
  readonly topFunctions = new Map<string, string>();

  constructor(
    readonly source: string,
    readonly path: string,
    readonly language: JsLanguage,
    private readonly lower: JsDispatch,
  ) {}

  text(node: FlatNode): string {
    return textOf(node, this.source);
  }

  declare(name: string): void {
    this.scopes[this.scopes.length - 1]?.add(name);
  }

  /** The import a name refers to, unless a local of an enclosing function shadows it. */
  resolveName(name: string): string | undefined {
    const qualified = this.importMap.get(name);
    if (qualified === undefined) return undefined;
    for (let i = this.scopes.length - 1; i >= 1; i--) if (this.scopes[i].has(name)) return undefined;
    return qualified;
  }

  /** A TypeScript type annotation resolved through imports: `Request` → `express.Request`. */
  resolveType(typeNode: FlatNode | undefined): string | undefined {
    if (!typeNode) return undefined;
    let text = this.text(typeNode).replace(/^:\s*/, '').trim();
    const lt = text.indexOf('<');
    if (lt > 0) text = text.slice(0, lt);
    if (!/^[A-Za-z_$][\w$.]*$/.test(text)) return undefined;
    const [head, ...rest] = text.split('.');
    const imported = this.importMap.get(head);
    return imported ? [imported, ...rest].join('.') : text;
  }

  functionNode(node: FlatNode, name: string, className?: string, isStatic = false): FunctionIR {
    return this.lower.functionNode(this, node, name, className, isStatic);
  }

  classDeclaration(node: FlatNode): ClassIR {
    return this.lower.classDeclaration(this, node);
  }

  expressionStatement(node: FlatNode): Stmt[] {
    return this.lower.expressionStatement(this, node);
  }

  block(nodes: FlatNode[]): Stmt[] {
    return this.lower.block(this, nodes);
  }

  exportStatement(node: FlatNode): Stmt[] {
    return this.lower.exportStatement(this, node);
  }

  commonJsExport(left: FlatNode, right: FlatNode): void {
    this.lower.commonJsExport(this, left, right);
  }
}
