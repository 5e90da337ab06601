/**
 * Calls whose result is a constant when their arguments are: Python built-ins and string
 * methods applied to constants (languages whose traits say `foldsConstantCalls`) (`len("ab")`, `"ABC".lower()`, `str(7)`). Folding them lets an
 * `if`/ternary whose test only looks dynamic pick its one branch, as the code always does.
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

const STRING_METHODS: Record<string, (s: string, args: ConstValue[]) => ConstValue | undefined> = {
  lower: (s) => s.toLowerCase(),
  upper: (s) => s.toUpperCase(),
  strip: (s, [c]) => (c === undefined ? s.trim() : undefined),
  startswith: (s, [p]) => (typeof p === 'string' ? s.startsWith(p) : undefined),
  endswith: (s, [p]) => (typeof p === 'string' ? s.endsWith(p) : undefined),
  find: (s, [p]) => (typeof p === 'string' ? s.indexOf(p) : undefined),
  replace: (s, [a, b]) => (typeof a === 'string' && typeof b === 'string' ? s.split(a).join(b) : undefined),
};

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
export function foldConstantCall(qname: string | undefined, receiver: AbsValue | undefined, method: string | undefined, args: AbsValue[]): AbsValue | undefined {
  if (!args.every(isConst)) return undefined;
  const values = args.map((a) => (a as { const: { value: ConstValue } }).const.value);
  let out: ConstValue | undefined;
  if (qname && Object.hasOwn(PATH_FUNCTIONS, qname)) out = values.length >= 1 && values.every((v) => typeof v === 'string') ? PATH_FUNCTIONS[qname](values as string[]) : undefined;
  else if (receiver && method) {
    if (isConst(receiver) && typeof receiver.const.value === 'string' && Object.hasOwn(STRING_METHODS, method)) out = STRING_METHODS[method](receiver.const.value, values);
  } else if (qname && Object.hasOwn(BUILTINS, qname) && values.length === 1) out = BUILTINS[qname](values);
  return out === undefined ? undefined : constant(out);
}
