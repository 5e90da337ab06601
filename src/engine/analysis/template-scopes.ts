/**
 * Names a template binds itself, so a raw print of one is traced to the data key it stands for
 * (template-output.ts):
 *
 * - Handlebars blocks: inside `{{#each comments}}` or `{{#with profile}}` a path is read from the
 *   item (`{{{body}}}`, `{{{this.body}}}`, `{{{this}}}`, a block parameter `as |c|`), so it stands
 *   for the block's collection; `../` steps out one block. `{{#if}}`/`{{#unless}}` keep the context.
 * - Jinja `{% set x = y.z %}`: x stands for y (no escaping filter in the assignment).
 * - Jinja macros: `{% macro card(c) %}…{{ c.body|safe }}…{% endmacro %}` prints its parameter
 *   raw; a call `{{ card(comment) }}` (or `ui.card(comment)`, `{% call card(comment) %}`), in the
 *   same file or one importing the macro, prints what the caller passes there.
 *
 * Regexes only, every repetition bounded; the caller caps the text (template-files.ts).
 */

export interface ScopedHit {
  name: string;
  at: number;
}

const HBS_BLOCK = /\{\{~?\s*([#/])\s*(each|with|if|unless)\b([^}]{0,200})\}\}/g;
const HBS_BLOCK_PARAM = /\bas\s*\|\s*([A-Za-z_]\w*)/;
const HBS_BLOCK_SUBJECT = /^\s*(?:this\.)?([A-Za-z_]\w*)/;

interface Block {
  readonly opens: boolean;
  readonly helper: string;
  readonly at: number;
  /** The data key the block reads from (`comments` of `{{#each comments}}`), when it is a path. */
  readonly subject?: string;
  readonly param?: string;
}

/**
 * The data key of each raw Handlebars print, given where it is and how many `../` it starts
 * with: a name inside an `each`/`with` block stands for the block's subject.
 */
export function handlebarsScoped(text: string, hits: readonly (ScopedHit & { up: number })[]): ScopedHit[] {
  const blocks: Block[] = [];
  for (const m of text.matchAll(HBS_BLOCK)) {
    const opens = m[1] === '#';
    blocks.push({ opens, helper: m[2], at: m.index ?? 0, subject: opens ? HBS_BLOCK_SUBJECT.exec(m[3])?.[1] : undefined, param: opens ? HBS_BLOCK_PARAM.exec(m[3])?.[1] : undefined });
  }
  const sorted = [...hits].sort((a, b) => a.at - b.at);
  const out: ScopedHit[] = [];
  const stack: Block[] = [];
  let next = 0;
  for (const hit of sorted) {
    for (; next < blocks.length && blocks[next].at < hit.at; next++) {
      const b = blocks[next];
      if (b.opens) stack.push(b);
      else {
        const i = stack.map((s) => s.helper).lastIndexOf(b.helper);
        if (i >= 0) stack.splice(i);
      }
    }
    // The context blocks around the hit, innermost last (if/unless do not change the context).
    const contexts = stack.filter((b) => b.helper === 'each' || b.helper === 'with');
    const scope = contexts.slice(0, Math.max(0, contexts.length - hit.up));
    const inner = scope.at(-1);
    const byParam = [...scope].reverse().find((b) => b.param === hit.name);
    if (byParam?.subject) out.push({ name: byParam.subject, at: hit.at });
    else if (inner?.subject) out.push({ name: inner.subject, at: hit.at });
    else if (!inner && hit.name !== 'this') out.push({ name: hit.name, at: hit.at });
  }
  return out;
}

const JINJA_SET = /\{%-?\s*set\s+([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)([^%\n]{0,200})%\}/g;
const ESCAPED_ASSIGNMENT = /\|\s*(e|escape|forceescape|striptags|urlencode|int|float|length|count|tojson|abs|round)\b/;

/** `{% set x = y… %}`: x → y, unless the assignment escapes. */
export function jinjaSetAliases(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(JINJA_SET)) if (m[1] !== m[2] && !ESCAPED_ASSIGNMENT.test(m[3])) out.set(m[1], m[2]);
  return out;
}

const MACRO = /\{%-?\s*macro\s+([A-Za-z_]\w*)\s*\(([^)%]{0,300})\)\s*-?%\}([\s\S]{0,100000}?)\{%-?\s*endmacro\b/g;
/** A macro call printed (`{{ card(x) }}`, `{{ ui.card(x) }}`) or called with a body (`{% call card(x) %}`). */
const MACRO_CALL = /(?:\{\{-?|\{%-?\s*call)\s*(?:[A-Za-z_]\w*\.)?([A-Za-z_]\w*)\s*\(([^()}%]{0,300})\)/g;

export interface MacroDefinition {
  readonly params: string[];
  /** Parameters the body prints raw, by position and name, with where the first raw print of each is (offset in the text; line and column once the caller knows them). */
  readonly raw: { index: number; name: string; at: number; line?: number; column?: number }[];
  /** Where the body is: raw prints there are parameters, not data keys. */
  readonly start: number;
  readonly end: number;
}

export interface MacroCall {
  readonly macro: string;
  /** Each argument's leading name (positional) or keyword → leading name. */
  readonly positional: (string | undefined)[];
  readonly keywords: Map<string, string>;
  readonly at: number;
}

/** The macros a Jinja template defines, with the parameters each prints raw (`rawNames` reads a body). */
export function jinjaMacros(text: string, rawPrints: (body: string) => ScopedHit[]): Map<string, MacroDefinition> {
  const out = new Map<string, MacroDefinition>();
  for (const m of text.matchAll(MACRO)) {
    const params = m[2].split(',').map((p) => p.split('=')[0].trim());
    const printed = rawPrints(m[3]);
    const start = (m.index ?? 0) + m[0].indexOf('%}') + 2;
    const raw = params.flatMap((name, index) => {
      const hit = name ? printed.find((h) => h.name === name) : undefined;
      return hit ? [{ index, name, at: start + hit.at }] : [];
    });
    out.set(m[1], { params, raw, start, end: start + m[3].length });
  }
  return out;
}

const LEADING_NAME = /^\s*([A-Za-z_]\w*)(?:\.\w+|\[[^\]]{0,40}\]){0,8}\s*$/;

/** Calls of macros in a Jinja template, with the data key each argument reads. */
export function jinjaMacroCalls(text: string): MacroCall[] {
  const out: MacroCall[] = [];
  for (const m of text.matchAll(MACRO_CALL)) {
    const positional: (string | undefined)[] = [];
    const keywords = new Map<string, string>();
    for (const arg of m[2].split(',')) {
      const kw = /^\s*([A-Za-z_]\w*)\s*=(?!=)(.*)$/.exec(arg);
      const value = LEADING_NAME.exec(kw ? kw[2] : arg)?.[1];
      if (kw) {
        if (value) keywords.set(kw[1], value);
      } else positional.push(value);
    }
    out.push({ macro: m[1], positional, keywords, at: m.index ?? 0 });
  }
  return out;
}
