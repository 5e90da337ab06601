/**
 * An unsigned JSON Web Token (`alg: none`, or a header and payload with an empty signature) proves
 * nothing to a server that verifies signatures, so it is not a credential wherever it is written,
 * even under a secret-looking name (`token = "eyJ…eyJ…."`). Test fixtures and examples write them.
 */

function decodeJson(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) return undefined;
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** True for `header.payload.` / `header.payload` (no signature) and for a header whose `alg` is `none`. */
export function isUnsignedJwt(value: string): boolean {
  const parts = value.split('.');
  if (parts.length < 2 || parts.length > 3) return false;
  const [header, payload, signature = ''] = parts;
  const head = decodeJson(header);
  if (typeof head !== 'object' || head === null || !('alg' in head) || typeof head.alg !== 'string') return false;
  const body = decodeJson(payload);
  if (typeof body !== 'object' || body === null) return false;
  return head.alg.toLowerCase() === 'none' || signature === '';
}
