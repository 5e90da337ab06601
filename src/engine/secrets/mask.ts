/**
 * Masking: no finding, log line or report may hold a whole secret. We keep at most the first
 * four characters (fewer for short secrets, so a short password is not mostly revealed).
 */

export const MASK = '****';

export function visiblePrefixLength(secret: string): number {
  if (secret.length >= 12) return 4;
  return Math.floor(secret.length / 3);
}

export function maskSecret(secret: string): string {
  return secret.slice(0, visiblePrefixLength(secret)) + MASK;
}

/** Replace every occurrence of each secret in the text by its masked form. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  // Longest first, so a secret that contains another is masked whole.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length === 0) continue;
    out = out.split(secret).join(maskSecret(secret));
  }
  return out;
}
