/**
 * Files that run in the scope of the code that includes them (PHP `include`/`require`): the
 * included file's top-level code reads and writes the includer's variables, so a page that
 * computes `$html` in `source/low.php` and echoes it after `require_once __DIR__ . '/source/' .
 * $level . '.php'` prints what the included file built, and a view rendered by
 * `extract($vars); include __DIR__ . '/../views/' . $template . '.php'` sees the variables the
 * controller passed.
 *
 * Which file: the path's value when it is a constant (or one of a few constants), or, when it is
 * built from constant text around unknown pieces, every file of the tree directly in the constant
 * directory prefix that ends with the constant suffix (`'pages/' . $p . '.php'`). Relative paths are
 * tried against the including file's folder (PHP's fallback, and the entry script's folder for a
 * page) and then against the root of the scan (`__DIR__` is lowered to the folder's path from the
 * root). Each candidate runs on its own copy of the scope and the copies join, since one runs.
 *
 * Bounded: nested inclusions stop at MAX_DEPTH, a file already being included is not entered again,
 * and a path matching more than MAX_CANDIDATES files is not followed.
 */
import type { Expr, ModuleIR } from '../ir/types.js';
import type { Env } from './env.js';
import type { AnalysisState, Frame } from './state.js';
import { isConst, join, UNKNOWN, type AbsValue } from './values.js';

const MAX_DEPTH = 4;
const MAX_CANDIDATES = 8;

/** Inclusions in progress per analysis (module paths, outermost first). */
const active = new WeakMap<AnalysisState, string[]>();

/** One piece of a path: its possible constant texts, or undefined when not known. */
type Piece = string[] | undefined;

function texts(v: AbsValue): Piece {
  const values: AbsValue['consts'] = isConst(v) ? [v.const.value] : v.consts;
  if (!values || !values.every((x) => typeof x === 'string' || typeof x === 'number')) return undefined;
  return values.map(String);
}

/** The pieces of the path expression: a concatenation's parts (names and constants only: no effects to repeat), else the whole value. */
function pieces(st: AnalysisState, pathExpr: Expr, value: AbsValue, env: Env, frame: Frame): Piece[] {
  if (pathExpr.kind !== 'concat') return [texts(value)];
  return pathExpr.parts.map((p) => (p.kind === 'const' || p.kind === 'name' ? texts(st.evalExpr(p, env, frame)) : undefined));
}

/** Every combination of the constant pieces' texts, or undefined past the cap. */
function product(list: string[][]): string[] | undefined {
  let out = [''];
  for (const alternatives of list) {
    out = out.flatMap((head) => alternatives.map((a) => head + a));
    if (out.length > MAX_CANDIDATES) return undefined;
  }
  return out;
}

/** `a/./b/../c` → `a/c`; undefined when `..` leaves the root. */
export function normalisePath(path: string): string | undefined {
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!out.length) return undefined;
      out.pop();
    } else out.push(seg);
  }
  return out.join('/');
}

function bases(frame: Frame): string[] {
  const at = frame.module.path.lastIndexOf('/');
  return at > 0 ? [frame.module.path.slice(0, at) + '/', ''] : [''];
}

/** The modules of the tree the inclusion may run; undefined when it cannot be told. */
export function includedModules(st: AnalysisState, pathExpr: Expr, value: AbsValue, env: Env, frame: Frame): { modules: ModuleIR[]; complete: boolean } | undefined {
  const parts = pieces(st, pathExpr, value, env, frame);
  const firstUnknown = parts.findIndex((p) => p === undefined);
  const lastUnknown = parts.length - 1 - [...parts].reverse().findIndex((p) => p === undefined);
  const heads = product((firstUnknown < 0 ? parts : parts.slice(0, firstUnknown)) as string[][]);
  if (!heads) return undefined;
  const found = new Map<string, ModuleIR>();
  let complete = true;
  if (firstUnknown < 0) {
    for (const text of heads) {
      const m = bases(frame).map((b) => normalisePath(b + text)).map((p) => (p !== undefined ? st.program.modules.get(p) : undefined)).find((x) => x);
      if (m) found.set(m.path, m);
      else complete = false;
    }
  } else {
    // Constant text around unknown pieces: the files directly in the prefix's folder with the suffix.
    const tails = product(parts.slice(lastUnknown + 1) as string[][]);
    if (!tails || tails.length !== 1) return undefined;
    for (const head of heads) {
      const slash = head.lastIndexOf('/');
      if (slash < 0) return undefined;
      for (const base of bases(frame)) {
        const folder = normalisePath(base + head.slice(0, slash + 1));
        if (folder === undefined || folder === '') continue;
        const matches = st.program.phpModulesIn(folder, head.slice(slash + 1), tails[0]);
        if (!matches.length) continue;
        for (const m of matches) found.set(m.path, m);
        break;
      }
    }
    complete = false;
  }
  if (!found.size || found.size > MAX_CANDIDATES) return undefined;
  return { modules: [...found.values()], complete };
}

/**
 * Runs the files an inclusion names in the includer's scope (`env`); returns what they `return`
 * (`$config = require 'config.php'`), or undefined when nothing was run.
 */
export function runInclusion(st: AnalysisState, pathExpr: Expr, value: AbsValue, env: Env, frame: Frame): AbsValue | undefined {
  const stack = active.get(st) ?? [];
  active.set(st, stack);
  if (stack.length >= MAX_DEPTH) return undefined;
  const target = includedModules(st, pathExpr, value, env, frame);
  const modules = target?.modules.filter((m) => m.language === frame.module.language && !stack.includes(m.path) && m.path !== frame.module.path);
  if (!target || !modules?.length) return undefined;
  const runs: Env[] = [];
  const returned: AbsValue[] = [];
  for (const m of modules) {
    const copy = env.fork();
    const inner: Frame = { ...frame, fn: m.topLevel, module: m, returns: [], loopExits: undefined };
    stack.push(m.path);
    try {
      st.execBlock(m.topLevel.body, copy, inner);
    } finally {
      stack.pop();
    }
    // A `return` ends the included file, not the includer; `exit` (no value returned) ends both.
    if (inner.returns.length) copy.dead = false;
    returned.push(...inner.returns);
    runs.push(copy);
  }
  if (!target.complete || modules.length < target.modules.length) runs.push(env.fork());
  env.joinFrom(runs);
  return returned.length ? returned.reduce((a, b) => join(a, b)) : UNKNOWN;
}

/**
 * `extract($vars)` (no mode argument, or `EXTR_OVERWRITE`): each key of the array with a known name
 * becomes a variable of the current scope holding that element (`sigil`: the language's variable
 * prefix). With `EXTR_SKIP` a variable already set keeps its value (a template loader's own `$template`).
 * The prefixing modes are left alone.
 */
export function bindExtracted(array: AbsValue, env: Env, sigil: string, mode?: Expr): void {
  const modeName = mode === undefined ? 'EXTR_OVERWRITE' : mode.kind === 'name' ? mode.name : undefined;
  if (modeName !== 'EXTR_OVERWRITE' && modeName !== 'EXTR_SKIP') return;
  for (const [key, v] of array.fields ?? []) {
    if (!/^[A-Za-z_]\w*$/.test(key)) continue;
    if (modeName === 'EXTR_SKIP' && env.lookup(sigil + key) !== undefined) continue;
    env.assign(sigil + key, v);
  }
}

