/**
 * What the Java lowerer knows while it walks a file: the package, the imports, the classes
 * declared in the file, the class and method being lowered, and the variables in scope with
 * their declared types. Type names are resolved here to qualified names (generics stripped),
 * the way `javac` would resolve them from the file alone.
 */
import type { SyntaxNode as Node } from './syntax.js';
import type { CodedDiagnostic } from '../../diagnostics.js';
import type { ClassIR, ConstValue, Expr, FunctionIR, ImportBinding, Loc, Stmt } from '../../ir/types.js';
import { isJavaLangType, isKnownPackage, packageHasType, PRIMITIVE_TYPES } from './known-types.js';
import { locOf } from '../source-lines.js';

export { locOf };

export interface FieldInfo {
  type?: string;
  isStatic: boolean;
}

/** A class (or interface, enum, record, anonymous class) whose members are being lowered. */
export interface ClassContext {
  name: string;
  qualified: string;
  superclass?: string;
  /** Implemented interfaces (extended ones, for an interface). */
  interfaces: string[];
  fields: Map<string, FieldInfo>;
  /** Method name → whether every declaration of that name is static. */
  methods: Map<string, boolean>;
  typeParams: Set<string>;
  outer?: ClassContext;
  /** Overload counter used to keep function ids unique. */
  idsUsed: Set<string>;
}

/**
 * The lowerers of constructs that contain statements or classes, reached from expressions and
 * statements through the file context so `expressions.ts` and `statements.ts` need not import
 * `functions.ts`, `lambdas.ts` or `switches.ts` (which import them): the modules form no import
 * cycle. `java.ts` fills this in.
 */
export interface JavaDispatch {
  lambda(ctx: FnContext, node: Node): Expr;
  methodReference(ctx: FnContext, node: Node, pre: Stmt[]): Expr;
  switchExpression(ctx: FnContext, node: Node, pre: Stmt[]): Expr;
  switchStatement(ctx: FnContext, node: Node, out: Stmt[]): void;
  anonymousClass(ctx: FnContext, body: Node, superType: string | undefined): string | undefined;
  localClass(ctx: FnContext, node: Node): FunctionIR[];
}

export class FileContext {
  pkg?: string;
  readonly singleImports = new Map<string, string>();
  readonly staticImports = new Map<string, string>();
  readonly staticWildcards: string[] = [];
  readonly wildcardPackages: string[] = [];
  /** Types resolved through an on-demand import, reported as the bindings that import created. */
  readonly wildcardBindings = new Map<string, ImportBinding>();
  /** Every class declared in the file: qualified name → simple name. */
  private readonly declaredClasses = new Map<string, string>();
  /** Simple name → the first named (non-anonymous) class declared with it. */
  private readonly declaredBySimpleName = new Map<string, string>();
  readonly functions: FunctionIR[] = [];
  readonly classes: ClassIR[] = [];
  readonly diagnostics: CodedDiagnostic[] = [];
  /** Constant variables of the file's classes (`pkg.Class.NAME` → value), inlined where used. */
  readonly constants = new Map<string, ConstValue>();
  /** Final fields holding `List.of`/`Set.of` of constants (`pkg.Class.NAME` → elements). */
  readonly constantLists = new Map<string, ConstValue[]>();

  constructor(
    readonly path: string,
    readonly source: string,
    readonly lower: JavaDispatch,
  ) {}

  /** Superclass and interfaces of the file's classes lowered so far. */
  private readonly supertypes = new Map<string, string[]>();

  recordSupertypes(classQualified: string, types: string[]): void {
    this.supertypes.set(classQualified, types);
  }

  supertypesOf(classQualified: string): string[] {
    return this.supertypes.get(classQualified) ?? [];
  }

  declaredClassBySimpleName(simpleName: string): string | undefined {
    return this.declaredBySimpleName.get(simpleName);
  }

  declareClass(qualified: string, simpleName: string): void {
    this.declaredClasses.set(qualified, simpleName);
    if (!qualified.includes('<') && !this.declaredBySimpleName.has(simpleName)) this.declaredBySimpleName.set(simpleName, qualified);
  }

  /** A construct the lowerer tripped on (`what`: "a member"…), reported and skipped: the lowerer never throws. */
  reportSkipped(what: string, node: Node, error: unknown): void {
    this.diagnostics.push({
      code: 'lowering-partial',
      message: `java lowering skipped ${what}: ${(error as Error).message}`,
      line: node.startPosition.row + 1,
      column: node.startPosition.column + 1,
    });
  }

  qualify(simpleName: string): string {
    return this.pkg ? `${this.pkg}.${simpleName}` : simpleName;
  }

  /**
   * Resolves a simple or dotted type name as written in the source. Order follows the Java
   * language: type variables, classes declared in scope, single-type imports, java.lang, then
   * on-demand imports, then the current package.
   */
  resolveTypeName(written: string, cls: ClassContext | undefined, typeParams?: Set<string>, loc?: Loc): string {
    const dot = written.indexOf('.');
    const head = dot < 0 ? written : written.slice(0, dot);
    const rest = dot < 0 ? '' : written.slice(dot);
    // `java.util.List` written in full: the first segment is a package, not a type.
    if (dot >= 0 && /^[a-z]/.test(head) && !this.singleImports.has(head)) return written;
    if (typeParams?.has(head)) return 'java.lang.Object' + rest;
    for (let c = cls; c; c = c.outer) {
      if (c.typeParams.has(head)) return 'java.lang.Object' + rest;
      if (c.name === head) return c.qualified + rest;
      const nested = `${c.qualified}.${head}`;
      if (this.declaredClasses.has(nested)) return nested + rest;
    }
    const single = this.singleImports.get(head);
    if (single) return single + rest;
    const declared = this.declaredBySimpleName.get(head);
    if (declared) return declared + rest;
    if (isJavaLangType(head)) return `java.lang.${head}${rest}`;
    for (const pkg of this.wildcardPackages) {
      if (packageHasType(pkg, head)) return this.bindWildcard(head, `${pkg}.${head}`, loc) + rest;
    }
    // An unknown name with on-demand imports of packages we do not know the contents of:
    // guess the first such package; a same-package class would be the other possibility.
    const unknownPackage = this.wildcardPackages.find((pkg) => !isKnownPackage(pkg));
    if (unknownPackage && /^[A-Z]/.test(head)) return this.bindWildcard(head, `${unknownPackage}.${head}`, loc) + rest;
    return this.qualify(head) + rest;
  }

  private bindWildcard(local: string, qualified: string, loc?: Loc): string {
    if (!this.wildcardBindings.has(local) && loc) this.wildcardBindings.set(local, { local, qualified, loc });
    return qualified;
  }

  /** Resolves a type node (`List<String>`, `String[]`, `Map.Entry<K,V>`, `int`) to a qualified name. */
  resolveTypeNode(node: Node | null, cls: ClassContext | undefined, typeParams?: Set<string>): string | undefined {
    if (!node) return undefined;
    switch (node.type) {
      case 'integral_type':
      case 'floating_point_type':
      case 'boolean_type':
      case 'void_type':
        return node.text;
      case 'type_identifier':
        if (node.text === 'var') return undefined;
        return PRIMITIVE_TYPES.has(node.text) ? node.text : this.resolveTypeName(node.text, cls, typeParams, locOf(node));
      case 'scoped_type_identifier': {
        // Written without its type arguments: `Map.Entry<K, V>` → `Map.Entry`.
        const parts: string[] = [];
        for (const child of node.namedChildren) {
          if (!child) continue;
          if (child.type === 'type_identifier' || child.type === 'identifier') parts.push(child.text);
          else if (child.type === 'scoped_type_identifier' || child.type === 'generic_type') {
            const inner = this.writtenTypeName(child);
            if (inner) parts.push(inner);
          }
        }
        return this.resolveTypeName(parts.join('.'), cls, typeParams, locOf(node));
      }
      case 'generic_type': {
        const base = node.namedChildren.find((c) => c && c.type !== 'type_arguments');
        return this.resolveTypeNode(base ?? null, cls, typeParams);
      }
      case 'array_type': {
        const element = this.resolveTypeNode(node.childForFieldName('element'), cls, typeParams);
        const dims = node.childForFieldName('dimensions')?.text.split('[').length ?? 2;
        return element ? element + '[]'.repeat(Math.max(1, dims - 1)) : undefined;
      }
      case 'annotated_type': {
        const inner = node.namedChildren.find((c) => c && c.type !== 'annotation' && c.type !== 'marker_annotation');
        return this.resolveTypeNode(inner ?? null, cls, typeParams);
      }
      default:
        return undefined;
    }
  }

  /** The dotted name of a (possibly scoped, possibly generic) type as written, without arguments. */
  private writtenTypeName(node: Node): string | undefined {
    if (node.type === 'type_identifier' || node.type === 'identifier') return node.text;
    if (node.type === 'generic_type') {
      const base = node.namedChildren.find((c) => c && c.type !== 'type_arguments');
      return base ? this.writtenTypeName(base) : undefined;
    }
    if (node.type === 'scoped_type_identifier') {
      return node.namedChildren
        .map((c) => (c ? this.writtenTypeName(c) : undefined))
        .filter((s): s is string => !!s)
        .join('.');
    }
    return undefined;
  }
}

/** Variables visible in a method body, innermost scope last. */
export class Scopes {
  private readonly stack: Map<string, string | undefined>[];

  constructor(parent?: Scopes) {
    // Lambdas and local/anonymous classes see the variables of the enclosing method.
    this.stack = parent ? [...parent.stack, new Map()] : [new Map()];
  }

  push(): void {
    this.stack.push(new Map());
  }

  pop(): void {
    if (this.stack.length > 1) this.stack.pop();
  }

  declare(name: string, type: string | undefined): void {
    this.stack[this.stack.length - 1].set(name, type);
  }

  has(name: string): boolean {
    return this.stack.some((scope) => scope.has(name));
  }

  typeOf(name: string): string | undefined {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const scope = this.stack[i];
      if (scope.has(name)) return scope.get(name);
    }
    return undefined;
  }
}

/** The function being lowered. */
export interface FnContext {
  file: FileContext;
  cls?: ClassContext;
  scopes: Scopes;
  typeParams: Set<string>;
  isStatic: boolean;
}

export function resolveType(ctx: FnContext, node: Node | null): string | undefined {
  return ctx.file.resolveTypeNode(node, ctx.cls, ctx.typeParams);
}

/** A field visible from the class being lowered (its own, then the enclosing classes'). */
export function findField(cls: ClassContext | undefined, name: string): { owner: ClassContext; field: FieldInfo } | undefined {
  for (let c = cls; c; c = c.outer) {
    const field = c.fields.get(name);
    if (field) return { owner: c, field };
  }
  return undefined;
}

export function findMethod(cls: ClassContext | undefined, name: string): { owner: ClassContext; isStatic: boolean } | undefined {
  for (let c = cls; c; c = c.outer) {
    const isStatic = c.methods.get(name);
    if (isStatic !== undefined) return { owner: c, isStatic };
  }
  return undefined;
}
