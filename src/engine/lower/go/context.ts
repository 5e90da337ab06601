/**
 * What the Go lowerer knows while it walks a file: the package it belongs to, the imports, the
 * functions and struct types lowered so far, and the function being lowered (its receiver and
 * its locals). Type names are resolved here, the way the Go compiler would from the file alone.
 *
 * Names of the scanned tree's packages: a Go package is a folder, so the lowerer names it by its
 * folder (`$go/internal/db`, the root folder is `$go`). Imports keep the path written
 * (`example.com/shop/internal/db`); the program maps an import path to the folder it ends with
 * (`analysis/program.ts`), so the module path of `go.mod` never needs to be known here.
 */
import type { CodedDiagnostic } from '../../diagnostics.js';
import type { ClassIR, Expr, FunctionIR, Loc } from '../../ir/types.js';
import { field, locOf, named, textOf, type FlatNode } from '../flat.js';

export type Node = FlatNode;

/** Constructs holding statements, reached through the context so no module imports its importer. */
export interface GoDispatch {
  funcLiteral(fn: GoFn, node: Node): Expr;
}

/** Go's predeclared identifiers: never a name of the package. */
export const BUILTINS = new Set([
  'append', 'cap', 'clear', 'close', 'complex', 'copy', 'delete', 'imag', 'len', 'make', 'max', 'min', 'new', 'panic',
  'print', 'println', 'real', 'recover', 'bool', 'byte', 'complex64', 'complex128', 'error', 'float32', 'float64', 'int',
  'int8', 'int16', 'int32', 'int64', 'rune', 'string', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uintptr', 'any',
  'comparable', 'true', 'false', 'iota', 'nil',
]);

/** The package folder of a file path, as a tree package name (`$go/internal/db`). */
export function packageKeyOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '$go' : `$go/${path.slice(0, slash)}`;
}

/**
 * The name a package is referred to by when imported without an alias: its last path element,
 * skipping a major-version element (`echo/v4` → echo) and the `go-` prefix and `.vN` suffix
 * conventions (`go-sqlite3` → sqlite3, `yaml.v3` → yaml).
 */
export function defaultImportName(importPath: string): string {
  const parts = importPath.split('/');
  let last = parts[parts.length - 1];
  if (/^v\d+$/.test(last) && parts.length > 1) last = parts[parts.length - 2];
  return last.replace(/\.v\d+$/, '').replace(/^go-/, '').replace(/-go$/, '').replace(/[^\w]/g, '_');
}

export class GoFile {
  readonly pkgKey: string;
  /** Local package name → import path. */
  readonly imports = new Map<string, string>();
  readonly functions: FunctionIR[] = [];
  readonly classes = new Map<string, ClassIR>();
  readonly diagnostics: CodedDiagnostic[] = [];
  readonly exports: Record<string, string> = {};
  /** Package variables holding a compiled constant pattern (`var idRe = regexp.MustCompile(`^\d+$`)`): name → the pattern's literal. */
  readonly patterns = new Map<string, Node>();
  private readonly idsUsed = new Set<string>();

  constructor(
    readonly path: string,
    readonly source: string,
    readonly lower: GoDispatch,
  ) {
    this.pkgKey = packageKeyOf(path);
  }

  text(node: Node): string {
    return textOf(node, this.source);
  }

  /** A function id unique in the file (`init` may be declared several times). */
  uniqueId(base: string): string {
    let id = `${this.path}#${base}`;
    for (let n = 2; this.idsUsed.has(id); n++) id = `${this.path}#${base}(${n})`;
    this.idsUsed.add(id);
    return id;
  }

  /** The qualified name of a package-level name of this file's package. */
  qualify(name: string): string {
    return `${this.pkgKey}.${name}`;
  }

  /** The struct type `name` of this package, as lowered in this file (made on first use). */
  classFor(name: string, loc: Loc): ClassIR {
    let cls = this.classes.get(name);
    if (!cls) {
      cls = { name, qualified: this.qualify(name), interfaces: [], annotations: [], fields: [], methods: [], loc };
      this.classes.set(name, cls);
    }
    return cls;
  }

  /**
   * The type a parameter or struct field declares: its resolved name, or for a slice or array of a
   * predeclared type its spelling (`[]uint`, `[]string`), so a list of numbers is known as one;
   * other slices and maps declare nothing the analysis uses.
   */
  declaredType(node: Node | undefined): string | undefined {
    if (node && (node.type === 'slice_type' || node.type === 'array_type')) {
      const element = field(node, 'element');
      return element?.type === 'type_identifier' && BUILTINS.has(this.text(element)) ? `[]${this.text(element)}` : undefined;
    }
    const type = this.resolveType(node);
    return type === 'slice' || type === 'map' ? undefined : type;
  }

  /** A type node resolved to a qualified name: `*http.Request` → net/http.Request, `User` → $go/app.User. */
  resolveType(node: Node | undefined): string | undefined {
    if (!node) return undefined;
    switch (node.type) {
      case 'pointer_type':
      case 'parenthesized_type':
        return this.resolveType(named(node)[0]);
      case 'generic_type':
        return this.resolveType(field(node, 'type') ?? named(node)[0]);
      case 'qualified_type': {
        const pkg = field(node, 'package');
        const name = field(node, 'name');
        if (!pkg || !name) return undefined;
        const path = this.imports.get(this.text(pkg));
        return path ? `${path}.${this.text(name)}` : undefined;
      }
      case 'type_identifier': {
        const name = this.text(node);
        return BUILTINS.has(name) ? name : this.qualify(name);
      }
      case 'slice_type':
      case 'array_type':
        return 'slice';
      case 'map_type':
        return 'map';
      default:
        return undefined;
    }
  }
}

/** The function being lowered. */
export class GoFn {
  /** Names declared in the function (parameters and locals): never a package import. */
  readonly locals = new Set<string>();
  /** Locals and parameters known to hold channels (`make(chan T)`, `ch chan T`): `range` over one yields its values. */
  readonly channels = new Set<string>();
  private temps = 0;

  constructor(
    readonly file: GoFile,
    /** The receiver's name in a method: read as `this`. */
    readonly receiver?: string,
    readonly outer?: GoFn,
  ) {}

  isLocal(name: string): boolean {
    return this.locals.has(name) || name === this.receiver || !!this.outer?.isLocal(name);
  }

  isChannel(name: string): boolean {
    return this.channels.has(name) || (!this.locals.has(name) && !!this.outer?.isChannel(name));
  }

  isReceiver(name: string): boolean {
    if (this.locals.has(name)) return false;
    return name === this.receiver || (!!this.outer && this.outer.isReceiver(name));
  }

  /** A fresh local name for a value read more than once (`a, b := f()`). */
  temp(): string {
    return `$t${this.temps++}`;
  }
}

export { field, locOf, named };
