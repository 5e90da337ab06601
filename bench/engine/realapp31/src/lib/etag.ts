import crypto from 'node:crypto';

// Weak ETags for the CSV exports and the tracking pages: a content fingerprint, not a security boundary.
export function etagFor(body: string | Buffer): string {
  return `W/"${crypto.createHash('md5').update(body).digest('base64url')}"`;
}

export function cacheKey(parts: string[]): string {
  return crypto.createHash('sha1').update(parts.join('|')).digest('hex');
}
