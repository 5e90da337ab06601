/**
 * A digest of fresh random bytes only (`sha1(random_bytes(32) . microtime())`,
 * `md5(bin2hex(openssl_random_pseudo_bytes(16)))`, `hashlib.sha1(os.urandom(16))`) spells a random
 * token: no password, message or file goes in, so nothing relies on the hash resisting collisions
 * or brute force, and MD5 or SHA-1 there is no weak-cryptography finding. The clock, a counter or a
 * weak generator mixed in adds nothing to protect; any other value (a password with a random salt)
 * keeps the finding.
 */
import type { Expr } from '../ir/types.js';

type Call = Extract<Expr, { kind: 'call' }>;

/** Cryptographically secure generators (PHP; Python's `os` and `secrets`; Node's `crypto`). */
const SECURE_RANDOM_CALLS = new Set(['random_bytes', 'random_int', 'openssl_random_pseudo_bytes', 'urandom', 'token_bytes', 'token_hex', 'token_urlsafe', 'randomBytes']);
/** Values with nothing secret in them: the clock, the process id, a weak generator. */
const NOISE_CALLS = new Set(['time', 'microtime', 'hrtime', 'uniqid', 'mt_rand', 'rand', 'lcg_value', 'getmypid', 'now']);
/** Calls that only spell their argument's bytes or number as text. */
const SPELLING_CALLS = new Set(['bin2hex', 'base64_encode', 'strval', 'dechex', 'hexlify', 'b64encode', 'str', 'toString']);

export function digestOfRandomOnly(call: Call): boolean {
  if (call.args.length === 0) return false;
  let secure = 0;
  const randomOnly = (e: Expr, depth: number): boolean => {
    if (depth > 8) return false;
    if (e.kind === 'const') return true;
    if (e.kind === 'cast') return randomOnly(e.value, depth + 1);
    if (e.kind === 'concat') return e.parts.every((p) => randomOnly(p, depth + 1));
    if (e.kind !== 'call') return false;
    const name = calleeName(e);
    if (name !== undefined && SECURE_RANDOM_CALLS.has(name)) {
      secure++;
      return true;
    }
    if (name !== undefined && NOISE_CALLS.has(name)) return true;
    if (name !== undefined && SPELLING_CALLS.has(name)) {
      // A method spells its receiver (`x.toString()`), a function its first argument.
      const inner = e.callee.kind === 'member' && e.args.length === 0 ? e.callee.object : e.args[0];
      return inner !== undefined && randomOnly(inner, depth + 1);
    }
    return false;
  };
  return call.args.every((a) => randomOnly(a, 0)) && secure > 0;
}

function calleeName(e: Call): string | undefined {
  if (e.callee.kind === 'name') return e.callee.name;
  return e.callee.kind === 'member' && typeof e.callee.property === 'string' ? e.callee.property : undefined;
}
