/**
 * Calls whose result is a constant when their arguments are: built-ins and string methods applied
 * to constants, in the dialect a language's traits name (`foldsConstantCalls`): Python
 * (`len("ab")`, `"ABC".lower()`, `str(7)`) or Java (`"ABC".charAt(1)`, `"xyzSHA".substring(3)`).
 * Folding them lets an `if`/ternary/`switch` whose test only looks dynamic pick its one branch,
 * as the code always does.
 */
import type { ConstValue } from '../ir/types.js';
import { constant, isConst, type AbsValue } from './values.js';

type Fold = (args: ConstValue[]) => ConstValue | undefined;

const BUILTINS: Record<string, Fold> = {
  len: ([a]) => (typeof a === 'string' ? [...a].length : undefined),
  str: ([a]) => (typeof a === 'string' || typeof a === 'number' || typeof a === 'boolean' ? (typeof a === 'boolean' ? (a ? 'True' : 'False') : String(a)) : undefined),
  int: ([a]) => (typeof a === 'number' ? Math.trunc(a) : typeof a === 'string' && /^\s*[-+]?\d+\s*$/.test(a) ? Number.parseInt(a, 10) : undefined),
  abs: ([a]) => (typeof a === 'number' ? Math.abs(a) : undefined),
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
};

/** A language's foldable calls: built-ins by resolved name, and methods on constant strings. */
export interface ConstantCallDialect {
  builtins: Record<string, Fold>;
  stringMethods: Record<string, StringMethod>;
  pathFunctions: Record<string, (args: string[]) => string | undefined>;
}

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
  if (!args.every(isConst)) return undefined;
  const values = args.map((a) => (a as { const: { value: ConstValue } }).const.value);
  let out: ConstValue | undefined;
  const { builtins, stringMethods, pathFunctions } = dialect;
  if (qname && Object.hasOwn(pathFunctions, qname)) out = values.length >= 1 && values.every((v) => typeof v === 'string') ? pathFunctions[qname](values as string[]) : undefined;
  else if (receiver && method && !(qname && Object.hasOwn(builtins, qname))) {
    if (isConst(receiver) && typeof receiver.const.value === 'string' && Object.hasOwn(stringMethods, method)) out = stringMethods[method](receiver.const.value, values);
  } else if (qname && Object.hasOwn(builtins, qname) && values.length === 1) out = builtins[qname](values);
  return out === undefined ? undefined : constant(out);
}

export const PYTHON_CONSTANT_CALLS: ConstantCallDialect = { builtins: BUILTINS, stringMethods: PYTHON_STRING_METHODS, pathFunctions: PATH_FUNCTIONS };
/** Java's decimal integer parse: no spaces, an optional sign, within the type's range (else it throws). */
const javaParse = (max: number) => ([a]: ConstValue[]): number | undefined => {
  if (typeof a !== 'string' || !/^[-+]?\d+$/.test(a)) return undefined;
  const n = Number.parseInt(a, 10);
  return n >= -max - 1 && n <= max && Number.isSafeInteger(n) ? n : undefined;
};
const javaInt = javaParse(2 ** 31 - 1);
const javaLong = javaParse(Number.MAX_SAFE_INTEGER);

/** Static number parses and `String.valueOf` of a constant (`Integer.parseInt("86")`). */
const JAVA_BUILTINS: Record<string, Fold> = {
  'java.lang.Integer.parseInt': javaInt,
  'java.lang.Integer.valueOf': javaInt,
  'java.lang.Long.parseLong': javaLong,
  'java.lang.Long.valueOf': javaLong,
  'java.lang.String.valueOf': ([a]) => (typeof a === 'string' || typeof a === 'boolean' || int(a) ? String(a) : undefined),
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
};

export const PHP_CONSTANT_CALLS: ConstantCallDialect = { builtins: PHP_BUILTINS, stringMethods: {}, pathFunctions: {} };

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
