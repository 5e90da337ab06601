/**
 * Python type hints read the way FastAPI and pydantic read them before a handler runs. A route
 * parameter hinted `int`, `UUID`, an `Enum` class or `Literal["a", "b"]` (also `X | None`,
 * `Optional[X]`, `list[X]`) is converted and rejected unless it is one of those values; a str
 * hint constrained by an anchored pattern of letters, digits, `_` and `-` (`Annotated[str,
 * StringConstraints(pattern=…)]`, `Query(pattern=…)`, `Field(pattern=…)`) carries no payload
 * either. `Annotated[T, Depends(f)]` (or a default `= Depends(f)`) is not read from the request
 * at all: the value is what the dependency `f` returns. Hints are often kept as module-level
 * aliases (`DbSession = Annotated[Session, Depends(get_db)]`, imported by the routers), so an
 * alias is followed to the module that assigns it and read with that module's names.
 *
 * Hints are read as text: the IR keeps a parameter's or field's hint as text with the names its
 * module imports resolved (lower/python/names.ts), and an alias's text is its assignment's source.
 * The text is the program's own declarations and is bounded (MAX_HINT, MAX_DEPTH).
 */
import type { Expr, FunctionIR, ModuleIR } from '../ir/types.js';
import type { AnalysisState } from './state.js';

/** Longer hints are not read (they are not hints a handler declares). */
const MAX_HINT = 400;
/** Aliases of aliases followed at most this deep. */
const MAX_DEPTH = 4;

const ENUM_BASES = new Set(['enum.Enum', 'enum.IntEnum', 'enum.StrEnum', 'enum.Flag', 'enum.IntFlag']);
const CONTAINERS = /(^|\.)(list|List|set|Set|frozenset|FrozenSet|tuple|Tuple|Sequence)$/;
/** Calls whose `pattern=` / `regex=` keyword constrains a str hint (pydantic and FastAPI parameter functions). */
const CONSTRAINERS = /(^|\.)(StringConstraints|constr|Field|Query|Path|Form|Header|Cookie|Body)$/;
const DEPENDENCY_MARKERS = new Set(['fastapi.Depends', 'fastapi.Security', 'fastapi.params.Depends', 'fastapi.params.Security']);

export interface HintReading {
  /** The value can only be what the hint validates to (a number, UUID, enum member, listed literal, pattern match). */
  validated: boolean;
  /** `Depends(f)` / `Security(f)` in an `Annotated` hint: the qualified callable that provides the value ('' for `Depends()`, the hinted class itself). */
  dependency?: string;
  /** The module whose names `dependency` is written in. */
  dependencyModule?: ModuleIR;
}

/** Splits `text` at `sep` outside brackets, parentheses and quotes. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(' || c === '{') depth++;
    else if (c === ']' || c === ')' || c === '}') depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** A dotted name as the module sees it: through its imports, else a class it declares, else as written. */
function resolveIn(name: string, module: ModuleIR): string {
  const [first, ...rest] = name.split('.');
  const imported = module.imports.find((b) => b.local === first);
  if (imported) return [imported.qualified, ...rest].join('.');
  if (!rest.length) {
    const cls = module.classes.find((c) => c.name === name);
    if (cls) return cls.qualified;
  }
  return name;
}

/** The source text of a module-level `NAME = <hint>` and the module it is written in. */
function aliasText(st: AnalysisState, written: string, module: ModuleIR): { text: string; module: ModuleIR } | undefined {
  let owner: ModuleIR | undefined = module;
  let name = written;
  if (written.includes('.')) {
    const located = st.program.resolvePythonName(written);
    if (!located || located.rest.length !== 1) return undefined;
    owner = located.module;
    name = located.rest[0];
  }
  const assign = owner.topLevel.body.find((s) => s.kind === 'assign' && s.target.kind === 'name' && s.target.name === name);
  if (!assign || assign.kind !== 'assign') return undefined;
  const value: Expr = assign.value;
  const text = (st.program.sources.get(owner.path) ?? '').slice(value.loc.startIndex, value.loc.endIndex);
  return text && text.length <= MAX_HINT ? { text, module: owner } : undefined;
}

/** A class of the tree by the dotted name a module refers to it with (`toolshed.enums.Color`) or its simple name there. */
export function treeClass(st: AnalysisState, name: string, module: ModuleIR): ReturnType<AnalysisState['program']['classByName']> {
  if (!name.includes('.')) return st.program.classByName(name, module);
  const located = st.program.resolvePythonName(name);
  if (!located || located.rest.length !== 1) return st.program.classByName(name, module);
  const cls = located.module.classes.find((c) => c.name === located.rest[0]);
  return cls ? st.program.classByName(cls.qualified, located.module) : undefined;
}

/** Whether a tree class is an Enum (its bases, followed through the tree, include `enum.Enum`). */
function isEnumClass(st: AnalysisState, qualified: string, module: ModuleIR): boolean {
  const entry = treeClass(st, qualified, module);
  if (!entry) return false;
  const direct = [entry.cls.superclass, ...entry.cls.interfaces].filter((t): t is string => !!t);
  return st.program.withSupertypes([entry.cls.qualified, ...direct], st.program.familyOf(entry.module)).some((t) => ENUM_BASES.has(t));
}

/**
 * An anchored pattern built only of word characters, `-`, `\d` / `\w`, classes of those, groups,
 * alternation and quantifiers: whatever it accepts has no quote, space, slash, dot or markup.
 */
export function isSafeAlphabetPattern(pattern: string): boolean {
  // The alternatives start with disjoint characters (digits only in the first), so no backtracking blow-up.
  return /^\^(?:[A-Za-z0-9_-]|\\[dw]|\[(?:[A-Za-z0-9_-]|\\[dw])+\]|[{},+*?()|])*\$$/.test(pattern);
}

/** `pattern=` / `regex=` of a constraining call, when it only admits a safe alphabet. */
function constrainsToSafeAlphabet(meta: string, module: ModuleIR): boolean {
  const head = /^([\w.]+)\s*\(/.exec(meta);
  if (!head || !CONSTRAINERS.test(resolveIn(head[1], module))) return false;
  const pattern = /\b(?:pattern|regex)\s*=\s*[rR]?(["'])(.{1,200}?)\1/.exec(meta);
  return !!pattern && isSafeAlphabetPattern(pattern[2]);
}

/** `Depends(f)` / `Security(f)` (also `dependency=f`): the written name of f, '' for `Depends()`. */
function dependencyOf(meta: string, module: ModuleIR): string | undefined {
  const call = /^([\w.]+)\s*\(([\s\S]*)\)$/.exec(meta);
  if (!call || !DEPENDENCY_MARKERS.has(resolveIn(call[1], module))) return undefined;
  const first = splitTop(call[2], ',')[0] ?? '';
  const name = first.replace(/^dependency\s*=\s*/, '');
  return /^[\w.]*$/.test(name) ? name : undefined;
}

/**
 * What a hint says about the value FastAPI passes (or pydantic stores in a field). `scalars` are
 * the hints the caller counts as validated by name (`int`, `uuid.UUID`, `datetime.date`, …).
 */
export function readHint(st: AnalysisState, text: string, module: ModuleIR, scalars: readonly string[], depth = 0): HintReading {
  const hint = text.trim();
  if (!hint || hint.length > MAX_HINT || depth > MAX_DEPTH) return { validated: false };
  if (scalars.includes(hint)) return { validated: true };
  const union = splitTop(hint, '|');
  if (union.length > 1) {
    const parts = union.filter((p) => p !== 'None').map((p) => readHint(st, p, module, scalars, depth + 1));
    return { validated: parts.length > 0 && parts.every((p) => p.validated) };
  }
  const generic = /^([\w.]+)\s*\[([\s\S]*)\]$/.exec(hint);
  if (generic) {
    const head = resolveIn(generic[1], module);
    const args = splitTop(generic[2], ',');
    if (/(^|\.)Literal$/.test(head)) return { validated: true };
    if (/(^|\.)(Optional|Union)$/.test(head)) {
      const parts = args.filter((p) => p !== 'None').map((p) => readHint(st, p, module, scalars, depth + 1));
      return { validated: parts.length > 0 && parts.every((p) => p.validated) };
    }
    if (/(^|\.)Annotated$/.test(head) && args.length) {
      const base = readHint(st, args[0], module, scalars, depth + 1);
      for (const meta of args.slice(1)) {
        const dependency = dependencyOf(meta, module);
        if (dependency !== undefined) return { validated: false, dependency, dependencyModule: module };
        if (constrainsToSafeAlphabet(meta, module)) return { ...base, validated: true };
      }
      return base;
    }
    if (CONTAINERS.test(head)) return { validated: args.length > 0 && args.filter((a) => a !== '...').every((a) => readHint(st, a, module, scalars, depth + 1).validated) };
    return { validated: false };
  }
  if (!/^[\w.]+$/.test(hint)) return { validated: false };
  const resolved = resolveIn(hint, module);
  if (scalars.includes(resolved)) return { validated: true };
  if (isEnumClass(st, resolved, module)) return { validated: true };
  const alias = aliasText(st, hint.includes('.') ? resolved : hint, module);
  if (alias) return readHint(st, alias.text, alias.module, scalars, depth + 1);
  return { validated: false };
}

/**
 * The qualified type a hint declares its value to be, through the wrappers that only annotate it:
 * `Annotated[T, …]`, `Optional[T]`, `T | None` and module-level aliases of those give T
 * (`db: DbSession` where `DbSession = Annotated[Session, Depends(get_db)]` is a `Session`).
 * Undefined for any other shape, where the hint as written is the declared type.
 */
export function declaredHintType(st: AnalysisState, text: string, module: ModuleIR, depth = 0): string | undefined {
  const hint = text.trim();
  if (!hint || hint.length > MAX_HINT || depth > MAX_DEPTH) return undefined;
  const union = splitTop(hint, '|').filter((p) => p !== 'None');
  if (union.length !== 1) return undefined;
  if (union[0] !== hint) return declaredHintType(st, union[0], module, depth + 1) ?? resolvedName(union[0], module);
  const generic = /^([\w.]+)\s*\[([\s\S]*)\]$/.exec(hint);
  if (generic) {
    if (!/(^|\.)(Annotated|Optional)$/.test(resolveIn(generic[1], module))) return undefined;
    const base = splitTop(generic[2], ',')[0];
    return base === undefined ? undefined : (declaredHintType(st, base, module, depth + 1) ?? resolvedName(base, module));
  }
  if (!/^[\w.]+$/.test(hint)) return undefined;
  const alias = aliasText(st, hint.includes('.') ? resolveIn(hint, module) : hint, module);
  return alias ? (declaredHintType(st, alias.text, alias.module, depth + 1) ?? resolvedName(alias.text, alias.module)) : undefined;
}

/** A plain dotted name resolved through the module's imports; undefined for any other text. */
function resolvedName(text: string, module: ModuleIR): string | undefined {
  return /^[\w.]+$/.test(text.trim()) ? resolveIn(text.trim(), module) : undefined;
}

/** A parameter default `Depends(f)` / `Security(f)`: the written name of f ('' for `Depends()`). */
export function dependencyDefault(def: Expr | undefined): string | undefined {
  if (def?.kind !== 'call' || def.callee.kind !== 'name') return undefined;
  const callee = def.callee.qualified ?? def.callee.name;
  if (!DEPENDENCY_MARKERS.has(callee)) return undefined;
  const first = def.args[0];
  if (!first) return '';
  return first.kind === 'name' ? (first.qualified ?? first.name) : undefined;
}

/** The function of the tree a dependency names (a top-level function of its module), if any. */
export function dependencyFunction(st: AnalysisState, written: string, module: ModuleIR): { fn: FunctionIR; module: ModuleIR } | undefined {
  if (!written) return undefined;
  const resolved = resolveIn(written, module);
  if (!resolved.includes('.')) {
    const fn = module.functions.find((f) => f.name === resolved && !f.className);
    return fn ? { fn, module } : undefined;
  }
  const located = st.program.resolvePythonName(resolved);
  if (!located || located.rest.length !== 1) return undefined;
  const fn = located.module.functions.find((f) => f.name === located.rest[0] && !f.className);
  return fn ? { fn, module: located.module } : undefined;
}
