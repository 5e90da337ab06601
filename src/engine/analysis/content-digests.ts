/**
 * Digests that only name content. A hash written into an `ETag`, `Content-MD5` or `Digest`
 * header identifies a representation for caches and integrity checks against accidents; nobody
 * relies on it being hard to collide, so MD5 or SHA-1 there is not a weak-cryptography finding.
 *
 * Decided from the syntax of the function holding the call: `createHash(…)` starts a chain that
 * ends in `.digest(…)` (a one-shot PHP `md5(…)` is its own digest), and that digest is either the value argument of a header setter with one
 * of those constant header names, or is assigned to a variable whose every read in the function
 * is such an argument or a comparison with the `If-None-Match`/`If-Match` header the client sent
 * back, or used only as the key of a map or cache lookup (`cache.get(key)`) or as a file name
 * (`'/cache/' . md5($url) . '.jpg'`; also when a helper of the
 * same module returns it and every caller uses the result in one of these ways). Anything else (returned to
 * unknown callers, stored, compared otherwise, logged) keeps the finding.
 * A digest of constant text only (`createHash('md5').update('fixture').digest('hex')`) is a
 * constant too: no input, nothing to protect; so is one of fresh random bytes only (random-digests.ts).
 */
import type { Expr, FunctionIR, ModuleIR, Stmt } from '../ir/types.js';
import { digestOfRandomOnly } from './random-digests.js';

/** Simple names of functions some call site of the tree uses only to name content (content-digest-uses.ts). */
export interface ContentUses {
  usedForContent(name: string): boolean;
}

type Call = Extract<Expr, { kind: 'call' }>;

const textOf = (x: Expr | undefined): string | undefined => (x?.kind === 'const' && typeof x.value === 'string' ? x.value : undefined);

const CONTENT_HEADERS = new Set(['etag', 'content-md5', 'digest', 'content-digest', 'repr-digest']);
const HEADER_SETTERS = new Set(['set', 'header', 'setheader', 'append', 'writehead', 'add']);

/** True when the digest started by `call` is of constant text, or used only as a content-identifying header value. */
export function digestOnlyNamesContent(call: Call, fn: FunctionIR, module?: ModuleIR, elsewhere?: ContentUses): boolean {
  const exprs: Expr[] = [];
  const stmts: Stmt[] = [];
  collect(fn.body, exprs, stmts);
  // One-shot digests (PHP `md5($body)`, `hash('sha1', $body)`; Go `sha1.Sum(body)`) are the digest themselves.
  const oneShot = call.callee.kind === 'name' || (call.callee.kind === 'member' && call.args.length > 0);
  const chain = digestChain(call, exprs) ?? (oneShot ? { digest: call, updates: [] } : undefined);
  if (!chain) return false;
  // A one-shot digest of random bytes only spells a token (random-digests.ts): nothing to protect either.
  if (oneShot && chain.digest === call && digestOfRandomOnly(call)) return true;
  // A digest of constant text is itself a constant (a test's expected value): nothing secret goes in.
  if (chain.updates.length > 0 && chain.updates.every((u) => u.args.length > 0 && u.args.every((a) => a.kind === 'const'))) return true;
  // A digest of case-folded text (`md5(strtolower(trim($email)))`): an identifier for a case-insensitive
  // lookup (an avatar service's key), never a password hash or a signature, whose input keeps its case.
  const inputs = chain.updates.length ? chain.updates.map((u) => u.args[0]) : oneShot ? [call.args.at(-1)] : [];
  if (inputs.length && inputs.every((x) => x !== undefined && caseFolded(x))) return true;
  // `return '"' . md5($body) . '"'`: a digest between double quotes is an HTTP entity tag.
  if (stmts.some((s) => s.kind === 'return' && s.value !== undefined && entityTag(encoded((a) => a === chain.digest))(s.value))) return true;
  if (exprs.some((e) => isContentHeaderCall(e, (a) => a === chain.digest) || isLookupKeyCall(e, (a) => a === chain.digest) || isFileName(e, chain.digest))) return true;
  if (stmts.some((s) => isContentHeaderWrite(s, (a) => a === chain.digest))) return true;
  // `return createHash('md5').update(url).digest('hex')` (or its bytes spelled as text, quoted): a helper
  // whose every caller uses the result as a lookup key or a content header.
  const returnsDigest = quotedDigest(encoded((a) => a === chain.digest));
  if (stmts.some((s) => s.kind === 'return' && s.value !== undefined && returnsDigest(s.value))) return !!module && resultOnlyNamesContent(fn, module, elsewhere);
  const assigned = stmts.find((s): s is Extract<Stmt, { kind: 'assign' }> => s.kind === 'assign' && s.value === chain.digest);
  if (!assigned || assigned.target.kind !== 'name') return false;
  return variableOnlyNamesContent(assigned.target.name, fn, module, exprs, stmts, 0, elsewhere);
}

/**
 * Every read of the variable holding the digest names content: a content header value, the ETag
 * comparison, a lookup key, a result every caller uses that way, or (once) the text of another
 * variable (`tag := "\"" + hex.EncodeToString(sum[:]) + "\""`) whose reads all do.
 */
function variableOnlyNamesContent(name: string, fn: FunctionIR, module: ModuleIR | undefined, exprs: Expr[], stmts: Stmt[], depth: number, elsewhere?: ContentUses): boolean {
  const reads = exprs.filter((e) => e.kind === 'name' && e.name === name);
  if (reads.length === 0) return false;
  const isRead = encoded((a: Expr): boolean => a.kind === 'name' && a.name === name);
  const headerUses = [
    ...exprs.filter((e) => isContentHeaderCall(e, isRead) || isConditionalRequestCheck(e, isRead) || isLookupKeyCall(e, isRead)),
    ...stmts.filter((st) => isContentHeaderWrite(st, isRead)),
  ];
  // `return "\"" + hex.EncodeToString(sum[:]) + "\""`: a quoted entity tag returned; the digest
  // returned otherwise names content when its callers use it that way.
  const tagged = stmts.filter((s) => s.kind === 'return' && s.value !== undefined && entityTag(isRead)(s.value)).length;
  const returned = stmts.filter((s) => s.kind === 'return' && s.value !== undefined && quotedDigest(isRead)(s.value) && !entityTag(isRead)(s.value)).length;
  if (returned && !(module && resultOnlyNamesContent(fn, module, elsewhere))) return false;
  const derived =
    depth === 0
      ? stmts.filter(
          (s) =>
            s.kind === 'assign' &&
            s.target.kind === 'name' &&
            s.target.name !== name &&
            (entityTag(isRead)(s.value) || (quotedDigest(isRead)(s.value) && variableOnlyNamesContent(s.target.name, fn, module, exprs, stmts, depth + 1, elsewhere))),
        ).length
      : 0;
  return headerUses.length + tagged + returned + derived === reads.length;
}

/** Encoders that only spell the digest's bytes as text (Go's hex/base64 `EncodeToString`, Java's `HexFormat.formatHex`). */
const DIGEST_ENCODERS = new Set(['EncodeToString', 'formatHex']);

/**
 * The digest, or its bytes spelled as text: Go `hex.EncodeToString(sum[:])`,
 * `base64.StdEncoding.EncodeToString(sum[:])`, `fmt.Sprintf("%x", sum)`.
 */
function encoded(bare: (a: Expr) => boolean): (a: Expr) => boolean {
  const inner = (a: Expr): boolean => bare(a) || (a.kind === 'unknown' && a.note === 'slice' && a.children.length === 1 && bare(a.children[0]));
  return (a) => {
    if (inner(a)) return true;
    if (a.kind !== 'call' || a.callee.kind !== 'member' || typeof a.callee.property !== 'string') return false;
    if (DIGEST_ENCODERS.has(a.callee.property)) return a.args.length === 1 && inner(a.args[0]);
    const format = a.args[0];
    return a.callee.property === 'Sprintf' && a.args.length === 2 && format?.kind === 'const' && typeof format.value === 'string' && /^%0?\d*[xX]$/.test(format.value) && inner(a.args[1]);
  };
}

/**
 * `'/var/cache/thumbs/' . md5($url) . '.jpg'`: the digest is a whole file name, between a folder's
 * `/` and an extension: a cache or content-addressed file named by what it holds.
 */
function isFileName(e: Expr, digest: Expr): boolean {
  if (e.kind !== 'concat') return false;
  const at = e.parts.indexOf(digest);
  const before = e.parts[at - 1];
  const after = e.parts[at + 1];
  return at > 0 && !!textOf(before)?.endsWith('/') && /^\.[A-Za-z0-9]{1,8}$/.test(textOf(after) ?? '');
}

/**
 * Methods of maps and caches (Map, lru-cache, node-cache, Redis clients; Laravel's Cache and PSR-16
 * `remember`/`rememberForever`/`forget`/`pull`/`put`) whose first argument is the key.
 */
const LOOKUP_KEY_METHODS = new Set(['get', 'has', 'set', 'delete', 'del', 'peek', 'remember', 'rememberForever', 'forget', 'pull', 'put']);

/**
 * `cache.get(key)` / `Cache::remember('preview:' . md5($url), …)` with the digest as the key, alone or
 * joined with constant text (a namespace prefix): it names an entry, it protects nothing.
 */
export function isLookupKeyCall(e: Expr, isDigest: (arg: Expr) => boolean): boolean {
  if (e.kind !== 'call' || e.callee.kind !== 'member' || typeof e.callee.property !== 'string' || !LOOKUP_KEY_METHODS.has(e.callee.property)) return false;
  const key = e.args[0];
  if (key === undefined) return false;
  if (isDigest(key)) return true;
  return key.kind === 'concat' && key.parts.some(isDigest) && key.parts.every((p) => isDigest(p) || p.kind === 'const');
}

/**
 * Every call of `fn` in its module uses the result only to name content: as a lookup key or a
 * content header value (`header('ETag: "' . etag_of($f) . '"')`), directly or through a variable.
 * A helper no call of its own module uses is judged by the other modules' calls of its name: one
 * that writes the result straight into a content header or uses it as a lookup key (an exported
 * `etagFor` set as `ETag` by a route) makes it a content digest; a helper nobody is seen using keeps its finding.
 */
function resultOnlyNamesContent(fn: FunctionIR, module: ModuleIR, elsewhere?: ContentUses): boolean {
  let sites = 0;
  const namesContent = (e: Expr, isDigest: (a: Expr) => boolean): boolean => isLookupKeyCall(e, isDigest) || isContentHeaderCall(e, isDigest) || isConditionalRequestCheck(e, isDigest);
  for (const caller of [module.topLevel, ...module.functions]) {
    if (caller === fn) continue;
    const exprs: Expr[] = [];
    const stmts: Stmt[] = [];
    collect(caller.body, exprs, stmts);
    for (const site of exprs.filter((e): e is Call => e.kind === 'call' && e.callee.kind === 'name' && e.callee.name === fn.name)) {
      sites++;
      if (exprs.some((e) => namesContent(e, (a) => a === site))) continue;
      const assigned = stmts.find((s): s is Extract<Stmt, { kind: 'assign' }> => s.kind === 'assign' && s.value === site);
      if (!assigned || assigned.target.kind !== 'name') return false;
      const name = assigned.target.name;
      const isRead = (a: Expr): boolean => a.kind === 'name' && a.name === name;
      const reads = exprs.filter(isRead);
      if (reads.length === 0 || exprs.filter((e) => namesContent(e, isRead)).length !== reads.length) return false;
    }
  }
  return sites > 0 || (!!elsewhere && elsewhere.usedForContent(fn.name));
}

/** Request headers a client sends back with the ETag it was given (conditional GET, optimistic locking). */
const CONDITIONAL_HEADERS = new Set(['if-none-match', 'if-match']);

/** `req.headers['if-none-match'] === tag` (or `req.get('If-None-Match') !== tag`): the ETag protocol itself. */
function isConditionalRequestCheck(e: Expr, isDigest: (arg: Expr) => boolean): boolean {
  if (e.kind !== 'binary' || (e.op !== 'eq' && e.op !== 'ne')) return false;
  return (isDigest(e.left) && isConditionalHeaderRead(e.right)) || (isDigest(e.right) && isConditionalHeaderRead(e.left));
}

function isConditionalHeaderRead(e: Expr): boolean {
  const constText = (x: Expr | string | undefined): string | undefined => (typeof x === 'string' ? x : x?.kind === 'const' && typeof x.value === 'string' ? x.value : undefined);
  if (e.kind === 'member') return CONDITIONAL_HEADERS.has((constText(e.property) ?? '').toLowerCase());
  if (e.kind === 'call' && e.callee.kind === 'member' && typeof e.callee.property === 'string' && ['get', 'header'].includes(e.callee.property.toLowerCase())) {
    return CONDITIONAL_HEADERS.has((constText(e.args[0]) ?? '').toLowerCase());
  }
  return false;
}

/** `createHash(a).update(x)….digest(enc)`: the outermost `digest` call of the chain starting at `call`, and its `update` calls. */
function digestChain(call: Call, exprs: Expr[]): { digest: Call; updates: Call[] } | undefined {
  let current: Expr = call;
  const updates: Call[] = [];
  for (;;) {
    const parent = exprs.find((e): e is Call => e.kind === 'call' && e.callee.kind === 'member' && e.callee.object === current);
    if (!parent || parent.callee.kind !== 'member') return undefined;
    // Python's hashlib objects also give the digest as hex text (`hashlib.sha1(body).hexdigest()`).
    if (parent.callee.property === 'digest' || parent.callee.property === 'hexdigest') return { digest: parent, updates };
    if (parent.callee.property !== 'update') return undefined;
    updates.push(parent);
    current = parent;
  }
}

/** An entity tag is a quoted string (`"${tag}"`, `W/"${tag}"`): the digest between constant quotes is still the value. */
function quotedDigest(bare: (arg: Expr) => boolean): (a: Expr) => boolean {
  return (a) => bare(a) || (a.kind === 'concat' && a.parts.some(bare) && a.parts.every((p) => p.kind === 'const' || bare(p)));
}

/** `'"' . md5($body) . '"'`, `` `W/"${hash}"` ``: the digest alone between double quotes, an HTTP entity tag (RFC 9110). */
function entityTag(bare: (arg: Expr) => boolean): (a: Expr) => boolean {
  return (a) => a.kind === 'concat' && a.parts.length === 3 && bare(a.parts[1]) && /^(?:W\/)?"$/.test(textOf(a.parts[0]) ?? '') && textOf(a.parts[2]) === '"';
}

/** Case folds (PHP, Python, JavaScript/Java, Go) and what only trims or re-encodes the text around one. */
const CASE_FOLDS = new Set(['strtolower', 'mb_strtolower', 'lower', 'casefold', 'toLowerCase', 'toLocaleLowerCase', 'ToLower']);
const TEXT_KEEPING = new Set(['trim', 'strip', 'TrimSpace', 'encode', 'getBytes', 'utf8_encode']);

/** `strtolower(trim($x))`, `x.strip().lower().encode()`, `[]byte(strings.ToLower(x))`: text with its case folded. */
function caseFolded(e: Expr): boolean {
  for (let guard = 0; guard < 6; guard++) {
    if (e.kind === 'cast') {
      e = e.value;
      continue;
    }
    if (e.kind !== 'call') return false;
    const callee = e.callee;
    const name = callee.kind === 'name' ? callee.name : callee.kind === 'member' && typeof callee.property === 'string' ? callee.property : undefined;
    if (name === undefined) return false;
    if (CASE_FOLDS.has(name)) return true;
    if (!TEXT_KEEPING.has(name)) return false;
    // A method trims its receiver (`x.trim()`); a function or package function its argument (`trim($x)`, `strings.TrimSpace(x)`).
    const inner = callee.kind === 'member' && e.args.length === 0 ? callee.object : e.args[0];
    if (!inner) return false;
    e = inner;
  }
  return false;
}

/** `response.headers["ETag"] = tag` (Flask, Django, Starlette): the header written as a mapping entry. */
function isContentHeaderWrite(s: Stmt, bare: (arg: Expr) => boolean): boolean {
  if (s.kind !== 'assign' || s.target.kind !== 'member' || s.target.object.kind !== 'member' || s.target.object.property !== 'headers') return false;
  const key = s.target.property;
  const name = typeof key === 'string' ? key : key.kind === 'const' && typeof key.value === 'string' ? key.value : undefined;
  return !!name && CONTENT_HEADERS.has(name.toLowerCase()) && quotedDigest(bare)(s.value);
}

/** `'ETag'`, or a library's constant for it (Spring's `HttpHeaders.ETAG`, `HttpHeaders.CONTENT_MD5`). */
function isContentHeaderName(name: Expr | undefined): boolean {
  if (name?.kind === 'const' && typeof name.value === 'string') return CONTENT_HEADERS.has(name.value.toLowerCase());
  return name?.kind === 'member' && typeof name.property === 'string' && /^[A-Z][A-Z0-9_]*$/.test(name.property) && CONTENT_HEADERS.has(name.property.toLowerCase().replace(/_/g, '-'));
}

export function isContentHeaderCall(e: Expr, bare: (arg: Expr) => boolean): boolean {
  const isDigest = quotedDigest(bare);
  // Werkzeug's `response.set_etag(tag)` sets the ETag header and nothing else.
  if (e.kind === 'call' && e.callee.kind === 'member' && e.callee.property === 'set_etag') return e.args[0] !== undefined && isDigest(e.args[0]);
  // PHP `header('ETag: "' . $tag . '"')`: the header line as one string.
  if (e.kind === 'call' && e.callee.kind === 'name' && e.callee.name === 'header' && e.args[0]?.kind === 'concat') {
    const [first, ...rest] = e.args[0].parts;
    const name = first?.kind === 'const' && typeof first.value === 'string' ? /^\s*([\w-]+)\s*:/.exec(first.value)?.[1] : undefined;
    return !!name && CONTENT_HEADERS.has(name.toLowerCase()) && rest.some(isDigest);
  }
  if (e.kind !== 'call' || e.callee.kind !== 'member' || typeof e.callee.property !== 'string' || !HEADER_SETTERS.has(e.callee.property.toLowerCase())) return false;
  const [name, value] = e.args;
  if (isContentHeaderName(name)) return value !== undefined && isDigest(value);
  // `res.set({ ETag: tag })`, `res.writeHead(200, { ETag: tag })`.
  return e.args.some((a) => a.kind === 'object' && a.entries.some((en) => typeof en.key === 'string' && CONTENT_HEADERS.has(en.key.toLowerCase()) && isDigest(en.value)));
}

/** Every expression (nested ones too) and every statement of a body, nested functions included (also spel-contexts.ts). */
export function collect(body: Stmt[], exprs: Expr[], stmts: Stmt[]): void {
  // eslint-disable-next-line prefer-const -- `walk` and `visit` call each other
  let walk: (list: Stmt[]) => void;
  const visit = (e: Expr | undefined): void => {
    if (!e) return;
    exprs.push(e);
    switch (e.kind) {
      case 'member':
        visit(e.object);
        if (typeof e.property !== 'string') visit(e.property);
        break;
      case 'call':
        visit(e.callee);
        e.args.forEach(visit);
        Object.values(e.kwargs ?? {}).forEach(visit);
        break;
      case 'concat':
        e.parts.forEach(visit);
        break;
      case 'binary':
        visit(e.left);
        visit(e.right);
        break;
      case 'unary':
        visit(e.operand);
        break;
      case 'cond':
        visit(e.test);
        visit(e.then);
        visit(e.else);
        break;
      case 'object':
        for (const en of e.entries) {
          if (en.key && typeof en.key !== 'string') visit(en.key);
          visit(en.value);
        }
        break;
      case 'array':
        e.elements.forEach(visit);
        break;
      case 'cast':
        visit(e.value);
        break;
      case 'unknown':
        e.children.forEach(visit);
        break;
      case 'function':
        // A read inside a callback is a read too (`.then(() => save(tag))`).
        walk(e.fn.body);
        break;
      default:
        break;
    }
  };
  walk = (list: Stmt[]): void => {
    for (const s of list) {
      stmts.push(s);
      switch (s.kind) {
        case 'assign':
          if (s.target.kind === 'member') visit(s.target.object);
          visit(s.value);
          break;
        case 'expr':
          visit(s.expr);
          break;
        case 'return':
        case 'throw':
          visit(s.value);
          break;
        case 'if':
          visit(s.test);
          walk(s.then);
          walk(s.else);
          break;
        case 'switch':
          visit(s.discriminant);
          for (const c of s.cases) {
            c.tests.forEach(visit);
            walk(c.body);
          }
          break;
        case 'loop':
          visit(s.test);
          if (s.each) visit(s.each.iterable);
          walk(s.body);
          walk(s.update);
          break;
        case 'try':
          walk(s.body);
          for (const h of s.handlers) walk(h.body);
          walk(s.finally);
          break;
        case 'unknown':
          s.exprs.forEach(visit);
          break;
        default:
          break;
      }
    }
  };
  walk(body);
}
