/**
 * Positional arguments named by the parameters they fill, for code read without a tree (C#, Kotlin,
 * Scala, Swift): `record PartnerOptions(string BaseUrl, string ApiKey)` declared in the file makes
 * `new PartnerOptions("https://…", "…")` and a target-typed `PartnerOptions Prod = new("https://…", "…")`
 * assign the second literal to `ApiKey`. Only types declared in the same file are known, and only
 * those with a parameter whose name means a secret are followed; the caller judges name and value.
 * Functions defined with `def` (Python and the Jython of wsadmin scripts, Groovy, Ruby) are followed
 * the same way: `def create_alias(alias, user, password)` then `create_alias('a', 'u', '…')`.
 */
import type { Assignment } from './assignment.js';
import { isSecretName } from './secret-names.js';

/**
 * Primary constructors (C# records, classes and structs, Kotlin/Scala classes) and C#/Java-style
 * constructors (`public PartnerOptions(string baseUrl, string apiKey)`).
 */
const DECLARATION = /\b(?:(?:record|class|struct)(?:\s+(?:class|struct))?\s+([A-Z]\w{0,60})\s*(?:<[^<>()]{0,80}>)?|(?:public|internal|protected|private)\s+([A-Z]\w{0,60})|def\s+([A-Za-z_]\w{0,60}))\s*\(([^()]{0,600})\)/g;
/** A method's receiver is not passed in the call's parentheses. */
const RECEIVER = new Set(['self', 'cls']);
const MAX_ARGUMENTS_LENGTH = 2000;

/** The name of one parameter: `string ApiKey`, `val apiKey: String`, `string? apiKey = null`, `[Attr] string key`. */
function parameterName(parameter: string): string | undefined {
  const equals = parameter.indexOf('=');
  const text = (equals === -1 ? parameter : parameter.slice(0, equals)).replace(/\[[^[\]]*\]/g, '').trim();
  const colon = /^(?:(?:private|public|protected|internal|override|readonly|val|var|let)\s+)*([A-Za-z_]\w*)\s*:/.exec(text);
  if (colon) return colon[1];
  // The last word (`string ApiKey`), read from the end: a regex anchored at `$` would rescan from every start.
  let start = text.length;
  while (start > 0 && /\w/.test(text[start - 1])) start--;
  const name = text.slice(start);
  return /^[A-Za-z_]/.test(name) ? name : undefined;
}

/** Splits an argument list at its top-level commas, from the offset after `(`; undefined when unclosed. */
export function splitArguments(text: string, open: number): Array<{ text: string; start: number }> | undefined {
  const args: Array<{ text: string; start: number }> = [];
  let depth = 0;
  let quote = '';
  let argStart = open;
  for (let i = open; i < Math.min(text.length, open + MAX_ARGUMENTS_LENGTH); i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if ((ch === ')' || ch === ']' || ch === '}') && depth > 0) depth--;
    else if (ch === ',' && depth === 0) {
      args.push({ text: text.slice(argStart, i), start: argStart });
      argStart = i + 1;
    } else if (ch === ')' && depth === 0) {
      args.push({ text: text.slice(argStart, i), start: argStart });
      return args;
    }
  }
  return undefined;
}

const STRING_ARGUMENT = /^(\s*@?)(["'])((?:(?!\2)[^\r\n\\]|\\[^\r\n]){1,500})\2\s*$/;

export function positionalArgumentAssignments(text: string): Assignment[] {
  const parameters = new Map<string, string[]>();
  const declarations = new Set<number>();
  DECLARATION.lastIndex = 0;
  for (let m = DECLARATION.exec(text); m; m = DECLARATION.exec(text)) {
    const type = m[1] ?? m[2] ?? m[3];
    const names = m[4].split(',').map((p) => parameterName(p) ?? '');
    if (RECEIVER.has(names[0])) names.shift();
    if (!names.some((name) => name && isSecretName(name))) continue;
    parameters.set(type, names);
    declarations.add(m.index + m[0].length - m[4].length - 1);
  }
  if (parameters.size === 0) return [];
  const found: Assignment[] = [];
  const types = [...parameters.keys()].map((t) => t.replace(/[^\w]/g, '')).join('|');
  // `new T(`, `T(` (Kotlin, Scala), and target-typed `T name = new(` (C# 9).
  const call = new RegExp(`\\b(?:(${types})\\s*(?:<[^<>()]{0,80}>)?\\s*\\(|(${types})\\??\\s+[A-Za-z_]\\w*\\s*(?:=|=>)\\s*new\\s*\\()`, 'g');
  for (let m = call.exec(text); m; m = call.exec(text)) {
    const open = m.index + m[0].length;
    if (declarations.has(open - 1)) continue;
    const names = parameters.get(m[1] ?? m[2])!;
    const args = splitArguments(text, open);
    // Fewer arguments than parameters: the rest take their defaults.
    if (!args || args.length > names.length) continue;
    args.forEach((arg, i) => {
      const literal = STRING_ARGUMENT.exec(arg.text);
      if (literal && names[i]) found.push({ name: names[i], value: literal[3], start: arg.start + literal[1].length + 1 });
    });
  }
  return found;
}
