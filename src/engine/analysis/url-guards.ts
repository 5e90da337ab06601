/**
 * Host allow-lists written with the WHATWG URL API (JavaScript and TypeScript):
 *
 * - `ALLOWED.includes(u.hostname)` / `ALLOWED.has(u.host)` true (`indexOf` tests arrive as `includes`:
 *   index-of-tests.ts; a constant list, or one from configuration: any list that carries no
 *   request data), `u.hostname === 'api.example'`
 *   true, `u.origin !== 'https://api.example'` false (then reject): the URL `u` points at a host
 *   the program chose, so it is clean for the redirect and SSRF kinds on that branch.
 *
 * `u` must be a parsed URL: a value built by `new URL(…)` (or `url.parse(…)`), or that expression
 * itself (`new URL(x).hostname`, which then narrows `x`). A `hostname` field of any other object
 * (a request, an options bag) proves nothing about a URL.
 *
 * Go's net/url the same way: `u, err := url.Parse(raw)` typed `net/url.URL`, its `u.Host` field or
 * `u.Hostname()`, compared with a constant or looked up in a map of allowed hosts that carries no
 * request data (`if !allowed[u.Hostname()] { return }`, also `slices.Contains(hosts, u.Host)`), or ending
 * in `.` and a constant domain (`strings.HasSuffix(u.Host, ".shop.example")`: its subdomains);
 * past the check `u.String()` is the pinned URL.
 */
import type { Expr } from '../ir/types.js';
import type { GuardOps } from './guards.js';
import { hasTaint, isConst, sanitize, type AbsValue } from './values.js';

const HOST_FIELDS = new Set(['hostname', 'host', 'origin', 'Host']);
/** Methods giving a URL's host (Go's `u.Hostname()`). */
const HOST_METHODS = new Set(['Hostname']);
const URL_TYPES = new Set(['URL', 'url.URL', 'node:url.URL', 'url.Url', 'net/url.URL']);
const URL_PARSE_CALLS = new Set(['url.parse', 'node:url.parse', 'net/url.Parse', 'net/url.ParseRequestURI']);
const MEMBERSHIP = new Set(['includes', 'has']);
/** `.name.tld`: a dot, then a domain with at least two labels. */
const SUBDOMAIN_SUFFIX = /^\.(?:[a-z0-9-]+\.)+[a-z0-9-]+$/i;

export function narrowUrlHostGuard(test: Expr, truthy: boolean, ops: GuardOps): void {
  if (test.kind === 'binary' && ((test.op === 'eq' && truthy) || (test.op === 'ne' && !truthy))) {
    const left = urlOf(test.left, ops);
    const right = urlOf(test.right, ops);
    if (left && isConst(ops.value(test.right))) cleanParsed(left, ops);
    else if (right && isConst(ops.value(test.left))) cleanParsed(right, ops);
    return;
  }
  // Go: `allowed[u.Hostname()]` on a map of allowed hosts held.
  if (truthy && test.kind === 'member' && typeof test.property !== 'string') {
    const url = urlOf(test.property, ops);
    if (url && hostList(test.object, ops)) cleanParsed(url, ops);
    return;
  }
  if (!truthy || test.kind !== 'call' || test.callee.kind !== 'member' || typeof test.callee.property !== 'string') return;
  // `u.hostname.endsWith('.shop.example')` (Go `strings.HasSuffix(u.Host, ".shop.example")`): a
  // subdomain of a domain the program names. The leading dot matters: `evilshop.example` ends
  // with `shop.example` too.
  if (test.callee.property === 'endsWith' && test.args.length === 1) {
    const suffix = ops.value(test.args[0]);
    const url = urlOf(test.callee.object, ops);
    if (url && isConst(suffix) && typeof suffix.const.value === 'string' && SUBDOMAIN_SUFFIX.test(suffix.const.value)) cleanParsed(url, ops);
    return;
  }
  if (!MEMBERSHIP.has(test.callee.property) || test.args.length !== 1) return;
  // The list need not be constant: one read from configuration (`process.env.HOSTS.split(',')`) or
  // from the program's own data is still a set of hosts the request did not choose. A list that
  // carries request data proves nothing.
  if (!hostList(test.callee.object, ops)) return;
  const url = urlOf(test.args[0], ops);
  if (url) cleanParsed(url, ops);
}

/** A list (or map) of hosts the request did not choose: constant, or a named value carrying no request data. */
function hostList(e: Expr, ops: GuardOps): boolean {
  if (ops.constantCollection(ops.value(e))) return true;
  const list = ops.memberChainValue?.(e);
  return !!list && !hasTaint(list) && !isConst(list);
}

/**
 * The URL, and the text it was parsed from when it is a variable holding `new URL(text)` (or
 * `url.parse(text)`) of a variable or member: `const u = new URL(raw); if (HOSTS.includes(u.hostname))`
 * pins `raw` as well, as `new URL(raw).hostname` in the test itself does.
 */
function cleanParsed(target: Expr, ops: GuardOps): void {
  clean(target, ops);
  if (target.kind !== 'name') return;
  const defined = ops.definition?.(target.name);
  if (defined?.kind !== 'call' || !parses(defined, ops)) return;
  const text = defined.args[0];
  if (text && (text.kind === 'name' || text.kind === 'member')) clean(text, ops);
}

function parses(call: Extract<Expr, { kind: 'call' }>, ops: GuardOps): boolean {
  const name = calleeName(call.callee, ops);
  return name !== undefined && (call.isNew ? URL_TYPES.has(name) : URL_PARSE_CALLS.has(name));
}

function clean(target: Expr, ops: GuardOps): void {
  const v = ops.value(target);
  if (!hasTaint(v)) return;
  const cleaned = sanitize(v, ['redirect', 'ssrf']);
  if (!(v.types ?? []).some((t) => URL_TYPES.has(t))) {
    ops.rebind(target, cleaned);
    return;
  }
  // The host is pinned, but the path is still the client's: `https://app.example//evil.example`
  // has the pathname `//evil.example`, which a browser follows off the site. Past the check the
  // URL (`href`, `toString()`) is clean; its path is clean only for requests the server makes.
  const fields = new Map(cleaned.fields ?? []);
  for (const part of PATH_FIELDS) if (!fields.has(part)) fields.set(part, { taints: sanitize(v, ['ssrf']).taints });
  fields.set(PINNED, {});
  ops.rebind(target, { ...cleaned, types: v.types, fields, open: true });
}

const PATH_FIELDS = ['pathname', 'path', 'Path', 'RawPath'];
/** Marks a URL a check pinned (no program can write a member named with a NUL character). */
const PINNED = '\u0000pinned';

/**
 * `u.toString()` / `u.toJSON()` of a URL whose host a check pinned is its `href`: the URL's own
 * taint (cleaned on the checked branch, joined back with the unchecked one after it), without the
 * path fields kept tainted above, which would otherwise join back in as the object's contents.
 */
export function pinnedUrlText(method: string, receiver: AbsValue | undefined, args: readonly AbsValue[]): AbsValue | undefined {
  if (args.length || (method !== 'toString' && method !== 'toJSON' && method !== 'String') || !receiver?.fields?.has(PINNED)) return undefined;
  return (receiver.types ?? []).some((t) => URL_TYPES.has(t)) ? { taints: receiver.taints } : undefined;
}

/**
 * `u.hostname` with `u` a parsed URL → `u`; `new URL(x).hostname` → `x`; a variable assigned
 * only that (`const host = new URL(x).hostname`) → the same.
 */
function urlOf(e: Expr, ops: GuardOps): Expr | undefined {
  // `u.Hostname()` reads the host as the `Host` field does.
  if (e.kind === 'call' && e.args.length === 0 && e.callee.kind === 'member' && typeof e.callee.property === 'string' && HOST_METHODS.has(e.callee.property)) {
    return urlOf({ kind: 'member', object: e.callee.object, property: 'Host', loc: e.loc }, ops);
  }
  if (e.kind === 'name') {
    const defined = ops.definition?.(e.name);
    return defined?.kind === 'member' ? urlOf(defined, ops) : undefined;
  }
  if (e.kind !== 'member' || typeof e.property !== 'string' || !HOST_FIELDS.has(e.property)) return undefined;
  const owner = e.object;
  if (owner.kind === 'call') {
    return parses(owner, ops) && owner.args[0] && (owner.args[0].kind === 'name' || owner.args[0].kind === 'member') ? owner.args[0] : undefined;
  }
  if (owner.kind !== 'name' && owner.kind !== 'member') return undefined;
  return (ops.value(owner).types ?? []).some((t) => URL_TYPES.has(t)) ? owner : undefined;
}

function calleeName(e: Expr, ops: GuardOps): string | undefined {
  if (e.kind === 'name') return ops.value(e).qname ?? e.name;
  if (e.kind === 'member' && typeof e.property === 'string') {
    const base = calleeName(e.object, ops);
    return base ? `${base}.${e.property}` : undefined;
  }
  return undefined;
}
