/**
 * The state of lowering one PHP file, shared by the modules of this folder: the namespace and the
 * `use` imports that qualify class and function names, the functions and classes found so far,
 * the class being lowered (for `self`, `static`, `parent`), and statements an expression produced
 * as a side effect (`f($a = g())`).
 *
 * It also carries the dispatchers of the constructs that hold statements (`PhpDispatch`, filled
 * in by `lower/php.ts`), so expressions reach closures and classes without importing the modules
 * that import them: the engine has no import cycle.
 *
 * Names: PHP writes `App\Models\User`; the IR writes `App.Models.User`, like every other
 * language. Variables keep their `$` (`$id`), so a variable never shadows a function of the
 * same name (`$view = view('x')`); superglobals are the names `$_GET`, `$_POST`… and models name them so.
 */
import type { ClassIR, Expr, FunctionIR, ImportBinding, Loc, Stmt } from '../../ir/types.js';
import { locOf, textOf, type FlatNode } from '../flat.js';

export interface PhpDispatch {
  functionNode(ctx: PhpContext, node: FlatNode, name: string, className?: string, isStatic?: boolean): FunctionIR;
  classDeclaration(ctx: PhpContext, node: FlatNode): ClassIR;
  block(ctx: PhpContext, nodes: FlatNode[]): Stmt[];
}

/** The class whose members are being lowered. */
export interface PhpClassScope {
  name: string;
  qualified: string;
  superclass?: string;
}

/**
 * Classes of PHP itself and its bundled extensions: written bare inside a namespace they still
 * mean the global class in practice (code that forgot `use PDO;` fails at run time, so what runs
 * names the global one).
 */
const BUILTIN_CLASSES = new Map([
  'PDO', 'PDOStatement', 'PDOException', 'mysqli', 'mysqli_stmt', 'mysqli_result', 'SQLite3', 'SQLite3Stmt', 'Exception',
  'RuntimeException', 'InvalidArgumentException', 'LogicException', 'Error', 'TypeError', 'Throwable', 'stdClass',
  'DateTime', 'DateTimeImmutable', 'DateInterval', 'ArrayObject', 'ArrayIterator', 'SplFileObject', 'SplFileInfo',
  'DOMDocument', 'DOMXPath', 'SimpleXMLElement', 'XMLReader', 'ZipArchive', 'Closure', 'Generator', 'SoapClient', 'Redis',
  'Memcached', 'CURLFile', 'ReflectionClass', 'ReflectionMethod', 'Phar',
].map((name) => [name.toLowerCase(), name]));

/** `App\Models\User` → `App.Models.User`; a leading `\` (fully qualified) dropped. */
export function dotted(written: string): string {
  return written.replace(/^\\/, '').replace(/\\/g, '.');
}

export class PhpContext {
  /** The current namespace, dotted (`App.Http`), or '' for the global one. */
  namespace = '';
  /** `use A\B as C`: alias → dotted qualified name, for classes. */
  readonly uses = new Map<string, string>();
  /** `use function A\b`: alias → dotted qualified name. */
  readonly functionUses = new Map<string, string>();
  readonly imports: ImportBinding[] = [];
  readonly exports: Record<string, string> = {};
  readonly functions: FunctionIR[] = [];
  readonly classes: ClassIR[] = [];
  /** Classes with `use SomeTrait;`: the traits' qualified names, to copy their methods in (lower/php.ts). */
  readonly traitUses: { cls: ClassIR; traits: string[] }[] = [];
  readonly comments: { text: string; line: number }[] = [];
  /** Enclosing function and class names, for ids. */
  readonly idPath: string[] = [];
  cls?: PhpClassScope;
  /** Statements an expression produced as a side effect, emitted before its statement. */
  pending: Stmt[] = [];
  temp = 0;
  /** Nesting of function bodies: 0 at the top of the file. */
  depth = 0;
  /** The class the function being lowered declares it returns (`: TemplateWrapper`), if any. */
  returnType?: string;
  /** The syntax of the function (or file) being lowered: the variables `extract()` may set are read there. */
  scope?: FlatNode;
  /**
   * Variables last assigned the host of a parsed URL: `$h = parse_url($u, PHP_URL_HOST)` maps
   * `$h` to `$u`'s expression; `$p = parse_url($u)` maps `$p` to it with the field `host`
   * (see `url-hosts.ts`). Any other assignment to the variable removes it.
   */
  readonly urlHosts = new Map<string, { url: Expr; field?: string }>();
  /** The end of the page so far: inline HTML and echoed constants, in file order (`html-context.ts`). */
  htmlTail = '';
  /** The body being lowered reads a superglobal (see `globalsPrologue`). */
  readsSuperglobal = false;
  /** The function being lowered has a `yield`: it is a generator (see `generators.ts`). */
  yields = false;

  constructor(
    readonly source: string,
    readonly path: string,
    private readonly lower: PhpDispatch,
  ) {}

  /**
   * `$GLOBALS = $GLOBALS` at the start of a body that reads a superglobal: the name becomes a
   * local of the body, so a branch that narrows `$_GET['id']` (`if (!isset($_GET['id']) || …)`)
   * narrows that local on its own path and the paths join like any variable's.
   */
  globalsPrologue(loc: Loc): Stmt[] {
    if (!this.readsSuperglobal) return [];
    return [{ kind: 'assign', target: { kind: 'name', name: '$GLOBALS', loc }, value: { kind: 'name', name: '$GLOBALS', loc }, loc }];
  }

  text(node: FlatNode): string {
    return textOf(node, this.source);
  }

  /** A class name as written (`User`, `Models\User`, `\PDO`, `self`) → its dotted qualified name. */
  qualifyClass(written: string): string {
    const lower = written.toLowerCase();
    if ((lower === 'self' || lower === 'static') && this.cls) return this.cls.qualified;
    if (lower === 'parent' && this.cls?.superclass) return this.cls.superclass;
    if (written.startsWith('\\')) return BUILTIN_CLASSES.get(lower.slice(1)) ?? dotted(written);
    if (lower.startsWith('namespace\\')) return this.inNamespace(dotted(written.slice(10)));
    const parts = written.split('\\');
    const used = this.uses.get(parts[0]);
    if (used) return [used, ...parts.slice(1)].join('.');
    // Class names are case-insensitive in PHP: `MySQLi` is the class models call `mysqli`.
    const builtin = parts.length === 1 ? BUILTIN_CLASSES.get(lower) : undefined;
    if (builtin) return builtin;
    return this.inNamespace(dotted(written));
  }

  /**
   * A function name as written. Unqualified calls inside a namespace fall back to the global
   * function in PHP, so they stay bare (`mysqli_query`) and the analysis finds a namespaced
   * function of the tree by its simple name; qualified calls are resolved.
   */
  qualifyFunction(written: string): string {
    if (written.startsWith('\\')) return dotted(written);
    const used = this.functionUses.get(written);
    if (used) return used;
    if (!written.includes('\\')) return written;
    const parts = written.split('\\');
    const usedNs = this.uses.get(parts[0]);
    return usedNs ? [usedNs, ...parts.slice(1)].join('.') : this.inNamespace(dotted(written));
  }

  inNamespace(name: string): string {
    return this.namespace ? `${this.namespace}.${name}` : name;
  }

  addUse(alias: string, qualified: string, kind: 'class' | 'function' | 'const', node: FlatNode): void {
    if (kind === 'function') this.functionUses.set(alias, qualified);
    else if (kind === 'class') this.uses.set(alias, qualified);
    this.imports.push({ local: alias, qualified, loc: locOf(node) });
  }

  functionNode(node: FlatNode, name: string, className?: string, isStatic = false): FunctionIR {
    return this.lower.functionNode(this, node, name, className, isStatic);
  }

  classDeclaration(node: FlatNode): ClassIR {
    return this.lower.classDeclaration(this, node);
  }

  block(nodes: FlatNode[]): Stmt[] {
    return this.lower.block(this, nodes);
  }
}
