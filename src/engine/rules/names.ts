/**
 * Matching resolved names against the name patterns of rules and models.
 * A pattern is a dotted name; a `*` segment matches any one segment, a trailing `**` any rest.
 */
import type { NamePattern } from './schema.js';

export function patternList(pattern: NamePattern | undefined): string[] {
  if (pattern === undefined) return [];
  return Array.isArray(pattern) ? pattern : [pattern];
}

const compiled = new Map<string, RegExp | string>();

function compile(pattern: string): RegExp | string {
  let found = compiled.get(pattern);
  if (found !== undefined) return found;
  if (!pattern.includes('*')) {
    found = pattern;
  } else {
    const parts = pattern.split('.').map((segment) => {
      if (segment === '**') return '.+';
      if (segment === '*') return '[^.]+';
      return segment.replace(/[|\\{}()[\]^$+?.]/g, '\\$&').replace(/\*/g, '[^.]*');
    });
    found = new RegExp(`^${parts.join('\\.')}$`);
  }
  compiled.set(pattern, found);
  return found;
}

export function nameMatches(pattern: string, name: string): boolean {
  const matcher = compile(pattern);
  return typeof matcher === 'string' ? matcher === name : matcher.test(name);
}

/** Does any of the candidate names match any of the patterns? */
export function anyNameMatches(pattern: NamePattern | undefined, names: readonly string[]): boolean {
  for (const p of patternList(pattern)) {
    for (const name of names) if (nameMatches(p, name)) return true;
  }
  return false;
}

/** Strip generic arguments and array brackets from a type name: `java.util.Map<String,String>` → `java.util.Map`. */
/**
 * A type without its type arguments, arrays kept: `Map<K, V>[]` → `Map[]`. Cuts from the first
 * `<` to the last `>` (what `/<.*>/s` did, without rescanning a long unclosed run from every `<`).
 */
export function withoutTypeArguments(type: string): string {
  const open = type.indexOf('<');
  const close = type.lastIndexOf('>');
  return open >= 0 && close > open ? type.slice(0, open) + type.slice(close + 1) : type;
}

export function baseTypeName(type: string): string {
  const lt = type.indexOf('<');
  const stripped = lt >= 0 ? type.slice(0, lt) : type;
  return stripped.replace(/\[\]$/, '').trim();
}
