/**
 * A string built with a part drawn from a cryptographically secure generator
 * (`random_bytes(32) . microtime()`, `bin2hex(random_bytes(8)) . '-' . time()`) is as hard to guess
 * as that part: the clock or a weak generator mixed in takes nothing away. Model rows mark such
 * parts as sources of kind `secure-random` (no rule reports that kind); a string built with one is
 * clean for `security-token` sinks, where predictable values become secrets (php-insecure-randomness).
 */
import { deepTaints, tainted, type AbsValue } from './values.js';

export const SECURE_RANDOM_KIND = 'secure-random';
const SECRET_SINK_KIND = 'security-token';

export function withUnpredictableParts(built: AbsValue, parts: readonly AbsValue[]): AbsValue {
  if (!parts.some((p) => deepTaints(p).some((t) => t.kind === SECURE_RANDOM_KIND))) return built;
  const taints = deepTaints(built).map((t) => (t.sanitized.includes(SECRET_SINK_KIND) ? t : { ...t, sanitized: [...t.sanitized, SECRET_SINK_KIND], key: undefined }));
  return { ...built, taints: tainted(taints).taints };
}
