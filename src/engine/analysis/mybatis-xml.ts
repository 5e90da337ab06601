/**
 * MyBatis XML mapper files (`<mapper namespace="com.acme.UserMapper">` with `<select id="find">…`):
 * MyBatis binds each statement to the method `id` of the Java interface the namespace names, and
 * pastes every `${expr}` of the statement into the SQL text as it is (a `#{expr}` is a bound
 * parameter). This reads, per `namespace.id`, where the statement's `${…}` are and which parameter
 * root each one reads, so a call of the interface method (mybatis-statements.ts) can check what its
 * arguments hold.
 *
 * Parameter roots: `${name}` and `${name.prop}` read `name`; inside `<foreach collection="c"
 * item="x">` a `${x}` reads the collection `c`; a `<bind name="b" value="…"/>` makes `b` stand for
 * the names its value mentions; `<include refid="frag"/>` pastes a `<sql id="frag">` fragment of the
 * same mapper. XML comments are blanked first.
 *
 * Bounded and linear: files over MAX_MAPPER_BYTES are not read, at most MAX_STATEMENTS statements
 * per file, `${…}` are found with indexOf and every pattern is a plain scan without nested quantifiers.
 */
import { createHash } from 'node:crypto';
import type { SourceFile } from '../findings.js';
import { isVendoredPath } from '../files/kinds.js';

const MAX_MAPPER_BYTES = 512 * 1024;
const MAX_STATEMENTS = 2000;

/** One `${…}` of a statement: the parameter root it reads and where it is written. */
export interface MapperUse {
  /** What is written between the braces, trimmed (`sort`, `c.name`). */
  text: string;
  /** The parameter root it reads, after foreach items and binds are followed (several for a bind). */
  roots: string[];
  /** Property path after the root (`c.name` → [`name`]); empty for the root itself. */
  path: string[];
  line: number;
  column: number;
  startIndex: number;
  endIndex: number;
}

export interface MapperStatement {
  filePath: string;
  /** A digest of the mapper file's text: what a tracked lookup records. */
  digest: string;
  /** `select`, `insert`, `update` or `delete`. */
  verb: string;
  uses: MapperUse[];
}

const STATEMENT_VERBS = ['select', 'insert', 'update', 'delete'] as const;

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function position(starts: readonly number[], index: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= index) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: index - starts[lo] + 1 };
}

/** The value of attribute `name` in the text of one start tag. */
function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** Comments blanked to spaces (newlines kept) so offsets and lines stay those of the file. */
function blankComments(text: string): string {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('<!--'); open >= 0; open = text.indexOf('<!--', from)) {
    const close = text.indexOf('-->', open + 4);
    const end = close < 0 ? text.length : close + 3;
    out += text.slice(from, open) + text.slice(open, end).replace(/[^\n]/g, ' ');
    from = end;
  }
  return out + text.slice(from);
}

/** Names an OGNL expression mentions that can be parameter roots (`'%' + label + '%'` → label). */
function mentionedNames(expr: string): string[] {
  const out = new Set<string>();
  const withoutStrings = expr.replace(/'[^']*'|"[^"]*"/g, ' ');
  for (const m of withoutStrings.matchAll(/(?<![\w.$])([A-Za-z_]\w*)/g)) {
    if (!['null', 'true', 'false', 'and', 'or', 'not', 'eq', 'neq', 'lt', 'gt', 'lte', 'gte', 'instanceof'].includes(m[1])) out.add(m[1]);
  }
  return [...out];
}

interface Span {
  start: number;
  end: number;
}

/**
 * The `${…}` of a text: each opening `${` with its closing `}` on the same line within 200
 * characters (MyBatis expressions are short). Found with indexOf, so a run of unclosed `${` costs
 * one bounded look each.
 */
export function dollarExpressions(text: string): { index: number; end: number; inner: string }[] {
  const out: { index: number; end: number; inner: string }[] = [];
  for (let at = text.indexOf('${'); at >= 0; at = text.indexOf('${', at + 2)) {
    const window = text.slice(at + 2, at + 203);
    const close = window.search(/[}\n]/);
    if (close > 0 && window[close] === '}') out.push({ index: at, end: at + 3 + close, inner: window.slice(0, close) });
  }
  return out;
}

/** The `${…}` of one statement or fragment body, each with the foreach/bind scopes enclosing it. */
function readBody(text: string, starts: readonly number[], from: number, to: number): MapperUse[] {
  const uses: MapperUse[] = [];
  // Open foreach/bind scopes as a stack of (item → collection) and (bind → names).
  const scopes: { tag: string; names: Map<string, string[]> }[] = [];
  // The body alone is scanned, so a file of many statements is read once over.
  const body = text.slice(from, to);
  const tags = [...body.matchAll(/<(\/?)(foreach|bind)\b([^<>]{0,2000})>/g)].map((m) => ({ index: m.index ?? 0, tag: m }));
  const exprs = dollarExpressions(body).map((d) => ({ index: d.index, expr: d }));
  const events = [...tags, ...exprs].sort((a, b) => a.index - b.index);
  for (const event of events) {
    if ('expr' in event) {
      const written = event.expr.inner.trim();
      const [head, ...path] = written.split(/[.[]/).map((part) => part.trim());
      const root = head.split(',')[0].trim();
      let roots = [root];
      for (let i = scopes.length - 1; i >= 0; i--) {
        const mapped = scopes[i].names.get(root);
        if (mapped) {
          roots = mapped;
          break;
        }
      }
      const at = position(starts, from + event.index);
      uses.push({ text: written, roots, path: path.map((p) => p.replace(/\]$/, '')), line: at.line, column: at.column, startIndex: from + event.index, endIndex: from + event.expr.end });
      continue;
    }
    const [, closing, tag, attrs] = event.tag;
    const selfClosing = attrs.trimEnd().endsWith('/');
    if (tag === 'foreach' && !closing) {
      const item = attribute(attrs, 'item');
      const index = attribute(attrs, 'index');
      const collection = attribute(attrs, 'collection')?.trim();
      const names = new Map<string, string[]>();
      const roots = collection ? mentionedNames(collection).slice(0, 1) : [];
      if (item) names.set(item.trim(), roots);
      if (index) names.set(index.trim(), roots);
      if (!selfClosing) scopes.push({ tag, names });
    } else if (tag === 'foreach' && closing) {
      const i = scopes.map((s) => s.tag).lastIndexOf('foreach');
      if (i >= 0) scopes.splice(i);
    } else if (tag === 'bind' && !closing) {
      const name = attribute(attrs, 'name')?.trim();
      const value = attribute(attrs, 'value');
      // A bind is visible to the rest of its enclosing element: keep it in the innermost scope.
      if (name && value !== undefined) {
        if (!scopes.length) scopes.push({ tag: 'statement', names: new Map() });
        scopes[scopes.length - 1].names.set(name, mentionedNames(value));
      }
    }
  }
  return uses;
}

/** The statements of one mapper file by `namespace.id` (empty when it is no MyBatis mapper). */
export function readMapperFile(filePath: string, raw: string): Map<string, MapperStatement> {
  const out = new Map<string, MapperStatement>();
  if (!raw.includes('<mapper')) return out;
  const text = blankComments(raw);
  const mapperTag = /<mapper\b([^<>]{0,2000})>/.exec(text);
  const namespace = mapperTag ? attribute(mapperTag[1], 'namespace')?.trim() : undefined;
  if (!namespace || !/^[\w.$]+$/.test(namespace)) return out;
  const digest = createHash('sha1').update(raw).digest('hex').slice(0, 16);
  const starts = lineStarts(text);
  const elements: { verb: string; id: string; body: Span; includes: string[] }[] = [];
  const fragments = new Map<string, Span>();
  const open = /<(select|insert|update|delete|sql)\b([^<>]{0,2000})>/g;
  for (let m = open.exec(text); m && elements.length + fragments.size < MAX_STATEMENTS; m = open.exec(text)) {
    const id = attribute(m[2], 'id')?.trim();
    if (!id || m[2].trimEnd().endsWith('/')) continue;
    const start = m.index + m[0].length;
    const end = text.indexOf(`</${m[1]}`, start);
    if (end < 0) break;
    const body = { start, end };
    if (m[1] === 'sql') fragments.set(id, body);
    else {
      const includes = [...text.slice(start, end).matchAll(/<include\b[^<>]{0,2000}?\srefid\s*=\s*["']([^"'<>]{1,200})["']/g)].map((i) => i[1]);
      elements.push({ verb: m[1], id, body, includes });
    }
    open.lastIndex = end;
  }
  for (const el of elements) {
    const uses = readBody(text, starts, el.body.start, el.body.end);
    for (const ref of el.includes) {
      const fragment = fragments.get(ref.includes('.') ? ref.slice(ref.lastIndexOf('.') + 1) : ref);
      if (fragment) uses.push(...readBody(text, starts, fragment.start, fragment.end));
    }
    if ((STATEMENT_VERBS as readonly string[]).includes(el.verb)) out.set(`${namespace}.${el.id}`, { filePath, digest, verb: el.verb, uses });
  }
  return out;
}

/** Every MyBatis statement of the tree's mapper XML files, by `namespace.id`. */
export function readMapperStatements(files: readonly SourceFile[]): Map<string, MapperStatement> {
  const out = new Map<string, MapperStatement>();
  for (const file of files) {
    const filePath = file.path.replace(/\\/g, '/');
    if (!filePath.toLowerCase().endsWith('.xml') || isVendoredPath(filePath)) continue;
    const size = typeof file.content === 'string' ? file.content.length : file.content.byteLength;
    if (size > MAX_MAPPER_BYTES) continue;
    const text = typeof file.content === 'string' ? file.content : file.content.toString('utf8');
    for (const [key, statement] of readMapperFile(filePath, text)) if (!out.has(key)) out.set(key, statement);
  }
  return out;
}
