/**
 * Text proved signed by the application: `hash_equals(hash_hmac('sha256', $data, $key), $mac)` held, or
 * Python's `hmac.compare_digest(hmac.new(key, data, sha256).hexdigest(), mac)` (either argument order; the digest written inline or kept in a variable assigned it once), with a
 * key that carries no request data. Only a holder of the key can produce a matching pair, so `$data`
 * is text the application wrote itself, and what `unserialize` builds from it has the application's
 * shape, not the client's. It is cleaned for deserialization only: signed text may still hold what a
 * user once typed, so it is not clean for output, queries or commands.
 *
 * The mark is kept through decoders (calls.ts): `base64_decode` of signed text is still the signer's.
 */
import type { Expr } from '../ir/types.js';
import type { GuardOps } from './guards.js';
import { deepTaints, hasTaint, sanitize, type AbsValue, type Taint } from './values.js';

/** Marks a taint as signed text; with it, decoders keep `SIGNED_CLEANS`. */
const SIGNED = 'signed';
/** What signed text is clean for. */
/** What signed text is clean for (the deserialisation sink kind is `deserialize` in the Python pack). */
const SIGNED_CLEANS: readonly string[] = ['deserialization', 'deserialize'];

/** Constant-time comparisons whose truth means both arguments are the same text. */
const COMPARES = new Set(['hash_equals', 'hmac.compare_digest', 'secrets.compare_digest']);
/** Keyed digests: the position of the data signed and of the key (Python's `hmac.new(key, msg, digestmod)`). */
const MACS = new Map<string, { data: number; key: number }>([
  ['hash_hmac', { data: 1, key: 2 }],
  ['hmac.new', { data: 1, key: 0 }],
  ['hmac.digest', { data: 1, key: 0 }],
]);
/** Methods that read the digest of a Python `hmac.HMAC` object: `hmac.new(key, msg, sha256).hexdigest()`. */
const DIGEST_READS = new Set(['hexdigest', 'digest']);

export function narrowSignatureGuard(test: Expr, truthy: boolean, ops: GuardOps): void {
  if (!truthy || test.kind !== 'call' || test.args.length !== 2) return;
  if (!COMPARES.has(nameOf(test.callee, ops) ?? '')) return;
  for (const side of test.args) {
    const mac = keyedDigest(side, ops);
    const data = mac?.call.args[mac.positions.data];
    const key = mac?.call.args[mac.positions.key];
    if (!data || !key || (data.kind !== 'name' && data.kind !== 'member')) continue;
    // A superglobal read directly (`$_GET['k']`) gets its source from memberChainValue, not value.
    if (deepTaints(ops.memberChainValue?.(key) ?? ops.value(key)).some((t) => t.kind === 'remote')) continue;
    const v = ops.value(data);
    if (hasTaint(v)) ops.rebind(data, { ...sanitize(v, [...SIGNED_CLEANS, SIGNED]), ...(v.states ? { states: v.states } : {}) });
  }
}

/** `hash_hmac(…)` written here, or the one call a variable was assigned. */
function keyedDigest(e: Expr, ops: GuardOps): { call: Extract<Expr, { kind: 'call' }>; positions: { data: number; key: number } } | undefined {
  let call = e.kind === 'name' ? ops.definition?.(e.name) : e;
  if (call?.kind !== 'call') return undefined;
  if (call.callee.kind === 'member' && typeof call.callee.property === 'string' && DIGEST_READS.has(call.callee.property) && call.args.length === 0) {
    // `mac = hmac.new(…)` then `mac.hexdigest()`: the object made once in this function.
    const made: Expr | undefined = call.callee.object.kind === 'name' ? ops.definition?.(call.callee.object.name) : call.callee.object;
    if (made?.kind !== 'call') return undefined;
    call = made;
  }
  const positions = MACS.get(nameOf(call.callee, ops) ?? '');
  return positions ? { call, positions } : undefined;
}

/** The resolved name of a called function (guards.ts imports this module, so it is not imported from there). */
function nameOf(e: Expr, ops: GuardOps): string | undefined {
  if (e.kind === 'member' && typeof e.property === 'string') {
    // A dotted chain on a module (`hmac.compare_digest`): the module's name, then the member.
    const base = nameOf(e.object, ops);
    return base ? `${base}.${e.property}` : undefined;
  }
  return e.kind === 'name' ? ops.value(e).qname : undefined;
}

/**
 * A taint after a decoder (`decodes` propagator rows): escaping and checks applied before no longer
 * hold, as the decoded text can hold characters the input did not; text proved signed stays signed.
 */
export function decodedTaint(t: Taint): Taint {
  if (!t.sanitized.length) return t;
  return { ...t, key: undefined, sanitized: t.sanitized.includes(SIGNED) ? [SIGNED, ...SIGNED_CLEANS] : [] };
}

/** Every taint of the value is text proved signed (a value with no taint is not: nothing was checked). */
export function isSigned(v: AbsValue): boolean {
  const taints = deepTaints(v);
  return taints.length > 0 && taints.every((t) => t.sanitized.includes(SIGNED));
}
