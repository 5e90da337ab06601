/**
 * Where in the page a PHP echo writes: the HTML around the code (`?> … <?php`) and the constant
 * text echoed before are kept as the page's tail (`ctx.htmlTail`), and an echoed value that lands
 * somewhere HTML escaping does not protect is wrapped in a marker call the models make a sink of:
 *
 * - `php.html.script(v)`: inside a `<script>` element or an `on…=` event handler attribute (a
 *   quote escaped as an entity is still JavaScript there, `</script>` and `\` are not escaped);
 * - `php.html.attr(v)`: an unquoted attribute value or between attributes (a space starts a new
 *   attribute: `x onmouseover=alert(1)` needs no quote or angle bracket);
 * - `php.html.url(v)`: the start of a URL attribute (`href`, `src`, `action`…), where a
 *   `javascript:` URL runs script whatever is escaped;
 * - `php.html.quoted(v)`: any other quoted attribute value, where a quote ends the value: what
 *   removes tags but leaves quotes (`strip_tags`) does not protect it.
 *
 * The markers pass their argument on (script and attribute ones cleaned for `html`, which
 * `php-xss-script` and `php-xss-attribute` cover there; `php-xss-url` reports the third; core.yaml).
 */
import type { Expr } from '../../ir/types.js';
import type { PhpContext } from './context.js';

export type HtmlContext = 'html' | 'script' | 'attr' | 'url' | 'quoted';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data', 'codebase', 'cite']);
const KEEP = 2000;
/** Stands for an echoed value in the tail (an identifier-like character). */
const HOLE = 'x';

export function noteHtml(ctx: PhpContext, text: string): void {
  ctx.htmlTail = (ctx.htmlTail + text).slice(-KEEP);
}

/** The echoed expression with its values in risky places wrapped; the tail advanced past it. */
export function placeEcho(ctx: PhpContext, e: Expr): Expr {
  if (e.kind === 'const') {
    noteHtml(ctx, e.value === null || e.value === undefined ? '' : String(e.value));
    return e;
  }
  if (e.kind === 'concat') return { ...e, parts: e.parts.map((p) => placeEcho(ctx, p)) };
  const where = isMarker(e) ? 'html' : htmlContext(ctx.htmlTail);
  noteHtml(ctx, HOLE);
  return where === 'html' ? e : marker(where, e);
}

/**
 * Markup a string builds before anything echoes it (`$html = '<input value="' . $v . '">'`, a helper
 * returning it, `sprintf('<a title="%s">', $t)`): its own constant text says where each value
 * lands, whatever page it is later written into, so values in risky places get the same markers
 * as when echoed directly. Only text that opens a tag is read; placed values are not placed again
 * (a chain is placed as it is flattened, and an echo of it leaves them as they are).
 */
export function placeInMarkup(parts: Expr[]): Expr[] {
  if (!parts.some((p) => p.kind === 'const' && typeof p.value === 'string' && /<[A-Za-z]/.test(p.value))) return parts;
  let tail = '';
  return parts.map((p) => {
    if (p.kind === 'const') {
      tail = (tail + (p.value === null || p.value === undefined ? '' : String(p.value))).slice(-KEEP);
      return p;
    }
    const where = isMarker(p) ? 'html' : htmlContext(tail);
    tail += HOLE;
    return where === 'html' ? p : marker(where, p);
  });
}

function marker(where: Exclude<HtmlContext, 'html'>, e: Expr): Expr {
  return { kind: 'call', callee: { kind: 'name', name: `php.html.${where}`, loc: e.loc }, args: [e], loc: e.loc };
}

function isMarker(e: Expr): boolean {
  return e.kind === 'call' && e.callee.kind === 'name' && e.callee.name.startsWith('php.html.');
}

export function htmlContext(tail: string): HtmlContext {
  const lower = tail.toLowerCase();
  const open = lower.lastIndexOf('<script');
  if (open >= 0 && open > lower.lastIndexOf('</script') && /^<script\b[^>]*>/.test(lower.slice(open))) return 'script';
  const lt = tail.lastIndexOf('<');
  if (lt < 0 || lt < tail.lastIndexOf('>') || !/^<[A-Za-z]/.test(tail.slice(lt))) return 'html';
  return tagContext(tail.slice(lt));
}

/** Inside a start tag (`<a href="…` so far): which attribute, quoted or not, and its value so far. */
function tagContext(tag: string): HtmlContext {
  let i = /^<[A-Za-z][^\s/>]*/.exec(tag)![0].length;
  for (;;) {
    while (i < tag.length && /[\s/]/.test(tag[i]!)) i++;
    if (i >= tag.length) return 'attr'; // between attributes: the value adds its own
    const name = /^[^\s=/>]+/.exec(tag.slice(i))?.[0] ?? '';
    i += name.length;
    while (i < tag.length && /\s/.test(tag[i]!)) i++;
    if (i >= tag.length) return 'attr';
    if (tag[i] !== '=') continue;
    i++;
    while (i < tag.length && /\s/.test(tag[i]!)) i++;
    if (i >= tag.length) return 'attr';
    const quote = tag[i];
    if (quote === '"' || quote === "'") {
      const end = tag.indexOf(quote, i + 1);
      if (end < 0) return quotedContext(name.toLowerCase(), tag.slice(i + 1));
      i = end + 1;
      continue;
    }
    const value = /^[^\s>]*/.exec(tag.slice(i))![0];
    i += value.length;
    if (i >= tag.length) return 'attr'; // inside an unquoted value
  }
}

function quotedContext(name: string, valueSoFar: string): HtmlContext {
  if (/^on[a-z]+$/.test(name)) return 'script';
  if (URL_ATTRIBUTES.has(name) && valueSoFar.trim() === '') return 'url';
  return 'quoted';
}
