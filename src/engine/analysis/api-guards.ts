/**
 * Guards written with Java's library APIs, which `guards.ts` (Python and JavaScript spellings) and
 * the interpreter's own narrowing do not know:
 *
 * - `x.matches("[A-Za-z0-9_-]+")`, `Pattern.matches(re, x)`, `Pattern.compile(re).matcher(x).matches()`
 *   true: Java's `matches` is always a whole-string match, anchored or not, so a pattern that
 *   admits only word characters, `-` and `.` leaves x no payload (no quote, angle bracket, slash
 *   or space); also `p.matcher(x).matches()` on a `Pattern` compiled elsewhere (a local, a static
 *   field) from such text, which a `types` row marks `inert-pattern` (rules/java/models/lang.yaml);
 * - `ALLOWED.contains(url.getHost())` / `url.getHost().equals("api.example")` true (or the
 *   negation false, then reject): the URL or URI `url` points at a host the program chose
 *   (redirect and SSRF kinds).
 */
import type { Expr } from '../ir/types.js';
import { configuredList, type GuardOps } from './guards.js';
import { isConst, sanitize, UNKNOWN } from './values.js';

/** One atom (a word character, an escaped `.`/`-`, `\w`, `\d`, or a class of those) with an optional quantifier. */
const INERT_ATOM = String.raw`(?:\\[wd.\-]|[\w\-]|\[(?:\\[wd.\-]|[\w.\-])+\])(?:[+*?]|\{\d+(?:,\d*)?\})?`;
const INERT_PATTERN = new RegExp(`^\\^?(?:${INERT_ATOM})+(?:\\$|\\\\z)?$`);
const HOST_GETTERS = new Set(['getHost', 'getAuthority']);
/** The state a model's `types` row gives a compiled pattern of such text. */
const INERT_PATTERN_STATE = 'inert-pattern';

export function narrowApiGuard(test: Expr, truthy: boolean, ops: GuardOps): void {
  // `u.getHost().equals("api.example")` (lowered as `eq`), or its negation on the other branch.
  if (test.kind === 'binary' && (((test.op === 'eq' || test.op === 'eqIgnoreCase') && truthy) || (test.op === 'ne' && !truthy))) {
    const [owner, other] = hostOwner(test.left) ? [hostOwner(test.left), test.right] : [hostOwner(test.right), test.left];
    if (owner && isConst(ops.value(other))) ops.rebind(owner, sanitize(ops.value(owner), ['redirect', 'ssrf']));
    return;
  }
  if (test.kind !== 'call' || !truthy || test.callee.kind !== 'member' || typeof test.callee.property !== 'string') return;
  const method = test.callee.property;
  const receiver = test.callee.object;
  if (method === 'matches') {
    // `x.matches(re)` (one argument), `Pattern.matches(re, x)`, `Pattern.compile(re).matcher(x).matches()`.
    if (test.args.length === 1 && inertPattern(ops.value(test.args[0]))) ops.rebind(receiver, UNKNOWN);
    else if (test.args.length === 2 && ops.value(receiver).qname === 'java.util.regex.Pattern' && inertPattern(ops.value(test.args[0]))) ops.rebind(test.args[1], UNKNOWN);
    else if (test.args.length === 0 && receiver.kind === 'call' && receiver.args.length === 1 && isMember(receiver.callee, 'matcher')) {
      const compiled = (receiver.callee as Extract<Expr, { kind: 'member' }>).object;
      const inline = compiled.kind === 'call' && isMember(compiled.callee, 'compile') && compiled.args[0] && inertPattern(ops.value(compiled.args[0]));
      if (inline || ops.value(compiled).states?.has(INERT_PATTERN_STATE)) ops.rebind(receiver.args[0], UNKNOWN);
    }
    return;
  }
  // `ALLOWED.contains(u.getHost())`: the collection is constant, or read from the application's
  // configuration (`props.getWebhookHosts()`: no request data in it), the argument a URL's host.
  if (method === 'contains' && test.args.length === 1 && (ops.constantCollection(ops.value(receiver)) || configuredList(receiver, ops))) {
    const url = hostOwner(test.args[0]);
    if (url) ops.rebind(url, sanitize(ops.value(url), ['redirect', 'ssrf']));
    return;
  }
  // `u.getHost().equals("api.example")` or `"api.example".equals(u.getHost())`.
  if ((method === 'equals' || method === 'equalsIgnoreCase') && test.args.length === 1) {
    const [owner, other] = hostOwner(receiver) ? [hostOwner(receiver), test.args[0]] : [hostOwner(test.args[0]), receiver];
    if (owner && isConst(ops.value(other))) ops.rebind(owner, sanitize(ops.value(owner), ['redirect', 'ssrf']));
  }
}

function isMember(e: Expr, property: string): boolean {
  return e.kind === 'member' && e.property === property;
}

/** `u.getHost()` → the expression `u` (a variable or member path the guard can narrow). */
function hostOwner(e: Expr): Expr | undefined {
  if (e.kind !== 'call' || e.args.length !== 0 || e.callee.kind !== 'member' || typeof e.callee.property !== 'string') return undefined;
  if (!HOST_GETTERS.has(e.callee.property)) return undefined;
  const owner = e.callee.object;
  return owner.kind === 'name' || owner.kind === 'member' ? owner : undefined;
}

function inertPattern(v: ReturnType<GuardOps['value']>): boolean {
  return isConst(v) && typeof v.const.value === 'string' && INERT_PATTERN.test(v.const.value);
}
