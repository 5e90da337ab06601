/**
 * A JSP page as the Java servlet the container generates from it, line for line, so the Java
 * lowering and analysis treat its code as they treat any servlet's:
 *
 * - the page is one method `_jspService(request, response, session, pageContext, application)`
 *   of a class named after the page's path, writing to `out` (the response's writer, so the
 *   servlet response sink rows apply; a `contentType` other than HTML is set first as the page
 *   directive says); `<%@ page import="…" %>` become imports;
 * - `<%= e %>` and `<jsp:expression>` print `e`; `<% code %>` and `<jsp:scriptlet>` are the code
 *   itself; comments, other directives and `<%! declarations %>` give nothing;
 * - EL `${…}` in template text (and in plain HTML attributes, which are template text) prints its
 *   value, unescaped as JSP does (el.ts); inside a custom tag's attributes it is the tag's input;
 * - JSTL core tags: `<c:out>` prints escaped (nothing to report) unless `escapeXml="false"`;
 *   `<c:set var value>` sets a page attribute; `<c:forEach items var>` binds the loop variable to
 *   the collection (it stands for its elements); `<c:redirect url>` redirects; `<c:import url>`
 *   fetches the URL. Other tags give nothing.
 *
 * Template text becomes nothing but its line breaks, so every construct stays on its own line; the
 * segments record where each piece of Java came from, for remap.ts to put locations back on the
 * page's own text. Never throws: what is not understood is left out.
 */
import { elEnd, elToJava, type TagLibraries } from './el.js';

export interface JspSegment {
  /** Offset of the piece in the Java text. */
  readonly synth: number;
  readonly length: number;
  /** Where it came from in the page: code copied as is maps offset by offset; glue maps to its construct. */
  readonly orig: number;
  readonly origEnd: number;
  readonly copied: boolean;
}

export interface JspTranslation {
  readonly java: string;
  readonly segments: readonly JspSegment[];
}

const JSP_ENDINGS = ['.jsp', '.jspf', '.jspx'];

export function isJspPath(filePath: string): boolean {
  const lower = filePath.toLowerCase();
  return JSP_ENDINGS.some((e) => lower.endsWith(e));
}

class JavaBuilder {
  private readonly parts: string[] = [];
  private size = 0;
  readonly segments: JspSegment[] = [];

  private push(text: string, orig: number, origEnd: number, copied: boolean): void {
    if (!text) return;
    this.segments.push({ synth: this.size, length: text.length, orig, origEnd, copied });
    this.parts.push(text);
    this.size += text.length;
  }

  glue(text: string, orig: number, origEnd: number): void {
    this.push(text, orig, origEnd, false);
  }

  copy(text: string, orig: number): void {
    this.push(text, orig, orig + text.length, true);
  }

  /** The line breaks of the page's text between two offsets (template text, comments, tags). */
  breaks(text: string, from: number, to: number): void {
    let n = 0;
    for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
    if (n) this.glue('\n'.repeat(n), to, to);
  }

  text(): string {
    return this.parts.join('');
  }
}

const DIRECTIVE = /<%@\s*(page|taglib|include)\b([\s\S]{0,2000}?)%>|<jsp:directive\.(page|taglib)\b([^>]{0,2000})>/g;
const ATTRIBUTE = /([A-Za-z_][\w:.-]{0,80})\s{0,40}=\s{0,40}(?:"([^"]{0,4000})"|'([^']{0,4000})')/g;

function attributes(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(ATTRIBUTE)) out.set(m[1], m[2] ?? m[3] ?? '');
  return out;
}

interface PageSettings {
  imports: string[];
  contentType?: string;
  libraries: TagLibraries;
}

/** Imports, content type and tag library prefixes, from the page's directives wherever they sit. */
function pageSettings(text: string): PageSettings {
  const imports: string[] = [];
  let contentType: string | undefined;
  // A fragment included into another page declares no taglibs: the usual prefixes are assumed.
  const libraries = new Map<string, 'core' | 'functions' | 'other'>([['c', 'core'], ['fn', 'functions']]);
  for (const m of text.matchAll(DIRECTIVE)) {
    const kind = m[1] ?? m[3];
    const attrs = attributes(m[2] ?? m[4] ?? '');
    if (kind === 'page') {
      for (const name of (attrs.get('import') ?? '').split(',')) if (/^\s*[\w.]+(\.\*)?\s*$/.test(name)) imports.push(name.trim());
      contentType = attrs.get('contentType') ?? contentType;
    } else if (kind === 'taglib' && attrs.get('prefix')) {
      const uri = attrs.get('uri') ?? '';
      const library = /(jstl\/core|tags\.core)$/.test(uri) ? 'core' : /(jstl\/functions|tags\.functions)$/.test(uri) ? 'functions' : 'other';
      libraries.set(attrs.get('prefix')!, library);
    }
  }
  return { imports, contentType, libraries };
}

/** The Java class name of a page: its path with every other character an underscore (as Jasper mangles it). */
function className(filePath: string): string {
  const name = filePath.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

function header(filePath: string, settings: PageSettings): string {
  const imports = settings.imports.map((i) => `import ${i}; `).join('');
  const params = [
    'jakarta.servlet.http.HttpServletRequest request',
    'jakarta.servlet.http.HttpServletResponse response',
    'jakarta.servlet.http.HttpSession session',
    'jakarta.servlet.jsp.PageContext pageContext',
    'jakarta.servlet.ServletContext application',
  ].join(', ');
  const type = settings.contentType ? `response.setContentType(${JSON.stringify(settings.contentType)}); ` : '';
  return `${imports}class ${className(filePath)} { public void _jspService(${params}) throws Throwable { ${type}java.io.PrintWriter out = response.getWriter(); `;
}

/** Where a tag starting at `open` ends (just past its `>`), skipping quoted attribute values; -1 when not closed. */
function tagEnd(text: string, open: number): number {
  let quote = '';
  const limit = Math.min(text.length, open + 8000);
  for (let i = open + 1; i < limit; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return -1;
}

/** An attribute value as a Java expression: literal text, `${…}` and `<%= … %>` parts joined. */
function valueJava(value: string, libraries: TagLibraries): string | undefined {
  const parts: string[] = [];
  let literal = '';
  let i = 0;
  while (i < value.length) {
    const el = value.indexOf('${', i);
    const expr = value.indexOf('<%=', i);
    const next = [el, expr].filter((n) => n >= 0).sort((a, b) => a - b)[0];
    if (next === undefined) {
      literal += value.slice(i);
      break;
    }
    literal += value.slice(i, next);
    if (literal) parts.push(JSON.stringify(literal));
    literal = '';
    if (next === el) {
      const end = elEnd(value, el);
      if (end < 0) return undefined;
      const java = elToJava(value.slice(el + 2, end - 1), libraries);
      if (java === undefined) return undefined;
      parts.push(java);
      i = end;
    } else {
      const end = value.indexOf('%>', expr);
      if (end < 0) return undefined;
      parts.push(`(${value.slice(expr + 3, end)})`);
      i = end + 2;
    }
  }
  if (literal) parts.push(JSON.stringify(literal));
  if (parts.length === 0) return '""';
  return parts.length === 1 ? parts[0] : `(${parts.map((p) => `String.valueOf(${p})`).join(' + ')})`;
}

/** The Java statement a JSTL core tag stands for, or undefined for a tag that writes nothing of its inputs. */
function coreTag(name: string, attrs: Map<string, string>, libraries: TagLibraries): string | undefined {
  const value = (attr: string): string | undefined => (attrs.has(attr) ? valueJava(attrs.get(attr)!, libraries) : undefined);
  const variable = attrs.get('var');
  switch (name) {
    case 'out': {
      const escapes = !/^\s*(false|\$\{\s*false\s*\})\s*$/i.test(attrs.get('escapeXml') ?? 'true');
      const printed = value('value');
      return escapes || printed === undefined ? undefined : `out.print(${printed}); `;
    }
    case 'set': {
      const assigned = value('value');
      return variable && assigned !== undefined ? `pageContext.setAttribute(${JSON.stringify(variable)}, ${assigned}); ` : undefined;
    }
    case 'forEach': {
      const items = value('items');
      return variable && items !== undefined ? `pageContext.setAttribute(${JSON.stringify(variable)}, ${items}); ` : undefined;
    }
    case 'redirect': {
      const url = value('url');
      return url !== undefined ? `response.sendRedirect(${url}); ` : undefined;
    }
    case 'import': {
      const url = value('url');
      return url !== undefined ? `new java.net.URL(${url}).openStream(); ` : undefined;
    }
    default:
      return undefined;
  }
}

const NEXT = /<%|<jsp:(?:expression|scriptlet|declaration)>|<\/?[A-Za-z][\w-]{0,60}:[A-Za-z][\w.-]{0,60}|[$#]\{/g;

export function translateJsp(text: string, filePath: string): JspTranslation {
  const settings = pageSettings(text);
  const { libraries } = settings;
  const out = new JavaBuilder();
  out.glue(header(filePath, settings), 0, 0);
  let i = 0;
  while (i < text.length) {
    NEXT.lastIndex = i;
    const m = NEXT.exec(text);
    if (!m) break;
    const at = m.index;
    out.breaks(text, i, at);
    const token = m[0];
    let end: number;
    if (token === '<%') {
      end = scriptlet(text, at, out);
    } else if (token.startsWith('<jsp:') && token.endsWith('>')) {
      const kind = token.slice(5, -1);
      const close = text.indexOf(`</jsp:${kind}>`, at);
      end = close < 0 ? text.length : close + kind.length + 7;
      const body = text.slice(at + token.length, close < 0 ? text.length : close);
      const copied = kind === 'expression' ? printCode(out, body, at + token.length, at, end) : kind === 'scriptlet' && body.length > 0;
      if (kind === 'scriptlet') out.copy(body, at + token.length);
      if (!copied) out.breaks(text, at, end);
    } else if (token.startsWith('<')) {
      end = tagEnd(text, at);
      if (end < 0) end = at + token.length;
      const prefix = token.replace(/^<\/?/, '').split(':')[0];
      if (!token.startsWith('</') && libraries.get(prefix) === 'core') {
        const statement = coreTag(token.split(':')[1], attributes(text.slice(at + token.length, end)), libraries);
        if (statement) out.glue(statement, at, end);
      }
      out.breaks(text, at, end);
    } else {
      // `\${` is literal text.
      end = elEnd(text, at);
      if (text[at - 1] === '\\' || end < 0) {
        end = at + 2;
      } else {
        const java = elToJava(text.slice(at + 2, end - 1), libraries);
        if (java !== undefined) out.glue(`out.print(${java}); `, at, end);
        out.breaks(text, at, end);
      }
    }
    i = Math.max(end, at + 1);
  }
  out.breaks(text, i, text.length);
  out.glue(' }}', text.length, text.length);
  return { java: out.text(), segments: out.segments };
}

/** `out.print(code);` with the expression's text copied, so its own locations map back exactly; false when there is no code. */
function printCode(out: JavaBuilder, code: string, codeAt: number, start: number, end: number): boolean {
  if (!code.trim()) return false;
  out.glue('out.print(', start, end);
  out.copy(code, codeAt);
  out.glue('); ', start, end);
  return true;
}

/** `<%-- --%>`, `<%@ %>`, `<%! %>`, `<%= %>` or `<% %>` at `at`: what it contributes; returns where it ends. */
function scriptlet(text: string, at: number, out: JavaBuilder): number {
  if (text.startsWith('<%--', at)) {
    const close = text.indexOf('--%>', at + 4);
    const end = close < 0 ? text.length : close + 4;
    out.breaks(text, at, end);
    return end;
  }
  const close = text.indexOf('%>', at + 2);
  const end = close < 0 ? text.length : close + 2;
  const bodyEnd = close < 0 ? text.length : close;
  const marker = text[at + 2];
  if (marker === '=') {
    // The copied expression keeps its own line breaks.
    if (!printCode(out, text.slice(at + 3, bodyEnd), at + 3, at, end)) out.breaks(text, at, end);
  } else if (marker === '@' || marker === '!') {
    // Directives were read up front; declarations (class members) are not modelled.
    out.breaks(text, at, end);
  } else {
    out.copy(text.slice(at + 2, bodyEnd), at + 2);
    out.glue(' ', end, end);
  }
  return end;
}
