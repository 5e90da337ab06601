/**
 * Calls whose result is a constant when their arguments are: built-ins and string methods applied
 * to constants, in the dialect a language's traits name (`foldsConstantCalls`): Python
 * (`len("ab")`, `"ABC".lower()`, `str(7)`) or Java (`"ABC".charAt(1)`, `"xyzSHA".substring(3)`).
 * Folding them lets an `if`/ternary/`switch` whose test only looks dynamic pick its one branch,
 * as the code always does.
 */
import type { ConstValue } from '../ir/types.js';
import { isConstantCollection } from './containers.js';
import { keySelection, type KeySelectionCalls } from './key-selections.js';
import { objectView } from './object-views.js';
import { splitKnownPrefix } from './prefix-splits.js';
import { constant, hasTaint, isConst, type AbsValue } from './values.js';

type Fold = (args: ConstValue[]) => ConstValue | undefined;

/** A fold of exactly one argument (`int(x, 16)` takes a base it does not model). */
const unary = (f: (a: ConstValue) => ConstValue | undefined): Fold => (args) => (args.length === 1 ? f(args[0]) : undefined);

const BUILTINS: Record<string, Fold> = {
  len: unary((a) => (typeof a === 'string' ? [...a].length : undefined)),
  str: unary((a) => (typeof a === 'string' || typeof a === 'number' || typeof a === 'boolean' ? (typeof a === 'boolean' ? (a ? 'True' : 'False') : String(a)) : undefined)),
  int: unary((a) => (typeof a === 'number' ? Math.trunc(a) : typeof a === 'string' && /^\s*[-+]?\d+\s*$/.test(a) ? Number.parseInt(a, 10) : undefined)),
  abs: unary((a) => (typeof a === 'number' ? Math.abs(a) : undefined)),
};

type StringMethod = (s: string, args: ConstValue[]) => ConstValue | undefined;

const PYTHON_STRING_METHODS: Record<string, StringMethod> = {
  lower: (s) => s.toLowerCase(),
  upper: (s) => s.toUpperCase(),
  strip: (s, [c]) => (c === undefined ? s.trim() : undefined),
  startswith: (s, [p]) => (typeof p === 'string' ? s.startsWith(p) : undefined),
  endswith: (s, [p]) => (typeof p === 'string' ? s.endsWith(p) : undefined),
  find: (s, [p]) => (typeof p === 'string' ? s.indexOf(p) : undefined),
  replace: (s, [a, b]) => (typeof a === 'string' && typeof b === 'string' ? s.split(a).join(b) : undefined),
};

const int = (v: ConstValue | undefined): v is number => typeof v === 'number' && Number.isInteger(v);
/** Java's `indexOf` takes a String or a char (a one-character string here) and an optional start. */
const javaIndexOf = (s: string, [p, from]: ConstValue[]): number | undefined => {
  if (typeof p !== 'string') return undefined;
  if (from === undefined) return s.indexOf(p);
  return int(from) ? s.indexOf(p, Math.max(from, 0)) : undefined;
};

/**
 * `java.lang.String` methods (UTF-16 indexes, as JavaScript's): out-of-range indexes throw in
 * Java, so they do not fold. A `char` is a one-character string in the IR.
 */
const JAVA_STRING_METHODS: Record<string, StringMethod> = {
  charAt: (s, [i]) => (int(i) && i >= 0 && i < s.length ? s[i] : undefined),
  substring: (s, [a, b]) => {
    const end = b === undefined ? s.length : b;
    return int(a) && int(end) && a >= 0 && a <= end && end <= s.length ? s.substring(a, end) : undefined;
  },
  indexOf: javaIndexOf,
  lastIndexOf: (s, [p]) => (typeof p === 'string' ? s.lastIndexOf(p) : undefined),
  length: (s) => s.length,
  isEmpty: (s) => s.length === 0,
  toUpperCase: (s, args) => (args.length === 0 ? s.toUpperCase() : undefined),
  toLowerCase: (s, args) => (args.length === 0 ? s.toLowerCase() : undefined),
  trim: (s) => s.trim(),
  startsWith: (s, [p]) => (typeof p === 'string' ? s.startsWith(p) : undefined),
  endsWith: (s, [p]) => (typeof p === 'string' ? s.endsWith(p) : undefined),
  contains: (s, [p]) => (typeof p === 'string' ? s.includes(p) : undefined),
  equalsIgnoreCase: (s, [p]) => (typeof p === 'string' ? s.toLowerCase() === p.toLowerCase() : undefined),
  concat: (s, [p]) => (typeof p === 'string' ? s + p : undefined),
  replace: (s, [a, b]) => (typeof a === 'string' && typeof b === 'string' ? s.split(a).join(b) : undefined),
  formatted: (s, values) => javaFormat(s, values),
};

/** A language's foldable calls: built-ins by resolved name, and methods on constant strings. */
export interface ConstantCallDialect {
  builtins: Record<string, Fold>;
  /** Built-ins that copy a collection into another kind (`frozenset({...})`, `tuple([...])`): a constant collection stays one, so an allow-list built this way still pins a value. */
  collectionCopies?: ReadonlySet<string>;
  /** The type of dict literals whose `items()`/`keys()`/`values()` of a closed, untainted dict fold to lists of its entries. */
  dictType?: string;
  stringMethods: Record<string, StringMethod>;
  /** `(key, array)` checks of a constant key in an array whose keys are all known: whether it is one of them (PHP `array_key_exists`). */
  keyChecks?: ReadonlySet<string>;
  /** The keys of an array whose keys are all known, as a list of constants (PHP `array_keys`). */
  keyLists?: ReadonlySet<string>;
  /** Key selections by known keys (PHP `array_flip`, `array_intersect_key`; key-selections.ts), with the array type they answer. */
  keySelections?: KeySelectionCalls & { arrayType: string };
  /** `Object.keys/values/entries` of an object with known fields give arrays of them (object-views.ts). */
  objectViews?: boolean;
  /** Properties read from a constant string (`'abc'.length`). */
  stringProperties?: Record<string, (s: string) => ConstValue>;
  pathFunctions: Record<string, (args: string[]) => string | undefined>;
  /** Functions `f(separator, text)` splitting text, whose result is partly known from the text's known beginning (prefix-splits.ts), and the type of the list they return. */
  splits?: { names: ReadonlySet<string>; listType: string };
}

/**
 * JavaScript `String.prototype` methods on a constant string, with JavaScript's own semantics:
 * `substring` clamps and swaps its bounds, `slice` counts negative indexes from the end, `replace`
 * with a string pattern replaces the first occurrence only (its replacement's `$` patterns are not
 * folded). So `'ABC'.charAt(1)` picks a `switch` arm as the Java dialect does.
 */
const JS_STRING_METHODS: Record<string, StringMethod> = {
  charAt: (s, [i]) => (int(i) ? s.charAt(i) : undefined),
  substring: (s, [a, b]) => (int(a) && (b === undefined || int(b)) ? s.substring(a, b) : undefined),
  slice: (s, [a, b]) => (int(a) && (b === undefined || int(b)) ? s.slice(a, b) : undefined),
  indexOf: (s, [p]) => (typeof p === 'string' ? s.indexOf(p) : undefined),
  lastIndexOf: (s, [p]) => (typeof p === 'string' ? s.lastIndexOf(p) : undefined),
  toUpperCase: (s, args) => (args.length === 0 ? s.toUpperCase() : undefined),
  toLowerCase: (s, args) => (args.length === 0 ? s.toLowerCase() : undefined),
  trim: (s) => s.trim(),
  startsWith: (s, [p]) => (typeof p === 'string' ? s.startsWith(p) : undefined),
  endsWith: (s, [p]) => (typeof p === 'string' ? s.endsWith(p) : undefined),
  includes: (s, [p]) => (typeof p === 'string' ? s.includes(p) : undefined),
  repeat: (s, [n]) => (int(n) && n >= 0 && s.length * n <= 4096 ? s.repeat(n) : undefined),
  padStart: (s, [n, f]) => (int(n) && n <= 4096 && (f === undefined || typeof f === 'string') ? s.padStart(n, f) : undefined),
  padEnd: (s, [n, f]) => (int(n) && n <= 4096 && (f === undefined || typeof f === 'string') ? s.padEnd(n, f) : undefined),
  concat: (s, values) => (values.every((v) => typeof v === 'string') ? s.concat(...(values as string[])) : undefined),
  replace: (s, [a, b]) => (typeof a === 'string' && typeof b === 'string' && !b.includes('$') ? s.replace(a, b) : undefined),
};

export const JS_CONSTANT_CALLS: ConstantCallDialect = { builtins: {}, stringMethods: JS_STRING_METHODS, stringProperties: { length: (s) => s.length }, pathFunctions: {}, objectViews: true };

/** `p` without its trailing slashes (a loop: a regex anchored at the end backtracks on long runs). */
function trimSlashes(p: string): string {
  let end = p.length;
  while (end > 0 && p[end - 1] === '/') end--;
  return p.slice(0, end);
}

/** `os.path` functions on constant paths (POSIX semantics: a later absolute part restarts the path). */
const PATH_FUNCTIONS: Record<string, (args: string[]) => string | undefined> = {
  'os.path.join': (parts) => parts.reduce((acc, p) => (p.startsWith('/') || acc === '' ? p : acc.endsWith('/') ? acc + p : `${acc}/${p}`), ''),
  'os.path.dirname': ([p]) => (p === undefined ? undefined : p.includes('/') ? trimSlashes(p.slice(0, p.lastIndexOf('/'))) || '/' : ''),
  'os.path.basename': ([p]) => (p === undefined ? undefined : p.slice(p.lastIndexOf('/') + 1)),
};

/**
 * The constant a call evaluates to, or undefined. `qname` is a built-in's resolved name;
 * `receiver` and `method` describe a method call on a value.
 */
export function foldConstantCall(qname: string | undefined, receiver: AbsValue | undefined, method: string | undefined, args: AbsValue[], dialect: ConstantCallDialect = PYTHON_CONSTANT_CALLS): AbsValue | undefined {
  if (qname && dialect.collectionCopies?.has(qname) && !receiver && args.length === 1 && isConstantCollection(args[0])) return args[0];
  const view = dialect.objectViews ? objectView(qname, args) : undefined;
  if (view) return view;
  if (receiver && method && dialect.dictType && args.length === 0) {
    const view = dictView(receiver, method, dialect.dictType);
    if (view) return view;
  }
  if (qname && !receiver && dialect.splits?.names.has(qname) && args.length === 2) {
    const split = splitKnownPrefix(args[0], args[1], dialect.splits.listType);
    if (split) return split;
  }
  if (qname && !receiver && dialect.keyLists?.has(qname) && args.length === 1 && args[0].fields && !args[0].open && !args[0].anyField) {
    return { fields: new Map([...args[0].fields.keys()].map((k, i) => [String(i), constant(k)])), types: args[0].types };
  }
  if (qname && !receiver && dialect.keySelections) {
    const selected = keySelection(qname, args, dialect.keySelections, dialect.keySelections.arrayType);
    if (selected) return selected;
  }
  if (qname && !receiver && dialect.keyChecks?.has(qname) && args.length === 2 && isConst(args[0]) && args[1].fields && !args[1].open && !args[1].anyField) {
    return constant(args[1].fields.has(String(args[0].const.value)));
  }
  if (!args.every(isConst)) return undefined;
  // A floating-point constant prints and divides unlike the integer its value looks like here.
  if (args.some((a) => a.const?.float) || receiver?.const?.float) return undefined;
  const values = args.map((a) => (a as { const: { value: ConstValue } }).const.value);
  let out: ConstValue | undefined;
  const { builtins, stringMethods, pathFunctions } = dialect;
  if (qname && Object.hasOwn(pathFunctions, qname)) out = values.length >= 1 && values.every((v) => typeof v === 'string') ? pathFunctions[qname](values as string[]) : undefined;
  else if (receiver && method && !(qname && Object.hasOwn(builtins, qname))) {
    if (isConst(receiver) && typeof receiver.const.value === 'string' && Object.hasOwn(stringMethods, method)) out = stringMethods[method](receiver.const.value, values);
  } else if (qname && Object.hasOwn(builtins, qname)) out = builtins[qname](values);
  return out === undefined ? undefined : constant(out);
}

/**
 * `d.items()`, `d.keys()`, `d.values()` of a dict whose entries are all known and hold no input:
 * a list of `(key, value)` pairs, of keys or of values, so a loop over a table of allow-lists
 * (`for kind, allowed in CHOICES.items()`) sees the allow-lists themselves.
 */
function dictView(receiver: AbsValue, method: string, dictType: string): AbsValue | undefined {
  if (!receiver.fields || receiver.open || receiver.anyField || hasTaint(receiver) || !receiver.types?.includes(dictType)) return undefined;
  // Keys are stored as text: `{1: …}` and `{"1": …}` look alike, so a key that reads as a number stays unknown.
  const key = (k: string): AbsValue => (/^-?\d/.test(k) ? {} : constant(k));
  const entries = [...receiver.fields];
  const list = (items: AbsValue[]): AbsValue => ({ fields: new Map(items.map((v, i) => [String(i), v])), types: ['list'] });
  switch (method) {
    case 'items':
      return list(entries.map(([k, v]) => ({ fields: new Map([['0', key(k)], ['1', v]]), types: ['tuple'] })));
    case 'keys':
      return list(entries.map(([k]) => key(k)));
    case 'values':
      return list(entries.map(([, v]) => v));
    default:
      return undefined;
  }
}

export const PYTHON_CONSTANT_CALLS: ConstantCallDialect = { builtins: BUILTINS, stringMethods: PYTHON_STRING_METHODS, pathFunctions: PATH_FUNCTIONS, collectionCopies: new Set(['frozenset', 'set', 'tuple', 'list', 'sorted']), dictType: 'dict' };
/** Java's decimal integer parse: no spaces, an optional sign, within the type's range (else it throws). */
/** `Integer.parseInt(s, radix)` parses in another base: only the one-argument form folds (`unary`). */
const javaParse = (max: number): Fold =>
  unary((a) => {
    if (typeof a !== 'string' || !/^[-+]?\d+$/.test(a)) return undefined;
    const n = Number.parseInt(a, 10);
    return n >= -max - 1 && n <= max && Number.isSafeInteger(n) ? n : undefined;
  });
const javaInt = javaParse(2 ** 31 - 1);
const javaLong = javaParse(Number.MAX_SAFE_INTEGER);

/**
 * `String.format` of constants with the conversions whose text is certain: `%s` of a string,
 * boolean, null or integer, `%d` of an integer, `%%`, `%n`, optionally with an argument index
 * (`%2$s`). Widths, precisions, flags and other conversions do not fold.
 */
function javaFormat(format: ConstValue | undefined, values: ConstValue[]): string | undefined {
  if (typeof format !== 'string') return undefined;
  let out = '';
  let next = 0;
  let i = 0;
  while (i < format.length) {
    const at = format.indexOf('%', i);
    if (at < 0) return out + format.slice(i);
    out += format.slice(i, at);
    const m = /^%(?:(\d+)\$)?([sdn%])/.exec(format.slice(at, at + 8));
    if (!m) return undefined;
    i = at + m[0].length;
    const [, index, conversion] = m;
    if (conversion === '%' || conversion === 'n') {
      if (index) return undefined;
      out += conversion === '%' ? '%' : '\n';
      continue;
    }
    const position = index ? Number(index) - 1 : next++;
    if (position < 0 || position >= values.length) return undefined;
    const v = values[position];
    if (conversion === 'd') {
      if (!int(v)) return undefined;
      out += String(v);
    } else if (typeof v === 'string' || typeof v === 'boolean' || v === null || int(v)) out += String(v);
    else return undefined;
  }
  return out;
}

/** A one-character string: Java's `char` in the IR. */
const char = (v: ConstValue): v is string => typeof v === 'string' && [...v].length === 1;
const charTest = (re: RegExp): Fold => unary((c) => (char(c) ? re.test(c) : undefined));

/** Static number parses and `String.valueOf` of a constant (`Integer.parseInt("86")`). */
const JAVA_BUILTINS: Record<string, Fold> = {
  'java.lang.Integer.parseInt': javaInt,
  'java.lang.Integer.valueOf': javaInt,
  'java.lang.Long.parseLong': javaLong,
  'java.lang.Long.valueOf': javaLong,
  'java.lang.String.valueOf': unary((a) => (typeof a === 'string' || typeof a === 'boolean' || int(a) ? String(a) : undefined)),
  // Integer arithmetic only: a double constant is a number here too, and `Math.max(2, 3.0)` is 3.0.
  'java.lang.Math.max': ([a, b, ...rest]) => (int(a) && int(b) && rest.length === 0 ? Math.max(a, b) : undefined),
  'java.lang.Math.min': ([a, b, ...rest]) => (int(a) && int(b) && rest.length === 0 ? Math.min(a, b) : undefined),
  'java.lang.Math.abs': unary((a) => (int(a) ? Math.abs(a) : undefined)),
  'java.lang.String.format': ([format, ...values]) => javaFormat(format, values),
  'java.lang.Character.isLetter': charTest(/^\p{L}$/u),
  'java.lang.Character.isDigit': charTest(/^\p{Nd}$/u),
  'java.lang.Character.isLetterOrDigit': charTest(/^[\p{L}\p{Nd}]$/u),
  'java.lang.Character.isUpperCase': charTest(/^\p{Lu}$/u),
  'java.lang.Character.isLowerCase': charTest(/^\p{Ll}$/u),
};

export const JAVA_CONSTANT_CALLS: ConstantCallDialect = { builtins: JAVA_BUILTINS, stringMethods: JAVA_STRING_METHODS, pathFunctions: {} };

/**
 * PHP's string and number functions of one constant (`strlen('abc')`, `strtoupper('b')`): a test
 * such as `(strlen($a) * 3) - 9 === 0` on a constant `$a` picks its branch. Byte strings: only ASCII
 * text folds, where bytes and characters agree.
 */
const ascii = (a: ConstValue): a is string => typeof a === 'string' && /^[\x00-\x7f]*$/.test(a);
const PHP_BUILTINS: Record<string, Fold> = {
  strlen: ([a]) => (ascii(a) ? a.length : undefined),
  strtolower: ([a]) => (ascii(a) ? a.toLowerCase() : undefined),
  strtoupper: ([a]) => (ascii(a) ? a.toUpperCase() : undefined),
  ucfirst: ([a]) => (ascii(a) ? a.charAt(0).toUpperCase() + a.slice(1) : undefined),
  lcfirst: ([a]) => (ascii(a) ? a.charAt(0).toLowerCase() + a.slice(1) : undefined),
  strrev: ([a]) => (ascii(a) ? [...a].reverse().join('') : undefined),
  trim: ([a]) => (ascii(a) ? a.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '') : undefined),
  abs: ([a]) => (typeof a === 'number' ? Math.abs(a) : undefined),
  // Paths of the scanned tree (`__FILE__`, `__DIR__` are lowered to them), so that an include built
  // from them (`require plugin_dir_path(__FILE__) . 'admin/page.php'`) names a file of the tree.
  dirname: (args) => (args.length === 1 && typeof args[0] === 'string' ? phpDirname(args[0]) : undefined),
  // WordPress: the folder of a plugin file with a trailing slash, and the slash helpers.
  plugin_dir_path: ([a]) => (typeof a === 'string' ? trailingSlash(phpDirname(a)) : undefined),
  trailingslashit: ([a]) => (typeof a === 'string' ? trailingSlash(a) : undefined),
  untrailingslashit: ([a]) => (typeof a === 'string' ? withoutTrailingSlashes(a, true) : undefined),
};

/** PHP's `dirname` of a relative path: `'.'` for a bare file name, the path up to its last slash otherwise. */
function phpDirname(path: string): string {
  const trimmed = withoutTrailingSlashes(path, false);
  const at = trimmed.lastIndexOf('/');
  if (at < 0) return '.';
  return at === 0 ? '/' : trimmed.slice(0, at);
}

const trailingSlash = (path: string): string => `${withoutTrailingSlashes(path, true)}/`;

/**
 * The path without its trailing slashes (and backslashes, when asked). A loop, not `/\/+$/`: that
 * pattern retries from every slash of a long run and takes quadratic time on scanned text.
 */
function withoutTrailingSlashes(path: string, backslashes: boolean): string {
  let end = path.length;
  while (end > 0 && (path[end - 1] === '/' || (backslashes && path[end - 1] === '\\'))) end--;
  return path.slice(0, end);
}

export const PHP_CONSTANT_CALLS: ConstantCallDialect = { builtins: PHP_BUILTINS, stringMethods: {}, pathFunctions: {}, splits: { names: new Set(['explode']), listType: 'array' }, keyChecks: new Set(['array_key_exists']), keyLists: new Set(['array_keys']), keySelections: { flip: 'array_flip', intersectKeys: 'array_intersect_key', arrayType: 'array' } };

/**
 * `s[start:stop]` of a constant string with constant (or left out: `null`) integer bounds, with
 * Python's negative indexes and clamping. Undefined for anything else.
 */
export function foldSlice(s: AbsValue, start: AbsValue, stop: AbsValue): AbsValue | undefined {
  if (!isConst(s) || typeof s.const.value !== 'string' || !isConst(start) || !isConst(stop)) return undefined;
  const text = s.const.value;
  const bound = (v: ConstValue, otherwise: number): number | undefined => {
    if (v === null) return otherwise;
    if (!int(v)) return undefined;
    return v < 0 ? Math.max(text.length + v, 0) : Math.min(v, text.length);
  };
  const a = bound(start.const.value, 0);
  const b = bound(stop.const.value, text.length);
  return a === undefined || b === undefined ? undefined : constant(a < b ? text.slice(a, b) : '');
}
