/**
 * Which request attributes a JSP page prints unescaped: the page read as a view template, for a
 * servlet that sets attributes on the request and forwards to it
 * (`req.setAttribute("error", msg); req.getRequestDispatcher("/WEB-INF/jsp/login.jsp").forward(req, resp)`).
 * The page's own reads of request data (`${param.q}`, `<%= request.getParameter("q") %>`) are
 * analysed as Java (lower/jsp/); here only what the forwarding code hands over:
 *
 * - EL in template text and plain HTML attributes is not escaped: `${error}`, `${requestScope.error}`,
 *   `${user.bio}` (the attribute `user`) print their attribute raw; an EL expression with anything
 *   else (a function such as `fn:escapeXml`, an operator) is not a plain print of it;
 * - `<c:out value="${x}"/>` escapes unless `escapeXml="false"`; the attributes of other custom tags
 *   are the tag's input, not output;
 * - `<%= request.getAttribute("x") %>` prints x raw; `${sessionScope.x}` and `<%= session.getAttribute("x") %>`
 *   print the session attribute x (set by any servlet: every page sees it), a plain `${x}` whichever scope holds x;
 * - `<c:forEach items="${loans}" var="loan">`: `loan` stands for `loans`;
 * - `<jsp:include page="…">` and `<%@ include file="…" %>` are includes.
 *
 * Regexes over text capped by template-files.ts; every repetition is bounded.
 */

/** EL's implicit objects: not attributes of the request. */
const IMPLICIT = new Set(['param', 'paramValues', 'header', 'headerValues', 'cookie', 'initParam', 'pageContext', 'sessionScope', 'applicationScope', 'pageScope', 'true', 'false', 'null', 'empty', 'not']);

/** A whole EL expression that is one attribute's value or a property of it. */
const PLAIN_EL = /^\s*(?:(requestScope|sessionScope)\s*\.\s*)?([A-Za-z_]\w*)(?:\s*\.\s*\w+|\s*\[\s*(?:'[^']{0,80}'|"[^"]{0,80}"|\d{1,6})\s*\]){0,8}\s*$/;
const EL = /\$\{([^{}]{1,400})\}/g;
/** Where code (`<% … %>`) or a custom tag (`<c:if …>`, `<fmt:message …/>`, `</c:if>`) starts. */
const REGION_START = /<%|<\/?[A-Za-z][\w-]{0,40}:[A-Za-z][\w.-]{0,40}/g;
const MAX_TAG_CHARS = 8000;
const ATTRIBUTE_EXPRESSION = /^<%=\s*(request|session)\s*\.\s*getAttribute\s*\(\s*"([^"\n]{1,200})"\s*\)\s*%>$/;
const C_OUT_RAW = /^<c:out\b(?=[^>]{0,4000}\bescapeXml\s*=\s*["']\s*(?:false|\$\{\s*false\s*\})\s*["'])[^>]{0,4000}\bvalue\s*=\s*(["'])\s*\$\{([^{}"']{1,400})\}\s*\1/;
const FOR_EACH = /<c:forEach\b(?=[^>]{0,4000}\bvar\s*=\s*["'](\w+)["'])[^>]{0,4000}\bitems\s*=\s*["']\s*\$\{\s*(?:(?:requestScope|sessionScope)\s*\.\s*)?([A-Za-z_]\w*)/g;
const INCLUDE = /<jsp:include\b[^>]{0,2000}?\bpage\s*=\s*["']([^"'$<>\n]{1,200})["']|<%@\s*include\b[^%]{0,2000}?\bfile\s*=\s*["']([^"'\n]{1,200})["']/g;

/** The first property a plain EL expression reads of its attribute (`${inv.issuedOn}`: issuedOn). */
const FIRST_PROPERTY = /^\s*(?:(?:requestScope|sessionScope)\s*\.\s*)?[A-Za-z_]\w*\s*\.\s*(\w+)/;

export type AttributeScope = 'request' | 'session';

export interface JspHit {
  name: string;
  at: number;
  /** The property of the attribute printed, when the expression names one. */
  member?: string;
  /** The scope the page reads the attribute from when it names one (`${sessionScope.x}`); a plain `${x}` reads every scope. */
  scope?: AttributeScope;
}

/** The hit of a plain EL expression body at `at`: its attribute, the scope it names and the property it prints. */
function elHit(body: string, at: number): JspHit | undefined {
  const m = PLAIN_EL.exec(body);
  if (!m || IMPLICIT.has(m[2])) return undefined;
  const member = FIRST_PROPERTY.exec(body)?.[1];
  const scope = m[1] === 'sessionScope' ? 'session' : m[1] === 'requestScope' ? 'request' : undefined;
  return { name: m[2], at, ...(member ? { member } : {}), ...(scope ? { scope } : {}) };
}

interface Region {
  start: number;
  end: number;
  code: boolean;
}

/** The page's code and custom tags in order (a tag ends at its first `>` outside quotes); one pass. */
function regions(text: string): Region[] {
  const out: Region[] = [];
  REGION_START.lastIndex = 0;
  for (let m = REGION_START.exec(text); m; m = REGION_START.exec(text)) {
    const start = m.index;
    let end = start + m[0].length;
    if (m[0] === '<%') {
      const close = text.indexOf('%>', start + 2);
      end = close < 0 ? text.length : close + 2;
    } else {
      let quote = '';
      for (let i = end; i < Math.min(text.length, start + MAX_TAG_CHARS); i++) {
        const c = text[i];
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') {
          end = i + 1;
          break;
        }
      }
    }
    out.push({ start, end, code: m[0] === '<%' });
    REGION_START.lastIndex = end;
  }
  return out;
}

/** Attributes the page prints raw, where, and the other pages it includes; loop variables by the collection they walk. */
export function readJsp(text: string): { hits: JspHit[]; includes: string[]; loops: Map<string, string> } {
  const hits: JspHit[] = [];
  // Code and custom tags are not template text: blank them (same length) before looking for EL there.
  const parts: string[] = [];
  let from = 0;
  for (const r of regions(text)) {
    const written = text.slice(r.start, r.end);
    parts.push(text.slice(from, r.start), ' '.repeat(r.end - r.start));
    from = r.end;
    const printed = r.code ? ATTRIBUTE_EXPRESSION.exec(written) : undefined;
    const raw = r.code ? undefined : C_OUT_RAW.exec(written);
    const hit: JspHit | undefined = printed ? { name: printed[2], at: r.start, scope: printed[1] as AttributeScope } : raw ? elHit(raw[2], r.start) : undefined;
    if (hit) hits.push(hit);
  }
  parts.push(text.slice(from));
  for (const m of parts.join('').matchAll(EL)) {
    const hit = elHit(m[1], m.index ?? 0);
    if (hit) hits.push(hit);
  }
  const loops = new Map<string, string>();
  for (const m of text.matchAll(FOR_EACH)) if (m[1] !== m[2]) loops.set(m[1], m[2]);
  const includes = [...text.matchAll(INCLUDE)].map((m) => m[1] ?? m[2]);
  return { hits: hits.sort((a, b) => a.at - b.at), includes, loops };
}
