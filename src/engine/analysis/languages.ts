/**
 * What the interpreter needs to know about a language family, as data: the one place the
 * analysis differs by language. The modules read these traits (through `Frame.traits`) and never
 * test which language they are running.
 */
import type { LanguageFamily } from '../parse/languages.js';
import { JAVA_CONSTANT_CALLS, JS_CONSTANT_CALLS, PHP_CONSTANT_CALLS, PYTHON_CONSTANT_CALLS, type ConstantCallDialect } from './const-calls.js';

const JS_ELEMENT_KEEPING_METHODS = new Set(['filter', 'slice', 'sort', 'reverse', 'toSorted', 'toReversed']);

export interface LanguageTraits {
  /** Imports name files of the tree by relative path (`./db.query`), resolved to that module's members. */
  importsByPath: boolean;
  /**
   * An import binds what its dotted name locates in the tree when that is a function, a class or
   * an object of known type (Python `from shop.db import find_user`); otherwise it stays a name.
   */
  importsBindTreeValues: boolean;
  /** The types of literals (an object literal is a `dict` in Python). */
  literalTypes: { object: string; array: string; string: string };
  /**
   * The type models give an object made without a prototype (JavaScript `Object.create(null)`):
   * reading it by a request-chosen key never reaches a shared prototype.
   */
  prototypeFreeType?: string;
  /**
   * Methods of a literal list that return a list of (some of) its own elements (JavaScript's
   * `filter`, `slice`, `sort`): the result keeps each element's fields (library-callbacks.ts).
   */
  elementKeepingMethods?: ReadonlySet<string>;
  /**
   * Functions as values, where the language has methods on them. `constructor`: the one whose
   * instances are functions compiled from text (JavaScript's `Function`); calling such a value runs
   * the compiled code with the call's arguments as data, it compiles nothing, so it is no call of the
   * constructor. `bind`: the method that returns the same function with `this` fixed
   * (`conn.query.bind(conn)` still runs `conn.query`).
   */
  functionValues?: { constructor: string; bind: string };
  /** Built-ins and string methods applied to constants fold to constants (`len("ab")`, `"AB".charAt(1)`; const-calls.ts), in this dialect. */
  foldsConstantCalls: ConstantCallDialect | undefined;
  /** Handlers registered where the analysis cannot see get parameter types by use (handler-inference.ts). */
  infersHandlersByUse: boolean;
  /** A response declared non-HTML (`res.type('json')`) is no HTML sink (response-content.ts). */
  declaresResponseContentType: boolean;
  /**
   * Python web idioms: Django views recognised by use and their URL captures
   * (python-view-inference.ts), Werkzeug route converters (route-converters.ts), `re.sub` to a
   * safe alphabet (safe-alphabet.ts), responses retyped after they are built
   * (python-response-type.ts), `str.startswith`, Django URL checks and checks returned by helpers
   * (python-guards.ts).
   */
  pythonWebIdioms: boolean;
  /**
   * `/`, `%`, bitwise operators and shifts of two constant numbers fold with Java's semantics:
   * integral operands divide to the truncated quotient (`500 / 4` is 125, `7 / 2` is 3), `%` keeps
   * the dividend's sign, `&`/`|`/`^`/shifts fold on values an `int` holds. Other dialects leave
   * them unfolded (Python's `%` floors and formats strings, PHP's casts to int).
   */
  foldsJavaArithmetic: boolean;
  /**
   * `%` with a string on its left formats (Python's `FORMAT % values`). The lowerer builds the
   * string when the format is written in place; a format held in a name (a module constant) is
   * known only to the analysis, which must not take it for arithmetic.
   */
  percentFormatsStrings: boolean;
  /**
   * Set when a function value is an instance of a functional interface: calling any method of it
   * but these default and Object methods (`supplier.get()`, `fn.apply(x)`, `task.run()`) runs the
   * function. JavaScript's `f.call`/`f.apply`/`f.bind` mean something else.
   */
  functionalInterfaces: ReadonlySet<string> | undefined;
  /**
   * String methods that replace every occurrence of a pattern given as text (html-escapes.ts):
   * `literal` ones take the text itself (Java's `replace`), `regex` ones the source of a regular
   * expression (Java's `replaceAll`). Without it a pattern counts only as a global regex literal
   * (JavaScript's `/</g`; its `replace` with a string pattern replaces the first occurrence only).
   */
  textReplaceAll?: { literal: ReadonlySet<string>; regex: ReadonlySet<string> };
  /**
   * Declared types are enforced (Java): a method declared to return a number or an enum answers no text
   * (java-inert-types.ts), and a bodiless interface method may be a framework-generated MyBatis mapper
   * statement (mybatis-statements.ts).
   */
  enforcesDeclaredTypes?: boolean;
  /**
   * Methods the language calls on objects of the tree's classes (object-protocols.ts): `stringMethod`
   * gives the text of an object joined into a string or written by one of `outputCalls`
   * (PHP `__toString` under `echo`); `indexGetter` is what an index read runs on an instance of a
   * class implementing `interface` (PHP `ArrayAccess::offsetGet`).
   */
  objectProtocols?: { stringMethod: string; outputCalls: readonly string[]; indexGetter: { interface: string; method: string } };
  /** A string holding a function's name is callable and calls that function (PHP `$f = 'trim'; $f($x)`). */
  callsFunctionsByName?: boolean;
  /** Methods of a class may share a name and differ by their number of parameters (Java overloads, overloads.ts). */
  overloadsByArity?: boolean;
  /**
   * A member read that is not a call names a field: methods live in a namespace of their own and
   * become values only through a method reference (Java `obj::m`). A record component and its
   * accessor, or a DTO field and a method of the same name, are then told apart.
   */
  fieldsApartFromMethods?: boolean;
  /**
   * Files run in the scope of the code including them (file-includes.ts): `calls` include a file
   * (PHP `include`, `require_once`…), `extract` binds an array's keys as variables named with `sigil`.
   */
  fileInclusion?: { calls: ReadonlySet<string>; extract: string; sigil: string };
  /**
   * A construction of a class of the tree that has no constructor, given one object, is a struct
   * literal: the instance holds the object's fields (Go `store.Filter{Name: n}`, which the lowerer
   * writes as a construction because another package's type may be a library's).
   */
  structLiterals?: boolean;
  /**
   * A function of the tree called with `new` builds an object (JavaScript's constructor functions,
   * the class idiom before `class`): `this` is the new object, and the functions assigned to the
   * named member of the function (`F.prototype.find = function …`) are its methods
   * (constructor-functions.ts).
   */
  constructorFunctions?: { prototype: string };
  /**
   * An attribute an instance does not set itself is read from its class (Python's lookup through
   * the class and its bases): `form.title` of `class F(FlaskForm): title = StringField()`.
   */
  instancesReadClassAttributes?: boolean;
  /** The compiler keeps declared types: parameters and fields of these types hold numbers (declared-numbers.ts). */
  declaredNumbers?: DeclaredNumbers;
  /**
   * A class's instance method called through the class from a method of an instance of it runs on
   * that instance (PHP `parent::__construct($request)`, `self::helper()`, `Base::m()`): it sets and
   * reads the caller's `$this`.
   */
  classCallsKeepThis?: boolean;
  /**
   * ORM query scopes (query-scopes.ts): a call of `name` on a model class, or on a query typed as
   * the model, that the model does not define runs its method `prefix` + `Name` with the query first.
   */
  queryScopes?: { modelBase: string; prefix: string };
  /**
   * Queued jobs (job-dispatch.ts): a class implementing one of `interfaces`, dispatched by a static
   * call of one of `dispatchMethods` or passed new to `dispatchHelper`, runs `runMethod` on the job.
   */
  queuedJobs?: { interfaces: readonly string[]; dispatchMethods: readonly string[]; dispatchHelper: string; runMethod: string };
}

/** Numeric declared types of a language, how it spells arrays, and the element types whose arrays are text. */
export interface DeclaredNumbers {
  numbers: ReadonlySet<string>;
  /** `[]T` (Go, also `*T`) or `T[]` / `T...` (Java). */
  arrays: 'prefix' | 'suffix';
  textElements: ReadonlySet<string>;
}

const GO_NUMBERS: DeclaredNumbers = {
  numbers: new Set(['int', 'int8', 'int16', 'int32', 'int64', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uintptr', 'float32', 'float64', 'complex64', 'complex128', 'byte', 'rune', 'bool']),
  arrays: 'prefix',
  textElements: new Set(['byte', 'uint8', 'rune', 'int32']),
};

/** Java's `char` is left out: one character can be a quote. */
const JAVA_NUMBERS: DeclaredNumbers = {
  numbers: new Set([
    'int', 'long', 'short', 'byte', 'float', 'double', 'boolean', 'Integer', 'Long', 'Short', 'Byte', 'Float', 'Double', 'Boolean',
    'java.lang.Integer', 'java.lang.Long', 'java.lang.Short', 'java.lang.Byte', 'java.lang.Float', 'java.lang.Double', 'java.lang.Boolean',
  ]),
  arrays: 'suffix',
  textElements: new Set(['byte', 'Byte', 'java.lang.Byte']),
};

/** Default and Object methods of Java's functional interfaces: they do not run the function itself. */
const JAVA_FUNCTIONAL_DEFAULT_METHODS: ReadonlySet<string> = new Set(['andThen', 'compose', 'negate', 'and', 'or', 'reversed', 'thenComparing', 'equals', 'hashCode', 'toString', 'getClass']);

export const TRAITS: Record<LanguageFamily, LanguageTraits> = {
  javascript: { importsByPath: true, importsBindTreeValues: false, literalTypes: { object: 'Object', array: 'Array', string: 'String' }, prototypeFreeType: 'Object.NullPrototype', elementKeepingMethods: JS_ELEMENT_KEEPING_METHODS, functionValues: { constructor: 'Function', bind: 'bind' }, constructorFunctions: { prototype: 'prototype' }, foldsConstantCalls: JS_CONSTANT_CALLS, infersHandlersByUse: true, declaresResponseContentType: true, pythonWebIdioms: false, foldsJavaArithmetic: false, percentFormatsStrings: false, functionalInterfaces: undefined },
  python: { importsByPath: false, importsBindTreeValues: true, literalTypes: { object: 'dict', array: 'list', string: 'str' }, foldsConstantCalls: PYTHON_CONSTANT_CALLS, infersHandlersByUse: false, declaresResponseContentType: false, pythonWebIdioms: true, foldsJavaArithmetic: false, percentFormatsStrings: true, functionalInterfaces: undefined, instancesReadClassAttributes: true },
  java: { importsByPath: false, importsBindTreeValues: true, literalTypes: { object: 'java.lang.Object', array: 'java.util.List', string: 'java.lang.String' }, foldsConstantCalls: JAVA_CONSTANT_CALLS, infersHandlersByUse: false, declaresResponseContentType: false, pythonWebIdioms: false, foldsJavaArithmetic: true, percentFormatsStrings: false, functionalInterfaces: JAVA_FUNCTIONAL_DEFAULT_METHODS, overloadsByArity: true, fieldsApartFromMethods: true, declaredNumbers: JAVA_NUMBERS, enforcesDeclaredTypes: true, textReplaceAll: { literal: new Set(['replace']), regex: new Set(['replaceAll']) } },
  go: { importsByPath: false, importsBindTreeValues: true, literalTypes: { object: 'map', array: 'slice', string: 'string' }, foldsConstantCalls: undefined, infersHandlersByUse: false, declaresResponseContentType: true, pythonWebIdioms: false, foldsJavaArithmetic: false, percentFormatsStrings: false, functionalInterfaces: undefined, structLiterals: true, declaredNumbers: GO_NUMBERS },
  php: { importsByPath: false, importsBindTreeValues: true, literalTypes: { object: 'array', array: 'array', string: 'string' }, foldsConstantCalls: PHP_CONSTANT_CALLS, infersHandlersByUse: false, declaresResponseContentType: true, pythonWebIdioms: false, foldsJavaArithmetic: false, percentFormatsStrings: false, functionalInterfaces: undefined,
    objectProtocols: {
      stringMethod: '__toString',
      // What the lowerer makes of `echo`, `print` and `<?= ?>`, with its page-context markers (html-context.ts).
      outputCalls: ['echo', 'print', 'php.html.script', 'php.html.attr', 'php.html.url', 'php.html.quoted'],
      indexGetter: { interface: 'ArrayAccess', method: 'offsetGet' },
    },
    callsFunctionsByName: true,
    classCallsKeepThis: true,
    queryScopes: { modelBase: 'Illuminate.Database.Eloquent.Model', prefix: 'scope' },
    queuedJobs: { interfaces: ['Illuminate.Contracts.Queue.ShouldQueue'], dispatchMethods: ['dispatch', 'dispatchSync', 'dispatchNow', 'dispatchAfterResponse'], dispatchHelper: 'dispatch', runMethod: 'handle' },
    fileInclusion: { calls: new Set(['include', 'include_once', 'require', 'require_once']), extract: 'extract', sigil: '$' },
  },
};

/**
 * Types of object literals whose fields a sink does not take as a whole (a JSON body's fields go
 * where the callee decides). Java has no object literal.
 */
export const OBJECT_LITERAL_TYPES: ReadonlySet<string> = new Set([TRAITS.javascript.literalTypes.object, TRAITS.python.literalTypes.object]);
