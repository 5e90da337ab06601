/**
 * The intermediate representation (IR) every language is lowered into.
 *
 * It is deliberately small: the analysis only needs to know where values come from, how they
 * are combined, where they go, and which branches can run. Anything a lowerer does not
 * understand becomes an `unknown` expression that still carries its sub-expressions, so taint
 * flowing through an unmodelled construct is not lost and nothing throws.
 *
 * Naming convention for resolved names (`qualified`): a dotted path rooted at the module or
 * package a value was imported from, written the way the language's own ecosystem writes it.
 *   JavaScript: `child_process.exec`, `express`, `fs.promises.readFile`, `pg.Client`
 *   Python:     `flask.request`, `os.system`, `subprocess.run`, `sqlalchemy.text`
 *   Java:       `java.sql.Statement`, `javax.servlet.http.HttpServletRequest`
 * Java types of locals, parameters and fields are resolved the same way through imports
 * (`Statement` + `import java.sql.Statement` → `java.sql.Statement`; `java.lang.*` implied).
 */
import type { CodedDiagnostic } from '../diagnostics.js';

/** 1-based lines and columns; end is exclusive. */
export interface Loc {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** Byte offsets into the file's source, so reports can cut the exact snippet. */
  startIndex: number;
  endIndex: number;
}

export type ConstValue = string | number | boolean | null;

/**
 * Binary operators, whatever the language spells them: each lowerer maps its spelling
 * (`lower/operators.ts`), so the analysis never sees `&&` and `and` as different things.
 * - `and`, `or`, `nullish`: short-circuit logic (`&&`/`and`, `||`/`or`, `??`).
 * - `eq`, `ne`: equality (`==`, `===`, Python `is`, Java `a.equals(b)`) and its negation.
 * - `eqIgnoreCase`: Java `a.equalsIgnoreCase(b)`.
 * - `lt`, `gt`, `le`, `ge`, `in` (membership; Python's `a not in b` is lowered as `not (a in b)`), `instanceof`: other comparisons.
 * - `add` (numbers, or unknowns that may be strings; plain string building is `concat`), and
 *   arithmetic or bitwise `sub`, `mul`, `div`, `floorDiv` (Python `//`), `mod`, `pow`,
 *   `matMul` (Python `@`), `shl`, `shr`, `ushr`, `bitAnd`, `bitOr`, `bitXor`.
 * - `other`: a spelling no table knows (taint flows through it).
 */
export type BinaryOp =
  | 'and' | 'or' | 'nullish'
  | 'eq' | 'ne' | 'eqIgnoreCase' | 'lt' | 'gt' | 'le' | 'ge' | 'in' | 'instanceof'
  | 'add' | 'sub' | 'mul' | 'div' | 'floorDiv' | 'mod' | 'pow' | 'matMul'
  | 'shl' | 'shr' | 'ushr' | 'bitAnd' | 'bitOr' | 'bitXor'
  | 'other';

/**
 * Unary operators: `not` (`!`, `not`), `neg` (`-`), `plus` (`+`, a number conversion), `bitNot`
 * (`~`), `increment` (`++`/`--` used as a value), `typeof`, `void`, `delete`, and `other` (a
 * spelling no table knows: the operand's value passes through).
 */
export type UnaryOp = 'not' | 'neg' | 'plus' | 'bitNot' | 'increment' | 'typeof' | 'void' | 'delete' | 'other';

export type Expr =
  /** A literal: string, number, boolean, null/None/undefined. */
  /** `float`: a floating-point literal (Java `4.0`, or a `double` local given `4`): `/` does not truncate, its text is `4.0`. */
  | { kind: 'const'; value: ConstValue; loc: Loc; float?: true }
  /**
   * A variable read. `qualified` is set when the name resolves to an import or well-known
   * global (`require('child_process')` bound to `cp` gives `cp` qualified `child_process`;
   * Python `from flask import request as r` gives `r` qualified `flask.request`). `type` is
   * the declared (Java, TypeScript annotation) or constructed type when the lowerer knows it.
   */
  | { kind: 'name'; name: string; qualified?: string; type?: string; loc: Loc }
  /** `this` / `self`. */
  | { kind: 'this'; type?: string; loc: Loc }
  /**
   * Property or element access. `property` is a string when the key is constant
   * (`a.b`, `a["b"]`, `a[0]` gives "0"); otherwise an expression (`a[k]`).
   */
  | {
      kind: 'member';
      object: Expr;
      property: string | Expr;
      /** Declared type of the member when the lowerer knows it (Java fields of classes in the file). */
      type?: string;
      loc: Loc;
    }
  /**
   * A call. `callee` is the called expression as written (a `member` for method calls, whose
   * `object` is the receiver). `isNew` marks constructors (`new X()`, Java `new X()`; Python
   * class calls are ordinary calls). `kwargs` holds Python keyword arguments and nothing else.
   * `spread` marks arguments written `...xs` / `*xs`.
   */
  | {
      kind: 'call';
      callee: Expr;
      args: Expr[];
      kwargs?: Record<string, Expr>;
      isNew?: boolean;
      loc: Loc;
    }
  /**
   * String building whose result contains every part: `a + b` on strings, template literals,
   * f-strings, `"%s" % x`, `String.format`, `"".join`, `StringBuilder.append` chains are lowered
   * by the analysis from calls, not here. Lowerers emit `concat` only for syntax that is plainly
   * string building (template literals, f-strings, `+` where either side is a string literal or a
   * concat, Python `%` with a string literal on the left).
   */
  | { kind: 'concat'; parts: Expr[]; loc: Loc }
  /** Other binary operators, including `+` between unknowns, comparisons and logic; see `BinaryOp`. */
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; loc: Loc }
  /** Unary operators; see `UnaryOp` (`await` is dropped by lowerers). */
  | { kind: 'unary'; op: UnaryOp; operand: Expr; loc: Loc }
  /** `c ? a : b`, Python `a if c else b`. */
  | { kind: 'cond'; test: Expr; then: Expr; else: Expr; loc: Loc }
  /** Object / dict literal. Spread entries have key `null`. Keys are strings when constant. */
  | { kind: 'object'; entries: { key: string | Expr | null; value: Expr }[]; loc: Loc }
  /** Array / list / tuple / set literal. */
  | { kind: 'array'; elements: Expr[]; loc: Loc }
  /** A function value: arrow function, lambda, function expression, Java lambda or method reference body. */
  | { kind: 'function'; fn: FunctionIR; loc: Loc }
  /** A cast or type assertion: the value is unchanged, the type is known. */
  | { kind: 'cast'; type: string; value: Expr; loc: Loc }
  /** Anything else; children keep their taint visible to the analysis. */
  | { kind: 'unknown'; note?: string; children: Expr[]; loc: Loc };

/**
 * The `note` of an `unknown` that is a slice without a step, `s[a:b]`: children are [object,
 * start, stop], a `null` constant for a bound left out. Its taint is the object's; a slice of a
 * constant string with constant bounds is folded by the analysis.
 */
export const SLICE_RANGE = 'slice-range';

/** Where an assignment writes. Destructuring is lowered to several assigns reading members. */
export type Target =
  | { kind: 'name'; name: string; loc: Loc }
  | { kind: 'member'; object: Expr; property: string | Expr; loc: Loc };

export type Stmt =
  /**
   * Assignment and declaration alike (`let x = …`, `x = …`, `x += …` lowered to `x = x + …`,
   * Java `Type x = …` with `declaredType`). A declaration without a value assigns `const undefined/null`.
   */
  /** `declaredWithoutValue`: a declaration with no initialiser (`let url;`), lowered as an assignment of null. */
  | { kind: 'assign'; target: Target; value: Expr; declaredType?: string; declaredWithoutValue?: true; loc: Loc }
  | { kind: 'expr'; expr: Expr; loc: Loc }
  | { kind: 'return'; value?: Expr; loc: Loc }
  | { kind: 'throw'; value?: Expr; loc: Loc }
  | { kind: 'if'; test: Expr; then: Stmt[]; else: Stmt[]; loc: Loc }
  /** `switch`/`match`: each case body runs when `tests` match (empty `tests` = default); `fallsThrough` when the body does not end in break/return. */
  | {
      kind: 'switch';
      discriminant: Expr;
      cases: { tests: Expr[]; body: Stmt[]; fallsThrough: boolean }[];
      loc: Loc;
    }
  /**
   * Every loop. `each` is set for for-of / for-in / Python for / Java enhanced for: each
   * iteration assigns an element of `each.iterable` (`of`: elements, `in`: keys) to `each.target`.
   */
  | {
      kind: 'loop';
      test?: Expr;
      each?: { target: Target; iterable: Expr; over: 'elements' | 'keys' };
      body: Stmt[];
      /** Runs after each iteration (C-style `for` update). */
      update: Stmt[];
      loc: Loc;
    }
  | {
      kind: 'try';
      body: Stmt[];
      handlers: { param?: string; types?: string[]; body: Stmt[] }[];
      finally: Stmt[];
      loc: Loc;
    }
  | { kind: 'break'; loc: Loc }
  | { kind: 'continue'; loc: Loc }
  /** A nested named function or class method declared inside a body. */
  | { kind: 'function'; fn: FunctionIR; loc: Loc }
  /** A Python `with x as y` or Java try-with-resources resource is lowered to `assign`; anything unmodelled keeps its expressions here. */
  | { kind: 'unknown'; note?: string; exprs: Expr[]; loc: Loc };

/** An annotation or decorator, with its arguments (`@app.route("/x", methods=["POST"])`, `@RequestParam("id")`). */
export interface Annotation {
  /** Name as written (`app.route`, `RequestParam`). */
  name: string;
  /** Resolved through imports when possible (`org.springframework.web.bind.annotation.RequestParam`, `flask.Flask.route` is not resolvable: keep the written name). */
  qualified?: string;
  /** The decorator expression itself when it is a call (`app.route(...)`); lets the analysis resolve `app`. */
  expr?: Expr;
  args: Expr[];
  kwargs?: Record<string, Expr>;
  loc: Loc;
}

export interface Param {
  name: string;
  /** Declared type, resolved through imports (Java; TypeScript annotations when present). */
  type?: string;
  annotations: Annotation[];
  /** Default value (Python, JS). */
  default?: Expr;
  /** `...rest`, `*args`, `**kwargs`, Java varargs. */
  rest?: 'list' | 'dict';
  /** PHP `&$x`: the caller's variable takes the value the parameter holds when the function ends. */
  byRef?: boolean;
  /** A destructured parameter (`({ query }) => …`) is lowered to a synthetic name plus assigns at the start of the body. */
  loc: Loc;
}

export interface FunctionIR {
  /** Name as declared; anonymous functions get `<anonymous@line:col>`. */
  name: string;
  /**
   * Unique within the scanned tree: `path/to/file.ts#Class.method`, `pkg.Class#method(2)` for
   * Java (arity disambiguates overloads), `module.path#func`. Used as the key of summaries.
   */
  id: string;
  params: Param[];
  body: Stmt[];
  annotations: Annotation[];
  /** Enclosing class, when a method. */
  className?: string;
  isStatic?: boolean;
  /** Declared return type (Java, TypeScript annotations). */
  returnType?: string;
  /** PHP `function () use (&$sql)`: the body writes variables of the scope it was made in. */
  writesCaptures?: boolean;
  /** Declared `async` (JavaScript): it answers through a promise, as Koa handlers do (handler-inference.ts). */
  isAsync?: boolean;
  /**
   * Python: names the body binds (assignment, `for`, `with`, `def`…) that are not declared `global`
   * or `nonlocal`. They are the function's own even where the module binds the same name, so an
   * assignment never writes through to the enclosing scope.
   */
  locals?: string[];
  /**
   * JavaScript: names the function's own scope declares (`let`/`const`/`var`, parameters, nested
   * function declarations). An assignment to any other name writes an enclosing scope's variable
   * (module-state.ts reads which functions write the module's bindings).
   */
  declaredNames?: string[];
  loc: Loc;
}

export interface ClassIR {
  name: string;
  /** Fully qualified (`com.acme.UserDao`, `src/models.py#User`). */
  qualified: string;
  superclass?: string;
  interfaces: string[];
  annotations: Annotation[];
  /** `hidden`: declared private or protected (PHP), so code outside the class cannot write it by name. */
  fields: { name: string; type?: string; isStatic?: boolean; hidden?: boolean; value?: Expr; annotations: Annotation[]; loc: Loc }[];
  methods: FunctionIR[];
  /**
   * Java methods declared without a body (interface and abstract methods), each with an empty body:
   * never run, but their parameters and annotations are what a framework that generates the
   * implementation reads (MyBatis mapper statements: analysis/mybatis-statements.ts).
   */
  signatures?: FunctionIR[];
  /** A Java enum: its values are its constants only. */
  isEnum?: true;
  /** Declared inside a function body (a Java local or anonymous class): its methods see that body's variables. */
  capturesEnclosing?: boolean;
  loc: Loc;
}

/** One binding an import creates in the module scope. */
export interface ImportBinding {
  /** Local name (`cp`, `exec`, `r`, `Statement`). */
  local: string;
  /** What it resolves to (`child_process`, `child_process.exec`, `flask.request`, `java.sql.Statement`). */
  qualified: string;
  loc: Loc;
}

export interface ModuleIR {
  /** Repository-relative path with forward slashes. */
  path: string;
  language: 'javascript' | 'typescript' | 'tsx' | 'python' | 'java' | 'go' | 'php';
  /** Java package, Python dotted module path derived from the file path, JS undefined. */
  moduleName?: string;
  imports: ImportBinding[];
  /** Names this module exports (JS `export`, `module.exports.x`), mapped to function ids when they are functions (PHP constants: `PHP_CONSTANT_EXPORT` + name). */
  exports: Record<string, string>;
  /** Top-level code as a function named `<module>` (id `path#<module>`), then every function and method (nested ones included). */
  topLevel: FunctionIR;
  functions: FunctionIR[];
  classes: ClassIR[];
  /** Comments with their lines, for inline suppressions (never used to decide what is vulnerable). */
  comments: { text: string; line: number }[];
  diagnostics: CodedDiagnostic[];
}

/** The export id of a constant a PHP file's top-level code defines (`define('NAME', …)`, `const NAME = …`): global, read by any file. */
export const PHP_CONSTANT_EXPORT = 'const:';
