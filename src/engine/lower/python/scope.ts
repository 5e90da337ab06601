/**
 * Python name scopes, so a read of `r` can be resolved to the import that bound it
 * (`from flask import request as r` → `flask.request`) unless a local binding shadows it.
 *
 * Resolution follows Python's rules closely enough for analysis: function scopes see their
 * own bindings, then enclosing functions, then the module (class bodies are skipped by the
 * functions nested in them), then builtins. Names declared `global` skip to the module.
 */
import { PYTHON_BUILTINS } from './builtins.js';

/** A comprehension's scope holds only its renamed loop variables. */
export type ScopeKind = 'module' | 'function' | 'class' | 'comprehension';

export interface Scope {
  kind: ScopeKind;
  parent?: Scope;
  /** Names bound by assignment, def, class, for, with, except, match captures, parameters. */
  locals: Set<string>;
  /** Names bound by import statements, with what they resolve to. */
  imports: Map<string, string>;
  /** Names declared `global` or `nonlocal`. */
  declaredOuter: Set<string>;
  /** Known types of locals (parameter hints, annotated assignments, single constructor calls). */
  types: Map<string, string>;
  /** The receiver parameter of a method (`self`, `cls`): reads of it are lowered as `this`. */
  receiver?: { name: string; type?: string };
  /** Comprehension variables renamed so they do not clobber the function's own names. */
  renames: Map<string, string>;
  /** Modules imported with `from m import *` (module scope only). */
  wildcards: string[];
}

export function newScope(kind: ScopeKind, parent?: Scope): Scope {
  return {
    kind,
    parent,
    locals: new Set(),
    imports: new Map(),
    declaredOuter: new Set(),
    types: new Map(),
    renames: new Map(),
    wildcards: [],
  };
}

export type Resolution =
  | { kind: 'this'; type?: string }
  | { kind: 'name'; name: string; qualified?: string; type?: string };

function moduleScopeOf(scope: Scope): Scope {
  let s = scope;
  while (s.parent) s = s.parent;
  return s;
}

/** Whether a scope of the chain binds or imports the name (as opposed to a module attribute Python provides). */
export function isBound(name: string, scope: Scope): boolean {
  for (let s: Scope | undefined = scope; s; s = s.parent) if (s.locals.has(name) || s.imports.has(name)) return true;
  return false;
}

export function resolveName(name: string, scope: Scope): Resolution {
  let s: Scope | undefined = scope;
  while (s) {
    const renamed = s.renames.get(name);
    if (renamed) return { kind: 'name', name: renamed };
    if (s.receiver?.name === name && !s.locals.has(name)) return { kind: 'this', type: s.receiver.type };
    // `global` jumps to the module; `nonlocal` to an enclosing function, approximated by
    // continuing the search outwards.
    if (!s.declaredOuter.has(name)) {
      const imported = s.imports.get(name);
      if (imported) return { kind: 'name', name, qualified: imported };
      if (s.locals.has(name)) return { kind: 'name', name, type: s.types.get(name) };
    }
    s = s.parent;
    // A class body's names are not visible to the functions defined inside it.
    while (s && s.kind === 'class') s = s.parent;
  }
  const module = moduleScopeOf(scope);
  // A builtin is "its own name" (rules/FORMAT.md): `open`, `eval`, `int`, left unqualified.
  if (PYTHON_BUILTINS.has(name)) return { kind: 'name', name };
  if (module.wildcards.length === 1) return { kind: 'name', name, qualified: `${module.wildcards[0]}.${name}` };
  return { kind: 'name', name };
}
