/**
 * Python responses whose content type is set after they are built: `resp = make_response(x)`
 * then `resp.mimetype = "application/json"`, `resp.content_type = "text/plain"` or
 * `resp.headers["Content-Type"] = "text/csv"`, anywhere in the same function. The body sink rows
 * (`Response`, `make_response`, `HttpResponse`) fire where the object is built; a browser renders
 * what the final header says, so a constant non-HTML type set on the same variable wins. Only
 * constants count.
 */
import type { Expr, FunctionIR, Stmt } from '../ir/types.js';

const NON_HTML = /^(text\/(plain|csv|css|calendar|event-stream)|application\/|image\/|audio\/|video\/|font\/)/i;

type Call = Extract<Expr, { kind: 'call' }>;
type Assign = Extract<Stmt, { kind: 'assign' }>;

/** True when the response built by `call` is given a constant non-HTML content type later in `fn`. */
export function responseRetypedNonHtml(call: Call, fn: FunctionIR): boolean {
  const assigns: Assign[] = [];
  collect(fn.body, assigns);
  const own = assigns.find((s) => s.value === call && s.target.kind === 'name');
  if (!own || own.target.kind !== 'name') return false;
  const variable = own.target.name;
  return assigns.some((s) => s.loc.startIndex > own.loc.startIndex && setsNonHtmlType(s, variable));
}

function setsNonHtmlType(s: Assign, variable: string): boolean {
  const t = s.target;
  if (t.kind !== 'member' || !isNonHtml(s.value)) return false;
  if (isName(t.object, variable)) return t.property === 'mimetype' || t.property === 'content_type';
  // resp.headers["Content-Type"] = …
  if (t.object.kind === 'member' && t.object.property === 'headers' && isName(t.object.object, variable)) {
    const key = typeof t.property === 'string' ? t.property : t.property.kind === 'const' ? t.property.value : undefined;
    return typeof key === 'string' && key.toLowerCase() === 'content-type';
  }
  return false;
}

/**
 * True when `fn` gives a response object it imports (Bottle's thread-local `bottle.response`) a constant
 * non-HTML type: `response.content_type = "text/plain"` or `response.headers["Content-Type"] = …`. What
 * the view then returns is sent with that type, so it is no HTML body.
 */
export function setsImportedResponseNonHtml(fn: FunctionIR): boolean {
  const assigns: Assign[] = [];
  collect(fn.body, assigns);
  return assigns.some((s) => {
    const t = s.target;
    if (t.kind !== 'member' || !isNonHtml(s.value)) return false;
    const root = t.object.kind === 'member' && t.object.property === 'headers' ? t.object.object : t.object;
    if (root.kind !== 'name' || root.qualified === undefined) return false;
    return setsNonHtmlType(s, root.name);
  });
}

const isName = (e: Expr, name: string): boolean => e.kind === 'name' && e.name === name;
const isNonHtml = (e: Expr): boolean => e.kind === 'const' && typeof e.value === 'string' && NON_HTML.test(e.value.trim());

function collect(stmts: Stmt[], out: Assign[]): void {
  for (const s of stmts) {
    if (s.kind === 'assign') out.push(s);
    else if (s.kind === 'if') {
      collect(s.then, out);
      collect(s.else, out);
    } else if (s.kind === 'try') {
      collect(s.body, out);
      for (const h of s.handlers) collect(h.body, out);
      collect(s.finally, out);
    }
  }
}
