/**
 * Host allow-lists on `parse_url` (and `wp_parse_url`): PHP code checks the host of a URL it then fetches or redirects
 * to, with the URL itself as the value used:
 *
 *     $host = parse_url($url, PHP_URL_HOST);            $parts = parse_url($url);
 *     if (!in_array($host, ['api.example'], true)) …    if (in_array($parts['host'] ?? '', $allowed, true)) …
 *     curl_init($url);                                  file_get_contents($url);
 *
 * The lowerer remembers which variable holds the host of which URL expression (`ctx.urlHosts`)
 * and writes the membership test so that the analysis's URL host guard (`url-guards.ts`) sees it
 * too: `in_array($h, L)` becomes `in_array($h, L) && L.includes(url.parse($url).host)`, which on
 * the passing branch cleans `$url` for the redirect and SSRF kinds, as `new URL(x).hostname`
 * membership does in JavaScript. Only a constant list counts (checked by the guard). The host compared
 * with one constant (`parse_url($u, PHP_URL_HOST) === 'a.example'`) is the list of that one host.
 */
import type { Expr, Loc } from '../../ir/types.js';
import { field, type FlatNode } from '../flat.js';
import type { PhpContext } from './context.js';

/** `parse_url` and WordPress's `wp_parse_url` (the same signature and answer, across PHP versions). */
const URL_PARSERS = new Set(['parse_url', 'wp_parse_url']);

/** After `$name = <right>`: record or forget what `$name` holds. */
export function noteUrlHost(ctx: PhpContext, name: string, right: FlatNode, lowered: Expr): void {
  ctx.urlHosts.delete(name);
  if (right.type !== 'function_call_expression' || lowered.kind !== 'call') return;
  const fn = field(right, 'function');
  if (!fn || !URL_PARSERS.has(ctx.text(fn).replace(/^\\/, '').toLowerCase())) return;
  const [url, component] = lowered.args;
  if (!url || (url.kind !== 'name' && url.kind !== 'member')) return;
  if (component === undefined) ctx.urlHosts.set(name, { url, field: 'host' });
  else if (component.kind === 'name' && component.name === 'PHP_URL_HOST') ctx.urlHosts.set(name, { url });
}

/** `parse_url($url, PHP_URL_HOST)` and `parse_url($url)['host']` written inline: `$url`. */
function inlineHostOf(e: Expr): Expr | undefined {
  const isParse = (c: Expr): c is Extract<Expr, { kind: 'call' }> => c.kind === 'call' && c.callee.kind === 'name' && !c.callee.qualified && URL_PARSERS.has(c.callee.name);
  const url = (c: Extract<Expr, { kind: 'call' }>): Expr | undefined => (c.args[0]?.kind === 'name' || c.args[0]?.kind === 'member' ? c.args[0] : undefined);
  if (isParse(e) && e.args[1]?.kind === 'name' && e.args[1].name === 'PHP_URL_HOST') return url(e);
  if (e.kind === 'member' && e.property === 'host' && isParse(e.object) && e.object.args.length === 1) return url(e.object);
  return undefined;
}

/** Case folds: a host names the same server in any case. */
const CASE_FOLDS = new Set(['strtolower', 'mb_strtolower']);

/** The URL whose host `e` is (`$h`, `$parts['host']`, either with a `?? ''` default or case-folded), if known. */
function hostOf(ctx: PhpContext, e: Expr): Expr | undefined {
  if (e.kind === 'binary' && e.op === 'nullish') return hostOf(ctx, e.left);
  if (e.kind === 'call' && e.callee.kind === 'name' && !e.callee.qualified && CASE_FOLDS.has(e.callee.name.toLowerCase()) && e.args.length >= 1) return hostOf(ctx, e.args[0]);
  const inline = inlineHostOf(e);
  if (inline) return inline;
  if (e.kind === 'name') {
    const known = ctx.urlHosts.get(e.name);
    return known && !known.field ? known.url : undefined;
  }
  if (e.kind === 'member' && e.object.kind === 'name') {
    const known = ctx.urlHosts.get(e.object.name);
    return known?.field !== undefined && e.property === known.field ? known.url : undefined;
  }
  return undefined;
}

/** `in_array($host, $list)` as membership, plus the URL host test when `$host` is a URL's host. */
export function membership(ctx: PhpContext, needle: Expr, list: Expr, loc: Loc): Expr {
  const test: Expr = { kind: 'binary', op: 'in', left: needle, right: list, loc };
  const url = hostOf(ctx, needle);
  if (!url) return test;
  const parsed: Expr = { kind: 'call', callee: { kind: 'name', name: 'url.parse', loc }, args: [url], loc };
  const host: Expr = { kind: 'member', object: parsed, property: 'host', loc };
  const includes: Expr = { kind: 'call', callee: { kind: 'member', object: list, property: 'includes', loc }, args: [host], loc };
  return { kind: 'binary', op: 'and', left: test, right: includes, loc };
}

/**
 * `parse_url($url, PHP_URL_HOST) === 'www.example.com'` (or `$host == '…'`): the host compared with
 * one constant is the allow-list of that one host, so `$url` is cleaned on the passing branch as
 * `in_array` of a constant list cleans it. Undefined when neither side is a URL's host.
 */
export function hostEquality(ctx: PhpContext, op: string, left: Expr, right: Expr, loc: Loc): Expr | undefined {
  if (op !== '===' && op !== '==' && op !== '!==' && op !== '!=') return undefined;
  const [host, other] = right.kind === 'const' ? [left, right] : [right, left];
  if (other.kind !== 'const' || typeof other.value !== 'string' || !other.value || !hostOf(ctx, host)) return undefined;
  const test = membership(ctx, host, { kind: 'array', elements: [other], loc: other.loc }, loc);
  return op === '===' || op === '==' ? test : { kind: 'unary', op: 'not', operand: test, loc };
}
