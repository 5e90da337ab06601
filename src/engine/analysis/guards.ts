/**
 * Guards the narrowing of `interpreter.ts` does not spell out itself: checks that prove a value
 * safe on one branch, written the way library APIs (mostly Python's) express them.
 *
 * - `'..' in x` false: x holds no parent reference (path kinds only);
 * - `x.isalnum()` / `isdigit()` / `isdecimal()` / `isnumeric()` / `isalpha()` / `isidentifier()`
 *   true: x is word characters only, so it carries no payload;
 * - `re.fullmatch(r'[\w-]+', x)` / `re.match(r'^\w+$', x)` true: the same, through a regex;
 * - PHP `preg_match('/^\w+$/', $x)` true: the same (`is_numeric`, `ctype_digit`… are model rows
 *   with `validates: true`: predicate-guards.ts);
 * - Go `regexp.MatchString(`^[a-z0-9]+$`, x)` (or `re.MatchString(x)` of a constant compiled pattern) true, anchored at both ends: the same;
 * - `urlparse(x).netloc` / `.hostname` (or `urlsplit`) equal to a constant or found in a
 *   constant collection, or empty (a relative URL): x points at a host the program chose
 *   (redirect and SSRF kinds).
 * - Go `filepath.Rel(base, full)` not starting with `..`: full stays under base (relative-path-guards.ts).
 * - PHP `hash_equals(hash_hmac(…, $data, $key), $mac)`: $data was signed by the application (signature-guards.ts).
 *
 * Calls that never return (`abort(400)`, `sys.exit()`) are listed here too: a branch that ends
 * in one is dead, so the code after an `if bad: abort(400)` sees only the good values.
 */
import type { Expr, Stmt } from '../ir/types.js';
import { anchoredPatternStrength, arithmeticOnlyPattern, dotBodyCleans, htmlInertPattern, PAGE_OUTPUT_KINDS, sitePathMarks } from './regex-guards.js';
import { withRelativeMarks } from './relative-urls.js';
import { narrowRelativePathGuard } from './relative-path-guards.js';
import { narrowSignatureGuard } from './signature-guards.js';
import { narrowTypeofGuard } from './type-guards.js';
import { deepTaints, hasTaint, isConst, sanitize, UNKNOWN, type AbsValue } from './values.js';

export interface GuardOps {
  /** The value of an expression on this path (no reporting). */
  value(e: Expr): AbsValue;
  /** Rebinds a variable or member path on this path only. */
  rebind(target: Expr, value: AbsValue): void;
  /** Whether a collection value holds only constants. */
  constantCollection(v: AbsValue): boolean;
  /** The one expression a local variable is ever assigned in the function (single-assignment.ts). */
  definition?(name: string): Expr | undefined;
  /**
   * The value of a name or a chain of named members (`req.body.hosts`, `config.allowed`) with the
   * sources models give members, which `value` leaves out; undefined for other expressions.
   */
  memberChainValue?(e: Expr): AbsValue | undefined;
}

const WORD_ONLY_METHODS = new Set(['isalnum', 'isdigit', 'isdecimal', 'isnumeric', 'isalpha', 'isidentifier']);
const URL_PARSERS = new Set(['urllib.parse.urlparse', 'urllib.parse.urlsplit', 'urlparse.urlparse', 'urlparse.urlsplit', 'urllib3.util.parse_url', 'yarl.URL']);
const HOST_FIELDS = new Set(['netloc', 'hostname', 'host']);
const REGEX_TESTS = new Set(['re.match', 're.fullmatch']);
/** PHP predicates true only of digits or word characters. */
/** An anchored pattern of word characters (and `-`) only: `^\w+$`, `[A-Za-z0-9_-]+`. */
const WORD_PATTERN = /^\^?(\[[\w\\-]*\]|\\w|\\d)([+*]|\{\d+(,\d*)?\})?\$?$|^\^[\w\\[\]{},+*-]*\$$/;
/** An anchored web URL pattern naming its host literally (dots escaped), up to the slash after it. */
const HOST_PIN = /^\^(?:https?|ftps?)\??(?::|\\:)(?:\/\/|\\\/\\\/)(?:[\w-]|\\\.)+(?:\/|\\\/)/i;
const VALIDATING_FILTERS = new Set(['FILTER_VALIDATE_INT', 'FILTER_VALIDATE_FLOAT', 'FILTER_VALIDATE_IP', 'FILTER_VALIDATE_MAC', 'FILTER_VALIDATE_BOOLEAN', 'FILTER_VALIDATE_BOOL']);
/**
 * Needles whose absence keeps a path inside the folder it is appended to: no parent reference. A name
 * without `/` is not enough: it may still be `..` (the folder's parent, and more with a segment after it)
 * or, on Windows, `..\\..\\x`.
 */
export const SEGMENT_ESCAPES: ReadonlySet<unknown> = new Set(['..']);

const NO_RETURN = new Set(['flask.abort', 'werkzeug.exceptions.abort', 'quart.abort', 'sys.exit', 'os._exit', 'exit', 'quit', 'fastapi.HTTPException']);

/** Narrows the values a test proves safe on the branch where it is `truthy`. */
export function narrowGuard(test: Expr, truthy: boolean, ops: GuardOps): void {
  narrowRelativePathGuard(test, truthy, ops);
  narrowSignatureGuard(test, truthy, ops);
  if (test.kind === 'binary') {
    const eq = test.op === 'eq';
    const ne = test.op === 'ne';
    narrowTypeofGuard(test, (eq && truthy) || (ne && !truthy), ops);
    if (test.op === 'in' && !truthy) {
      const needle = ops.value(test.left);
      const hay = ops.value(test.right);
      if (isConst(needle) && SEGMENT_ESCAPES.has(needle.const.value) && hasTaint(hay)) ops.rebind(test.right, sanitize(hay, ['path']));
    }
    if ((test.op === 'in' && truthy) || (eq && truthy) || (ne && !truthy)) {
      const other = ops.value(test.right);
      const pinned = test.op === 'in' ? ops.constantCollection(other) || configuredList(test.right, ops) : isConst(other);
      const parsed = parsedUrlArgument(test.left, ops);
      if (pinned && parsed) {
        if (allowsEmptyHost(other)) markRelative(parsed, ops);
        else ops.rebind(parsed.url, sanitize(ops.value(parsed.url), ['redirect', 'ssrf']));
      }
      if (test.op !== 'in') narrowSameHost(test.left, test.right, ops);
    }
    if (test.op === 'in' && !truthy) {
      // `if "\\" in x: reject`: browsers read `/\evil.example` as `//evil.example`.
      const needle = ops.value(test.left);
      if (isConst(needle) && needle.const.value === '\\') markNoBackslash(test.right, ops);
    }
    return;
  }
  if (test.kind === 'member' && !truthy) {
    // `if urlparse(x).netloc: reject`: past it x names no host for Python's parser (a relative URL).
    const parsed = parsedUrlArgument(test, ops);
    if (parsed) markRelative(parsed, ops);
    return;
  }
  if (test.kind !== 'call' || !truthy) return;
  const callee = test.callee;
  if (callee.kind === 'member' && typeof callee.property === 'string' && WORD_ONLY_METHODS.has(callee.property) && test.args.length === 0) {
    ops.rebind(callee.object, UNKNOWN);
    return;
  }
  const qname = qualifiedName(callee, ops.value);
  if (qname === 'preg_match' && test.args.length >= 2) {
    // PHP patterns carry delimiters and flags: `/^\w+$/i`, `#^[a-z0-9_-]+$#`.
    const pattern = ops.value(test.args[0]);
    const parts = isConst(pattern) && typeof pattern.const.value === 'string' ? /^([^\w\s\\])(.*)\1([imsxuADU]*)$/s.exec(pattern.const.value) : undefined;
    const body = parts?.[2];
    const strength = body !== undefined && !parts?.[3]?.includes('x') ? anchoredPatternStrength(`/${body}/${parts?.[3] ?? ''}`) : undefined;
    if (body !== undefined && /^\^/.test(body) && /(\$|\\z)$/i.test(body) && WORD_PATTERN.test(wholeMatch(body.replace(/\\z$/i, '$'), 're.match'))) ops.rebind(test.args[1], UNKNOWN);
    // Digits, arithmetic operators, parentheses and spaces only (a calculator's input): no name,
    // variable, string or markup can be written with them, so the value is no code and no HTML.
    // (Not clean for SQL `--` comments, shell globs `*` or paths and URLs with `/`.)
    else if (body !== undefined && arithmeticOnlyPattern(`/${body}/${parts?.[3] ?? ''}`)) ops.rebind(test.args[1], sanitize(ops.value(test.args[1]), ['code', 'html']));
    // Word characters, `-` and `.` (a host or file name): clean for every injection kind but paths,
    // requests and redirects (regex-guards.ts).
    else if (body !== undefined && strength) {
      ops.rebind(test.args[1], strength === 'all' ? UNKNOWN : sanitize(ops.value(test.args[1]), dotBodyCleans(body)));
    }
    // `#^/[a-z0-9/_-]*$#`: a path on this site, or part of the proof of one (regex-guards.ts).
    else if (body !== undefined && !parts?.[3]?.includes('m') && sitePathMarks(body) && hasTaint(ops.value(test.args[1]))) ops.rebind(test.args[1], withRelativeMarks(ops.value(test.args[1]), sitePathMarks(body)!));
    // Word-like but for `#` or `@` (`^#[0-9a-f]{6}$`): clean for page output only (regex-guards.ts).
    else if (body !== undefined && !parts?.[3]?.includes('m') && htmlInertPattern(body)) ops.rebind(test.args[1], sanitize(ops.value(test.args[1]), PAGE_OUTPUT_KINDS));
    // `#^https://cdn\.example\.com/#`: a web scheme and a whole host, then a slash: the URL stays
    // on that host (redirects, requests) and is no local path.
    else if (body !== undefined && !parts?.[3]?.includes('m') && HOST_PIN.test(body)) ops.rebind(test.args[1], sanitize(ops.value(test.args[1]), ['redirect', 'ssrf', 'path', 'html-url']));
    // `^https?://`: the value is an absolute web URL, so no `javascript:` link (php-xss-url).
    else if (body !== undefined && /^\^\(?https\??\)?(:|\\:)(\/\/|\\\/\\\/)/i.test(body)) ops.rebind(test.args[1], sanitize(ops.value(test.args[1]), ['html-url']));
    return;
  }
  // PHP `filter_var($x, FILTER_VALIDATE_INT|FLOAT|IP|MAC|BOOL)` passed: digits, dots, colons, hex.
  if ((qname === 'filter_var' || qname === 'filter_input') && test.args.length >= 2) {
    const [subject, filter] = qname === 'filter_var' ? [test.args[0], test.args[1]] : [undefined, test.args[2]];
    if (subject && filter?.kind === 'name' && VALIDATING_FILTERS.has(filter.name)) ops.rebind(subject, UNKNOWN);
    return;
  }
  if (qname === 'regexp.MatchString' && test.args.length >= 2) {
    // Go's regexp searches (unanchored): only `^…$` validates the whole value.
    const pattern = ops.value(test.args[0]);
    const text = isConst(pattern) && typeof pattern.const.value === 'string' ? pattern.const.value : undefined;
    if (text !== undefined && /^\^/.test(text) && /\$$/.test(text) && WORD_PATTERN.test(text)) ops.rebind(test.args[1], UNKNOWN);
    return;
  }
  // `HOST_RE.match(x)` with `HOST_RE = re.compile(p)` (no flags): `re.match(p, x)`.
  const compiled = compiledPatternTest(test, ops);
  if (compiled) {
    narrowGuard(compiled, truthy, ops);
    return;
  }
  if (qname && REGEX_TESTS.has(qname) && test.args.length >= 2) {
    const pattern = ops.value(test.args[0]);
    if (!isConst(pattern) || typeof pattern.const.value !== 'string') return;
    const whole = wholeMatch(pattern.const.value, qname);
    if (WORD_PATTERN.test(whole)) ops.rebind(test.args[1], UNKNOWN);
    // Word characters, `-` and `.` (`[a-z0-9_.-]{1,32}`, a user or host name): clean for every
    // injection kind but paths, requests and redirects, as for PHP above (regex-guards.ts).
    // With `re.M`, `re.match`'s `$` also matches at a line break (`ok\n; rm -rf /`).
    else if (whole && !hasInlineFlags(whole) && (qname === 're.fullmatch' || (test.args.length === 2 && !test.kwargs?.flags)) && anchoredPatternStrength(`/${whole}/`)) {
      const strength = anchoredPatternStrength(`/${whole}/`);
      ops.rebind(test.args[1], strength === 'all' ? UNKNOWN : sanitize(ops.value(test.args[1]), dotBodyCleans(whole)));
    }
    // Digits, operators, parentheses and spaces in any structure (`\d+(?:\s*[+-]\s*\d+)*`): a
    // calculator's input, no code and no HTML, as for PHP's `preg_match` above (regex-guards.ts, which
    // rejects inline flags and lookarounds itself; `re.M` would let `$` stop at a line break).
    else if (whole && (qname === 're.fullmatch' || (test.args.length === 2 && !test.kwargs?.flags)) && arithmeticOnlyPattern(whole)) {
      ops.rebind(test.args[1], sanitize(ops.value(test.args[1]), ['code', 'html']));
    }
  }
}

/** `(?m)` / `(?x)` written in the pattern change what `^`, `$` and spaces mean. */
function hasInlineFlags(pattern: string): boolean {
  return pattern.includes('(?');
}

/**
 * An empty host from Python's URL parser proves a relative URL for requests made by the server
 * (SSRF), but not for a redirect: `urlparse("/\\evil.example").netloc` is empty while browsers
 * read the backslash as a slash and leave the site. A redirect target is safe only once both
 * are known, the empty host and no backslash (`if "\\" in x: reject`), in either order; the
 * two halves are kept as sanitizer marks on the value's taints.
 */
function markRelative(parsed: ParsedUrl, ops: GuardOps): void {
  const v = ops.value(parsed.url);
  const noBackslash = parsed.backslashesNormalised || everyTaintHas(v, NO_BACKSLASH);
  ops.rebind(parsed.url, keepStates(sanitize(v, noBackslash ? ['ssrf', RELATIVE, NO_BACKSLASH, 'redirect'] : ['ssrf', RELATIVE]), v));
}

function markNoBackslash(target: Expr, ops: GuardOps): void {
  const v = ops.value(target);
  if (!hasTaint(v)) return;
  ops.rebind(target, keepStates(sanitize(v, everyTaintHas(v, RELATIVE) ? [NO_BACKSLASH, 'redirect'] : [NO_BACKSLASH]), v));
}

/** The marks other checks left on the value (a leading `/` seen: narrowing.ts) survive this one. */
function keepStates(clean: AbsValue, from: AbsValue): AbsValue {
  return from.states ? { ...clean, states: from.states } : clean;
}

const RELATIVE = 'url-relative';
const NO_BACKSLASH = 'url-no-backslash';

function everyTaintHas(v: AbsValue, mark: string): boolean {
  const taints = deepTaints(v);
  return taints.length > 0 && taints.every((t) => t.sanitized.includes(mark));
}

/** A constant (or constant collection) host that admits the empty host of a relative URL. */
function allowsEmptyHost(v: AbsValue): boolean {
  if (isConst(v)) return v.const.value === '' || v.const.value === null;
  return [...(v.fields?.values() ?? [])].some((f) => isConst(f) && (f.const.value === '' || f.const.value === null));
}

/**
 * `re.fullmatch(p, x)` anchors both ends itself; `re.match` anchors only the start, so it
 * validates the whole value only when the pattern ends in `$` (or `\Z`).
 */
function wholeMatch(pattern: string, qname: string): string {
  const body = pattern.replace(/^\^/, '').replace(/(\$|\\Z)$/, '');
  if (qname === 're.fullmatch' || /(\$|\\Z)$/.test(pattern)) return `^${body}$`;
  return '';
}

/**
 * `urlparse(x).netloc == request.host` (either side): x points back at the host the browser
 * sent this request to, so a redirect to it stays on the site. The Host header is the client's
 * own, so this proves nothing for requests the server makes (SSRF stays tainted).
 */
function narrowSameHost(left: Expr, right: Expr, ops: GuardOps): void {
  for (const [side, other] of [[left, right], [right, left]] as const) {
    const parsed = parsedUrlArgument(side, ops);
    if (parsed && OWN_HOST.has(qualifiedName(other, ops.value) ?? '')) ops.rebind(parsed.url, sanitize(ops.value(parsed.url), ['redirect']));
  }
}

const OWN_HOST = new Set(['flask.request.host', 'quart.request.host']);

/** `P.match(x)` / `P.fullmatch(x)` of a name assigned once `re.compile(pattern)` → `re.match(pattern, x)`. */
function compiledPatternTest(test: Extract<Expr, { kind: 'call' }>, ops: GuardOps): Extract<Expr, { kind: 'call' }> | undefined {
  const callee = test.callee;
  if (callee.kind !== 'member' || (callee.property !== 'match' && callee.property !== 'fullmatch') || callee.object.kind !== 'name' || test.args.length !== 1) return undefined;
  const made = ops.definition?.(callee.object.name);
  if (made?.kind !== 'call' || made.args.length !== 1 || made.kwargs || qualifiedName(made.callee, ops.value) !== 're.compile') return undefined;
  const fn: Expr = { kind: 'name', name: `re.${callee.property}`, qualified: `re.${callee.property}`, loc: callee.loc };
  return { kind: 'call', callee: fn, args: [made.args[0], test.args[0]], loc: test.loc };
}

/**
 * `host in current_app.config["ALLOWED_HOSTS"]`: a collection read from the application's
 * configuration (or any named value that carries no request data and is not text, which `in` would
 * search for a substring) is a set of hosts the request did not choose, as for a constant one.
 */
export function configuredList(e: Expr, ops: GuardOps): boolean {
  const list = ops.memberChainValue?.(e);
  if (!list || hasTaint(list)) return false;
  // A list a configuration binder filled from a file's `a,b` text (Spring's `hooks.hosts=a,b` into a
  // `List<String>`): the constant is the configured text, the declared type a collection of it.
  if (isConst(list) && list.const.configured) return !!list.types?.some((t) => BOUND_COLLECTIONS.has(t));
  return !isConst(list) && !list.consts?.length;
}

/** Collection types a configuration binder fills from comma-separated text. */
const BOUND_COLLECTIONS = new Set(['java.util.List', 'java.util.Set', 'java.util.Collection']);

/** The URL a parser read, and whether its backslashes were made slashes first. */
interface ParsedUrl {
  url: Expr;
  backslashesNormalised: boolean;
}

/**
 * `urlparse(x).netloc` → the expression `x`. Also through `x.replace("\\", "/")`: browsers read a
 * backslash as a slash, so the parser then sees the host a browser would, and an empty host proves
 * no `/\evil.example` trick either.
 */
function parsedUrlArgument(whole: Expr, ops: GuardOps): ParsedUrl | undefined {
  const e = bareHost(whole);
  if (e.kind !== 'member' || typeof e.property !== 'string' || !HOST_FIELDS.has(e.property)) return undefined;
  const call = e.object;
  if (call.kind !== 'call' || call.args.length === 0) return undefined;
  const qname = qualifiedName(call.callee, ops.value);
  if (!qname || !URL_PARSERS.has(qname)) return undefined;
  const arg = call.args[0];
  const normalised = backslashesMadeSlashes(arg, ops);
  return normalised ? { url: normalised, backslashesNormalised: true } : { url: arg, backslashesNormalised: false };
}

/** `(urlsplit(u).hostname or "").lower()` → `urlsplit(u).hostname`: a default for no host, and case, change no host. */
function bareHost(e: Expr): Expr {
  for (let guard = 0; guard < 4; guard++) {
    if (e.kind === 'call' && e.args.length === 0 && e.callee.kind === 'member' && (e.callee.property === 'lower' || e.callee.property === 'casefold')) e = e.callee.object;
    else if (e.kind === 'binary' && e.op === 'or' && e.right.kind === 'const') e = e.left;
    else break;
  }
  return e;
}

/** `x.replace("\\", "/")` (every occurrence, as Python's `str.replace` does) → `x`. */
function backslashesMadeSlashes(e: Expr, ops: GuardOps): Expr | undefined {
  if (e.kind !== 'call' || e.callee.kind !== 'member' || e.callee.property !== 'replace' || e.args.length !== 2) return undefined;
  const [from, to] = e.args.map((a) => ops.value(a));
  return isConst(from) && from.const.value === '\\' && isConst(to) && to.const.value === '/' ? e.callee.object : undefined;
}

/** Whether a call never returns (it raises or exits): `abort(400)`, `flask.abort(400)`, `sys.exit()`. */
export function neverReturns(callee: Expr, value: (e: Expr) => AbsValue): boolean {
  const qname = qualifiedName(callee, value);
  if (qname !== undefined && NO_RETURN.has(qname)) return true;
  // A function of the tree that ends by exiting or throwing and has no `return`
  // (`function fail($code, $msg) { http_response_code($code); echo …; exit; }`).
  const fn = callee.kind === 'name' || callee.kind === 'member' ? value(callee).fn?.fn : undefined;
  if (fn && endsByLeaving(fn.body, value)) return true;
  // Methods that always throw, by the type of their receiver: Koa's `ctx.throw(400)`.
  if (callee.kind !== 'member' || typeof callee.property !== 'string') return false;
  const method = callee.property;
  return (value(callee.object).types ?? []).some((t) => THROWING_METHODS.has(`${t}.${method}`));
}

const THROWING_METHODS = new Set(['koa.Context.throw']);

/** A body whose last statement throws or calls a function that never returns, with no `return` anywhere in it. */
function endsByLeaving(body: readonly Stmt[], value: (e: Expr) => AbsValue): boolean {
  const last = body.at(-1);
  const leaves = last?.kind === 'throw' || (last?.kind === 'expr' && last.expr.kind === 'call' && NO_RETURN.has(qualifiedName(last.expr.callee, value) ?? ''));
  return leaves && !containsReturn(body);
}

function containsReturn(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(containsReturn);
  if ((node as Stmt).kind === 'return') return true;
  return Object.entries(node).some(([k, v]) => k !== 'loc' && containsReturn(v));
}

/** The resolved name of a name or a dotted member chain on one (`re.fullmatch`, `urllib.parse.urlparse`). */
export function qualifiedName(e: Expr, value: (e: Expr) => AbsValue): string | undefined {
  if (e.kind === 'member' && typeof e.property === 'string') {
    const base = qualifiedName(e.object, value);
    return base ? `${base}.${e.property}` : undefined;
  }
  return e.kind === 'name' ? value(e).qname : undefined;
}
