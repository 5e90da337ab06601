/**
 * Responses that a browser does not render as HTML. `res.send(x)` is an HTML sink because
 * Express answers strings as `text/html`; once the handler has set the content type to JSON, an
 * event stream or plain text (`res.type('json')`, `res.set('Content-Type', 'application/json')`,
 * `res.setHeader(…)`, `res.writeHead(200, { 'Content-Type': 'text/event-stream' })`), what it
 * writes is data, not markup. Decided from the calls on the same response variable before the
 * write, in the same function, with constant content types only. PHP: `header('Content-Type: text/plain')`
 * before `echo` in the same function. PSR-7 (Slim, Mezzio): `$response->getBody()->write($json)` then
 * `return $response->withHeader('Content-Type', 'application/json')`: the body stream is shared by
 * the response and the copies `withHeader` makes, so the content type the function gives that response
 * anywhere, before or after the write, is the one sent with what was written. Go: `w.Header().Set("Content-Type",
 * "application/json")` before `w.Write(x)`, `fmt.Fprintf(w, …)` or `io.WriteString(w, …)` in the same function.
 */
import type { Expr, FunctionIR, Stmt } from '../ir/types.js';

// Raster images are not parsed as markup (SVG is, and runs its scripts).
const NON_HTML = /^(application\/([\w.+-]*\+)?json|json|text\/event-stream|text\/plain|text|text\/csv|csv|image\/(?!svg)[\w.+-]+)\s*(;|$)/i;
// `setContentType`: CodeIgniter 4's response; `withType`: CakePHP's.
const TYPE_SETTERS = new Set(['type', 'contentType', 'setContentType', 'withType']);
// `Set`/`Add`: Go's `w.Header().Set("Content-Type", …)`.
const HEADER_SETTERS = new Set(['set', 'header', 'setHeader', 'append', 'withHeader', 'withAddedHeader', 'Set', 'Add']);

type Call = Extract<Expr, { kind: 'call' }>;

/** True when `call` writes to a response whose content type was set to a non-HTML type first. */
export function writesNonHtmlResponse(call: Call, fn: FunctionIR): boolean {
  if (call.callee.kind === 'name') return headerFunctionSetsNonHtml(call, fn);
  if (call.callee.kind !== 'member') return false;
  // The chain itself: `res.status(200).type('json').send(x)`.
  let receiver: Expr = call.callee.object;
  while (receiver.kind === 'call' && receiver.callee.kind === 'member') {
    if (setsNonHtml(receiver)) return true;
    receiver = receiver.callee.object;
  }
  // A package function writing to the writer it is given (Go `fmt.Fprintf(w, …)`, `io.WriteString(w, …)`):
  // the writer is the response.
  if (receiver.kind === 'name' && receiver.qualified !== undefined && call.args[0]?.kind === 'name') receiver = call.args[0];
  if (receiver.kind !== 'name') return false;
  const root = receiver.name;
  const laterToo = writesPsr7Body(call);
  let found = false;
  const visit = (e: Expr): void => {
    if (found || (!laterToo && e.loc.startIndex >= call.loc.startIndex)) return;
    if (e.kind === 'call') {
      if (e.callee.kind === 'member' && rootName(e.callee.object) === root && setsNonHtml(e)) found = true;
      if (e.callee.kind === 'member') visit(e.callee.object);
      for (const a of e.args) visit(a);
    } else if (e.kind === 'unary') visit(e.operand);
    // A method's declared return type wraps what it returns (`: ResponseInterface`).
    else if (e.kind === 'cast') visit(e.value);
  };
  walk(fn.body, visit, laterToo);
  return found;
}

/** `$response->getBody()->write(…)`: a write into a PSR-7 message's body stream. */
function writesPsr7Body(call: Call): boolean {
  if (call.callee.kind !== 'member' || call.callee.property !== 'write') return false;
  const stream = call.callee.object;
  return stream.kind === 'call' && stream.callee.kind === 'member' && stream.callee.property === 'getBody' && stream.callee.object.kind === 'name';
}

function setsNonHtml(c: Call): boolean {
  if (c.callee.kind !== 'member' || typeof c.callee.property !== 'string') return false;
  const method = c.callee.property;
  const [a0, a1] = c.args;
  if (TYPE_SETTERS.has(method)) return isNonHtml(a0);
  if (HEADER_SETTERS.has(method)) {
    if (a0?.kind === 'const' && typeof a0.value === 'string' && a0.value.toLowerCase() === 'content-type') return isNonHtml(a1);
    if (a0?.kind === 'object') return headersNonHtml(a0);
    return false;
  }
  if (method === 'writeHead') return c.args.some((a) => a.kind === 'object' && headersNonHtml(a));
  return false;
}

function headersNonHtml(o: Extract<Expr, { kind: 'object' }>): boolean {
  return o.entries.some((e) => typeof e.key === 'string' && e.key.toLowerCase() === 'content-type' && isNonHtml(e.value));
}

/**
 * PHP's output (`echo`, `print`) goes to the one response of the request: the last
 * `header('Content-Type: …')` with constant text written before it in the same function decides.
 */
function headerFunctionSetsNonHtml(call: Call, fn: FunctionIR): boolean {
  let last: boolean | undefined;
  walk(fn.body, (e) => {
    if (e.kind !== 'call' || e.loc.startIndex >= call.loc.startIndex || e.callee.kind !== 'name' || e.callee.name !== 'header') return;
    const a0 = e.args[0];
    if (a0?.kind !== 'const' || typeof a0.value !== 'string') return;
    const m = /^\s*content-type\s*:(.*)$/i.exec(a0.value);
    if (m) last = NON_HTML.test(m[1].trim());
  });
  return last === true;
}

function isNonHtml(e: Expr | undefined): boolean {
  return e?.kind === 'const' && typeof e.value === 'string' && NON_HTML.test(e.value.trim());
}

function rootName(e: Expr): string | undefined {
  let cur = e;
  while (cur.kind === 'call' && cur.callee.kind === 'member') cur = cur.callee.object;
  return cur.kind === 'name' ? cur.name : undefined;
}

/** Visits the expression statements' top expressions (calls written as statements) of a body, and with `returnsToo` the returned ones. */
function walk(stmts: Stmt[], visit: (e: Expr) => void, returnsToo = false): void {
  for (const s of stmts) {
    switch (s.kind) {
      case 'expr':
        visit(s.expr);
        break;
      case 'return':
        if (s.value && returnsToo) visit(s.value);
        break;
      case 'if':
        walk(s.then, visit, returnsToo);
        walk(s.else, visit, returnsToo);
        break;
      case 'try':
        walk(s.body, visit, returnsToo);
        for (const h of s.handlers) walk(h.body, visit, returnsToo);
        walk(s.finally, visit, returnsToo);
        break;
      case 'loop':
        walk(s.body, visit, returnsToo);
        break;
      case 'switch':
        for (const c of s.cases) walk(c.body, visit, returnsToo);
        break;
      default:
        break;
    }
  }
}
