/**
 * Which data keys a view template prints without escaping, and where, per template language.
 * Escaped output (`{{ x }}`, `<%= x %>`, `{{x}}`, `#{x}`, `th:text`, Blade `{{ $x }}`) is what
 * these engines do by default; only the raw forms count:
 *
 * - jinja / nunjucks: `{{ x|safe }}` (no escaping filter with it), every `{{ x }}` inside
 *   `{% autoescape false %}` (or Django's `{% autoescape off %}`: the Django template language
 *   marks raw output the same way, so its files are read as jinja); twig the same with `|raw`;
 *   swig with either.
 * - ejs: `<%- x %>`; handlebars: `{{{x}}}`, `{{& x}}` (a helper call's output is not followed);
 *   pug: `!{x}`, `tag!= x`; thymeleaf: `th:utext="${x}"`, `[(${x})]`; blade: `{!! $x !!}` and embedded PHP
 *   echo (template-blade.ts);
 *   jsp: EL `${x}` in template text (JSP does not escape it), `<c:out escapeXml="false">`,
 *   `<%= request.getAttribute("x") %>` (template-jsp.ts); simpletemplate (Bottle's `.tpl`): `{{!x}}`.
 *
 * The key is the expression's leading name (`x.bio` prints part of the data key `x`); a loop
 * variable stands for the collection it walks (`{% for c in comments %}{{ c.body|safe }}`,
 * `comments.forEach(function (c) {` then `<%- c.body %>`). Includes are returned by their
 * written name for the caller to resolve (template-sinks.ts). Regexes only, over text capped by
 * template-files.ts; every repetition is bounded.
 */

import { readBladePhp } from './template-blade.js';
import { readJsp } from './template-jsp.js';
import { requestReadOffsets } from './template-request-reads.js';
import { handlebarsScoped, jinjaMacroCalls, jinjaMacros, jinjaSetAliases, type MacroDefinition } from './template-scopes.js';

export type TemplateEngine = 'jinja' | 'nunjucks' | 'twig' | 'swig' | 'ejs' | 'handlebars' | 'pug' | 'thymeleaf' | 'blade' | 'jsp' | 'simpletemplate';

export interface RawOutput {
  /** The data key printed raw. */
  readonly name: string;
  /** Thymeleaf and JSP: the property of the key that is printed (`${applicant.bio}` → `bio`), when one is written. */
  readonly member?: string;
  /** The name is a loop variable walking the key: `member` is a property of each element (`${inv.dueOn}` over `invoices`). */
  readonly element?: true;
  /** JSP: the attribute scope the page reads (`${sessionScope.x}`), when it names one. */
  readonly scope?: 'request' | 'session';
  readonly line: number;
  readonly column: number;
  /** Offsets of the printing expression's text, up to the end of its line (the finding's snippet). */
  readonly startIndex: number;
  readonly endIndex: number;
}

export interface TemplateReading {
  readonly raw: RawOutput[];
  /** Raw prints of the template's own request reads (`app.request.query.get('x')|raw`; template-request-reads.ts; Thymeleaf `${param.x}`), named `request`. */
  readonly requestReads: RawOutput[];
  /** Other templates this one includes or extends, as written. */
  readonly includes: string[];
  /**
   * Keys an include sets itself, by included name (EJS `include('header', { title: 'Home' })`):
   * there the included file's `title` is not the caller's data.
   */
  readonly overrides: Map<string, string[]>;
  /** Jinja macros this template defines, with the parameters each prints raw (template-scopes.ts). */
  readonly macros: Map<string, MacroDefinition>;
  /** Arguments of Jinja macro calls, by the parameter they fill (position or keyword): raw when that parameter is. */
  readonly macroArgs: MacroArgument[];
}

export interface MacroArgument extends RawOutput {
  readonly macro: string;
  readonly param: number | string;
}

/** File endings each engine loads (longest first where one ends another). */
export const ENGINE_ENDINGS: Record<TemplateEngine, readonly string[]> = {
  // Flask autoescapes these endings only: other endings are not HTML pages.
  jinja: ['.html', '.htm', '.xhtml'],
  nunjucks: ['.njk', '.nunjucks', '.html'],
  twig: ['.html.twig', '.twig'],
  swig: ['.html', '.swig'],
  ejs: ['.ejs'],
  handlebars: ['.hbs', '.handlebars'],
  pug: ['.pug', '.jade'],
  thymeleaf: ['.html'],
  blade: ['.blade.php'],
  jsp: ['.jsp', '.jspf'],
  simpletemplate: ['.tpl', '.stpl'],
};

const EXPRESSION = /\{\{-?\s*([A-Za-z_]\w*)((?:\.\w+|\[[^\]{}]{0,40}\])*)\s*((?:\|\s*\w+(?:\([^)}]{0,80}\))?\s*){0,8})-?\}\}/g;
/** The filters that print their input unescaped, per engine of the Jinja family. */
const RAW_FILTERS: Record<'jinja' | 'nunjucks' | 'twig' | 'swig', RegExp> = {
  jinja: /\|\s*safe\b/,
  nunjucks: /\|\s*safe\b/,
  twig: /\|\s*raw\b/,
  swig: /\|\s*(?:safe|raw)\b/,
};
/** Filters whose output is escaped or carries no markup, whatever follows. */
const ESCAPING_FILTERS = /\|\s*(e|escape|forceescape|striptags|urlencode|int|float|length|count|tojson|json_encode|abs|round)\b/;
const AUTOESCAPE_REGION = /\{%-?\s*autoescape\s+(?:false|False|off)\s*-?%\}([\s\S]{0,200000}?)(?:\{%-?\s*endautoescape\s*-?%\}|$)/g;
const JINJA_INCLUDE = /\{%-?\s*(?:include|extends|import|from|embed)\s+["']([^"'\n]{1,200})["']/g;
const JINJA_FOR = /\{%-?\s*for\s+([A-Za-z_]\w*)(?:\s*,\s*([A-Za-z_]\w*))?\s+in\s+([A-Za-z_]\w*)/g;

const EJS_RAW = /<%-\s*(?:locals\.)?([A-Za-z_$][\w$]*)/g;
const EJS_INCLUDE = /<%[-=_]?\s*include\(\s*["']([^"'\n]{1,200})["'](?:\s*,\s*\{([^{}]{0,400})\})?/g;
const OBJECT_KEY = /(?:^|,)\s*["']?([A-Za-z_$][\w$]*)["']?\s*:/g;
const JS_FOR_EACH = /\b([A-Za-z_$][\w$]*)(?:\.\w+){0,3}\.(?:forEach|map)\(\s*(?:function\s*\(\s*|\(\s*)?([A-Za-z_$][\w$]*)/g;
const JS_FOR_OF = /\bfor\s*\(\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s+of\s+([A-Za-z_$][\w$]*)/g;

/** `{{{path}}}` / `{{& path}}` whose whole content is one path (a helper call has arguments); `../` steps out of a block. */
const HBS_RAW = /\{\{(?:\{\s*|&\s*)((?:\.\.\/){0,4})([A-Za-z_][\w]*)(?:\.[\w]+){0,8}\s*\}?\}\}/g;
const HBS_PARTIAL = /\{\{>\s*["']?([\w./-]{1,200})/g;

const PUG_INTERPOLATED = /!\{\s*([A-Za-z_$][\w$]*)/g;
const PUG_BUFFERED = /^[ \t]*(?:[\w.#:-]{0,80}(?:\([^)\n]{0,200}\))?)?!=[ \t]*([A-Za-z_$][\w$]*)/gm;
const PUG_INCLUDE = /^[ \t]*(?:include|extends)[ \t]+([^\s]{1,200})/gm;
const PUG_EACH = /^[ \t]*(?:each|for)[ \t]+([A-Za-z_$][\w$]*)(?:[ \t]*,[ \t]*[A-Za-z_$][\w$]*)?[ \t]+in[ \t]+([A-Za-z_$][\w$]*)/gm;

/** A `th:utext` attribute's value: every `${name…}` in it is printed raw (`th:utext="|Hi ${name}|"`). */
const TH_UTEXT = /\bth:utext\s*=\s*(?:"([^"\n]{0,300})"|'([^'\n]{0,300})')/g;
const TH_VARIABLE = /\$\{\s*([A-Za-z_]\w*)(?:\s*\.\s*([A-Za-z_]\w*))?/g;
const TH_INLINE_RAW = /\[\(\s*\$\{\s*([A-Za-z_]\w*)(?:\s*\.\s*([A-Za-z_]\w*))?/g;
const TH_EACH = /\bth:each\s*=\s*["']\s*([A-Za-z_]\w*)(?:\s*,\s*\w+)?\s*:\s*\$\{\s*([A-Za-z_]\w*)/g;
const TH_INSERT = /\bth:(?:insert|replace|include)\s*=\s*["']\s*~?\{?\s*([\w/-]{1,200})/g;

const BLADE_RAW = /\{!!\s*\$([A-Za-z_]\w*)/g;
const BLADE_INCLUDE = /@(?:include|extends)\(\s*["']([\w./-]{1,200})["']/g;
const BLADE_FOREACH = /@foreach\s*\(\s*\$([A-Za-z_]\w*)\s+as\s+(?:\$\w+\s*=>\s*)?\$([A-Za-z_]\w*)/g;

/** Bottle SimpleTemplate: `{{!x}}` prints raw (`{{x}}` escapes); `% include('x')` / `% rebase('x')`; `% for v in xs:`. */
const STPL_RAW = /\{\{!\s*([A-Za-z_]\w*)/g;
const STPL_INCLUDE = /^[ \t]*%[ \t]*(?:include|rebase)\(\s*["']([^"'\n]{1,200})["']/gm;
const STPL_FOR = /^[ \t]*%[ \t]*for[ \t]+([A-Za-z_]\w*)(?:[ \t]*,[ \t]*([A-Za-z_]\w*))?[ \t]+in[ \t]+([A-Za-z_]\w*)/gm;

/** Line and column (1-based) of an offset, given the offsets where lines start. */
function position(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
}

interface Hit {
  name: string;
  at: number;
  member?: string;
  scope?: 'request' | 'session';
}

/** Matches of `re` as hits named by `group`; with `member`, that group is the property printed. */
function collect(text: string, re: RegExp, group = 1, base = 0, out: Hit[] = [], member?: number): Hit[] {
  for (const m of text.matchAll(re)) out.push({ name: m[group], at: base + (m.index ?? 0), ...(member !== undefined && m[member] ? { member: m[member] } : {}) });
  return out;
}

/** Where a loop binds a name, and the collection the name then walks. */
type Bindings = Map<string, { at: number; to: string }[]>;

/**
 * Loop variable → the collection it walks (`for c in comments`: c → comments). Each loop is also
 * recorded in `bound` by where it starts: two loops of one template may reuse a name
 * (`{% for r in rides %}…{% for r in featured %}`), and a print stands for the loop before it.
 */
function aliases(text: string, re: RegExp, item: number, collection: number, bound?: Bindings): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(re)) {
    if (!m[item] || m[item] === m[collection]) continue;
    out.set(m[item], m[collection]);
    if (bound) bound.set(m[item], [...(bound.get(m[item]) ?? []), { at: m.index ?? 0, to: m[collection] }]);
  }
  return out;
}

function jinjaFamily(text: string, rawFilter: RegExp): { name: string; at: number }[] {
  const hits: { name: string; at: number }[] = [];
  const off: [number, number][] = [];
  for (const region of text.matchAll(AUTOESCAPE_REGION)) {
    const start = (region.index ?? 0) + region[0].indexOf('%}') + 2;
    off.push([start, start + region[1].length]);
    for (const m of region[1].matchAll(EXPRESSION)) if (!ESCAPING_FILTERS.test(m[3])) hits.push({ name: m[1], at: start + (m.index ?? 0) });
  }
  for (const m of text.matchAll(EXPRESSION)) {
    const at = m.index ?? 0;
    if (off.some(([a, b]) => at >= a && at < b)) continue;
    if (rawFilter.test(m[3]) && !ESCAPING_FILTERS.test(m[3])) hits.push({ name: m[1], at });
  }
  return hits;
}

/** What a template prints raw and which templates it includes. */
export function readTemplate(engine: TemplateEngine, text: string): TemplateReading {
  let hits: Hit[];
  let ownReads: Hit[] = [];
  let includes: string[];
  let loops: Map<string, string>;
  const bound: Bindings = new Map();
  const overrides = new Map<string, string[]>();
  let macros = new Map<string, MacroDefinition>();
  const calls: { name: string; at: number; macro: string; param: number | string }[] = [];
  switch (engine) {
    case 'jinja':
    case 'nunjucks':
    case 'twig':
    case 'swig': {
      const rawFilter = RAW_FILTERS[engine];
      macros = jinjaMacros(text, (body) => jinjaFamily(body, rawFilter));
      const bodies = [...macros.values()];
      // A parameter printed inside its macro is the caller's argument (macroArgs), not a data key.
      hits = jinjaFamily(text, rawFilter).filter((h) => !bodies.some((b) => h.at >= b.start && h.at < b.end && b.params.includes(h.name)));
      includes = collect(text, JINJA_INCLUDE).map((h) => h.name);
      loops = new Map([...jinjaSetAliases(text), ...aliases(text, JINJA_FOR, 1, 3, bound), ...aliases(text, JINJA_FOR, 2, 3, bound)]);
      for (const call of jinjaMacroCalls(text)) {
        call.positional.forEach((name, param) => name && calls.push({ name, at: call.at, macro: call.macro, param }));
        for (const [param, name] of call.keywords) calls.push({ name, at: call.at, macro: call.macro, param });
      }
      break;
    }
    case 'ejs':
      hits = collect(text, EJS_RAW).filter((h) => h.name !== 'include');
      includes = collect(text, EJS_INCLUDE).map((h) => h.name);
      for (const m of text.matchAll(EJS_INCLUDE)) {
        const keys = m[2] ? [...m[2].matchAll(OBJECT_KEY)].map((k) => k[1]) : [];
        // One spelling of the include setting a key, another not: the key stays the caller's.
        const before = overrides.get(m[1]);
        overrides.set(m[1], before ? before.filter((k) => keys.includes(k)) : keys);
      }
      loops = new Map([...aliases(text, JS_FOR_EACH, 2, 1, bound), ...aliases(text, JS_FOR_OF, 1, 2, bound)]);
      break;
    case 'handlebars':
      hits = handlebarsScoped(
        text,
        [...text.matchAll(HBS_RAW)].filter((m) => m[2] !== 'else').map((m) => ({ name: m[2], at: m.index ?? 0, up: m[1].length / 3 })),
      );
      includes = collect(text, HBS_PARTIAL).map((h) => h.name);
      loops = new Map();
      break;
    case 'pug':
      hits = [...collect(text, PUG_INTERPOLATED), ...collect(text, PUG_BUFFERED)];
      includes = collect(text, PUG_INCLUDE).map((h) => h.name);
      loops = aliases(text, PUG_EACH, 1, 2, bound);
      break;
    case 'thymeleaf':
      hits = collect(text, TH_INLINE_RAW, 1, 0, [], 2);
      for (const attr of text.matchAll(TH_UTEXT)) {
        // Either quote may delimit the value; the other kind may appear inside (`"'<b>' + ${q}"`).
        const value = attr[1] ?? attr[2];
        collect(value, TH_VARIABLE, 1, (attr.index ?? 0) + attr[0].indexOf(value), hits, 2);
      }
      // `${param.x}` is Thymeleaf's view of the request parameters, in every template whatever the model holds.
      ownReads = hits.filter((h) => h.name === 'param');
      hits = hits.filter((h) => h.name !== 'param');
      includes = collect(text, TH_INSERT).map((h) => h.name);
      loops = aliases(text, TH_EACH, 1, 2, bound);
      break;
    case 'jsp':
      // JSP EL and JSTL (template-jsp.ts).
      ({ hits, includes, loops } = readJsp(text));
      break;
    case 'simpletemplate':
      // `{{!base}}` is where a rebased layout prints the child's output, not a data key.
      hits = collect(text, STPL_RAW).filter((h) => h.name !== 'base');
      includes = collect(text, STPL_INCLUDE).map((h) => h.name);
      loops = new Map([...aliases(text, STPL_FOR, 1, 3, bound), ...aliases(text, STPL_FOR, 2, 3, bound)]);
      break;
    case 'blade': {
      // `{!! $x !!}`, and the PHP a view embeds (`<?php echo $x ?>`, `echo` in `@php`: template-blade.ts).
      const php = readBladePhp(text);
      hits = [...collect(text, BLADE_RAW), ...php.hits];
      includes = collect(text, BLADE_INCLUDE).map((h) => h.name);
      loops = aliases(text, BLADE_FOREACH, 2, 1, bound);
      for (const [local, key] of php.aliases) if (!loops.has(local)) loops.set(local, key);
      break;
    }
  }
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const output = (h: Hit): RawOutput => {
    // A loop variable of a loop variable: follow a couple of steps to the data key.
    let name = h.name;
    let walked = 0;
    for (; walked < 3 && loops.has(name); walked++) name = [...(bound.get(name) ?? [])].reverse().find((b) => b.at <= h.at)?.to ?? loops.get(name)!;
    const lineEnd = text.indexOf('\n', h.at);
    const endIndex = Math.min(lineEnd === -1 ? text.length : lineEnd, h.at + 160);
    return { name, ...(h.member ? { member: h.member } : {}), ...(h.member && walked === 1 ? { element: true as const } : {}), ...(h.scope ? { scope: h.scope } : {}), ...position(lineStarts, h.at), startIndex: h.at, endIndex: h.at + text.slice(h.at, endIndex).trimEnd().length };
  };
  const macroArgs = calls.map((c) => ({ ...output(c), macro: c.macro, param: c.param }));
  // Where each macro prints a parameter raw, as a line: the sink a macro call's trace ends at.
  for (const [name, m] of macros) macros.set(name, { ...m, raw: m.raw.map((p) => ({ ...p, ...position(lineStarts, p.at) })) });
  const requestReads = [...requestReadOffsets(engine, text), ...ownReads.map((h) => h.at)].map((at) => output({ name: 'request', at }));
  return { raw: hits.map(output), requestReads, includes: [...new Set(includes)], overrides, macros, macroArgs };
}
