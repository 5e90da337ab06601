/**
 * JSP Expression Language (`${param.q}`, `${fn:escapeXml(book.title)}`) as the Java the container
 * evaluates it with, so the Java analysis sees where its values come from:
 *
 * - implicit objects: `param.x` / `param['x']` is `request.getParameter("x")`, `paramValues` its
 *   values, `header`/`headerValues` the request's headers, `cookie.x` a request cookie;
 *   `requestScope.x`, `sessionScope.x`, `applicationScope.x`, `pageScope.x` the scope's attribute;
 * - any other leading name is a scoped attribute (`pageContext.findAttribute("x")`);
 * - `a.b` and `a['b']` read a bean property (`a.getB()`), `a[i]` an element (the container itself);
 * - `prefix:name(args)` calls the tag library function (`fn:` is JSTL's
 *   org.apache.taglibs.standard.functions.Functions, whose escapeXml is an HTML escaper);
 * - comparisons, arithmetic, `empty`, `not`, `and`/`or` give a number or a boolean: no text;
 *   `a ? b : c` may give either branch; `+=` concatenates text (EL 3.0).
 *
 * Anything the translator does not understand gives `null` (nothing printed), never a throw.
 * Bounded: expressions are cut at MAX_EL_CHARS and nesting at MAX_DEPTH.
 */

const MAX_EL_CHARS = 2000;

/** Tag library prefixes of a page (`<%@ taglib prefix="fn" uri="…/functions" %>`) by the JSTL library they name. */
export type TagLibraries = ReadonlyMap<string, 'core' | 'functions' | 'other'>;
const MAX_DEPTH = 24;

type Token = { kind: 'name' | 'string' | 'number' | 'op'; text: string };

const TOKEN = /\s*(?:([A-Za-z_$][\w$]*)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(\+=|==|!=|<=|>=|&&|\|\||->|[-+*/%!<>?:.,()[\]{}]))/y;

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) return text.slice(start).trim() === '' ? tokens : undefined;
    if (m[1]) tokens.push({ kind: 'name', text: m[1] });
    else if (m[2]) tokens.push({ kind: 'string', text: m[2] });
    else if (m[3]) tokens.push({ kind: 'number', text: m[3] });
    else tokens.push({ kind: 'op', text: m[4] });
  }
  return tokens;
}

/** EL string literal → Java string literal (EL allows single quotes; Java needs double). */
function javaString(literal: string): string {
  const body = literal.slice(1, -1).replace(/\\(['"\\])/g, '$1');
  return JSON.stringify(body);
}

const WORD_OPERATORS = new Set(['eq', 'ne', 'lt', 'gt', 'le', 'ge', 'and', 'or', 'div', 'mod', 'instanceof']);
const SYMBOL_OPERATORS = new Set(['==', '!=', '<', '>', '<=', '>=', '&&', '||', '+', '-', '*', '/', '%']);

/** JSTL functions whose result is a number or a boolean: no text reaches the page from them. */
const NON_TEXT_FUNCTIONS = new Set(['length', 'contains', 'containsIgnoreCase', 'startsWith', 'endsWith', 'indexOf']);

const capitalise = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** A value that carries no text of the page's data (a number or a boolean). */
const NO_TEXT = '0';

class Parser {
  private at = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly libraries: TagLibraries,
  ) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  private isOp(text: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.kind === 'op' && t.text === text;
  }

  private expect(text: string): void {
    if (!this.isOp(text)) throw new Error(`expected ${text}`);
    this.at++;
  }

  done(): boolean {
    return this.at >= this.tokens.length;
  }

  /** `a ; b` (EL 3.0 statements) is not supported: the caller treats leftovers as not understood. */
  expression(): string {
    if (++this.depth > MAX_DEPTH) throw new Error('too deep');
    try {
      const cond = this.binary();
      if (!this.isOp('?')) return cond;
      this.at++;
      const then = this.expression();
      this.expect(':');
      const otherwise = this.expression();
      // The condition's value is not modelled: either branch may be printed.
      return `(pageContext != null ? ${then} : ${otherwise})`;
    } finally {
      this.depth--;
    }
  }

  /** Operands joined by operators: text only for `+=`; any other operator gives a number or a boolean. */
  private binary(): string {
    const parts = [this.unary()];
    let concat = true;
    for (;;) {
      const t = this.peek();
      if (!t) break;
      if (t.kind === 'op' && t.text === '+=') {
        this.at++;
        parts.push(this.unary());
      } else if ((t.kind === 'op' && SYMBOL_OPERATORS.has(t.text)) || (t.kind === 'name' && WORD_OPERATORS.has(t.text))) {
        this.at++;
        parts.push(this.unary());
        concat = false;
      } else break;
    }
    if (parts.length === 1) return parts[0];
    return concat ? `(${parts.map((p) => `String.valueOf(${p})`).join(' + ')})` : NO_TEXT;
  }

  private unary(): string {
    const t = this.peek();
    if (t && ((t.kind === 'op' && (t.text === '!' || t.text === '-')) || (t.kind === 'name' && (t.text === 'not' || t.text === 'empty')))) {
      this.at++;
      this.unary();
      return NO_TEXT;
    }
    return this.postfix(this.primary());
  }

  private primary(): string {
    const t = this.peek();
    if (!t) throw new Error('unexpected end');
    this.at++;
    if (t.kind === 'string') return javaString(t.text);
    if (t.kind === 'number') return t.text;
    if (t.kind === 'op' && t.text === '(') {
      const inner = this.expression();
      this.expect(')');
      return `(${inner})`;
    }
    if (t.kind !== 'name') throw new Error(`unexpected ${t.text}`);
    if (t.text === 'true' || t.text === 'false' || t.text === 'null') return t.text;
    // `prefix:name(args)`: a tag library function.
    if (this.isOp(':') && this.peek(1)?.kind === 'name' && this.isOp('(', 2)) {
      const name = this.peek(1)!.text;
      this.at += 3;
      const args: string[] = [];
      while (!this.isOp(')')) {
        args.push(this.expression());
        if (this.isOp(',')) this.at++;
        else break;
      }
      this.expect(')');
      const jstl = this.libraries.get(t.text) === 'functions';
      if (jstl && NON_TEXT_FUNCTIONS.has(name)) return NO_TEXT;
      const owner = jstl ? 'org.apache.taglibs.standard.functions.Functions' : `vigil.jsp.functions.${t.text}`;
      return `${owner}.${name}(${args.join(', ')})`;
    }
    return this.implicitObject(t.text);
  }

  /** The first property of an implicit object picks what the container reads; other names are scoped attributes. */
  private implicitObject(name: string): string {
    const key = this.propertyKey();
    const reads: Record<string, string> = {
      param: 'request.getParameter',
      paramValues: 'request.getParameterValues',
      header: 'request.getHeader',
      headerValues: 'request.getHeaders',
      requestScope: 'request.getAttribute',
      sessionScope: 'session.getAttribute',
      applicationScope: 'application.getAttribute',
      pageScope: 'pageContext.getAttribute',
      initParam: 'application.getInitParameter',
    };
    if (key !== undefined && reads[name]) return `${reads[name]}(${key})`;
    if (key !== undefined && name === 'cookie') return 'request.getCookies()[0]';
    if (key !== undefined && name === 'pageContext') return this.property('pageContext', key);
    if (key !== undefined) return this.property(`pageContext.findAttribute(${JSON.stringify(name)})`, key);
    if (name === 'param' || name === 'paramValues') return 'request.getParameterMap()';
    if (name === 'pageContext') return 'pageContext';
    return `pageContext.findAttribute(${JSON.stringify(name)})`;
  }

  /** `.name` or `['name']` after a value: the key as a Java string literal (consumed); undefined otherwise (not consumed). */
  private propertyKey(): string | undefined {
    if (this.isOp('.') && this.peek(1)?.kind === 'name') {
      const name = this.peek(1)!.text;
      this.at += 2;
      return JSON.stringify(name);
    }
    if (this.isOp('[') && this.peek(1)?.kind === 'string' && this.isOp(']', 2)) {
      const literal = javaString(this.peek(1)!.text);
      this.at += 3;
      return literal;
    }
    return undefined;
  }

  /** A bean property read: `x.getName()`, the way the EL resolver calls the getter. */
  private property(object: string, key: string): string {
    const name = JSON.parse(key) as string;
    return /^[A-Za-z_$][\w$]*$/.test(name) ? `${object}.get${capitalise(name)}()` : object;
  }

  private postfix(base: string): string {
    let value = base;
    for (;;) {
      const key = this.propertyKey();
      if (key !== undefined) {
        value = value === 'request.getCookies()[0]' && key === '"value"' ? `${value}.getValue()` : this.property(value, key);
        continue;
      }
      if (this.isOp('[')) {
        // An element of an array, list or map: the container stands for its elements.
        this.at++;
        this.expression();
        this.expect(']');
        continue;
      }
      if (this.isOp('(')) {
        // A method call on a value (EL 2.2): its result is not known; the value stands for it.
        this.at++;
        while (!this.isOp(')')) {
          this.expression();
          if (this.isOp(',')) this.at++;
          else break;
        }
        this.expect(')');
        continue;
      }
      return value;
    }
  }
}

/** The Java expression for an EL expression's body (without `${`/`}`), or undefined when it is not understood. */
export function elToJava(body: string, libraries: TagLibraries): string | undefined {
  if (body.length > MAX_EL_CHARS) return undefined;
  const tokens = tokenize(body);
  if (!tokens || tokens.length === 0) return undefined;
  try {
    const parser = new Parser(tokens, libraries);
    const java = parser.expression();
    return parser.done() ? java : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where an EL expression starting at `open` (the `$` or `#` of `${`) ends: the offset just past its
 * closing brace, skipping braces inside string literals; -1 when it is not closed.
 */
export function elEnd(text: string, open: number): number {
  let depth = 0;
  let quote = '';
  const limit = Math.min(text.length, open + MAX_EL_CHARS + 2);
  for (let i = open + 1; i < limit; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}
