/**
 * Whether a value assigned to a secret name is itself secret-looking: long enough, random
 * enough, and none of the things that sit in such places without being secrets (environment
 * reads, templates, placeholders, UUIDs, digests, paths, URLs, sentences, identifiers).
 */
import { characterClasses, shannonEntropy } from './entropy.js';
import { isEnvironmentReference, isPlaceholder, isTemplate, isUuid } from './placeholders.js';
import type { GenericRule } from './types.js';

/** `Bearer abc…`, `Basic abc…`, `token abc…`: the credential is what follows the scheme. */
export function stripAuthScheme(value: string): { value: string; offset: number } {
  const scheme = /^(?:Bearer|Basic|Token|token|bearer)\s+/.exec(value);
  return scheme ? { value: value.slice(scheme[0].length), offset: scheme[0].length } : { value, offset: 0 };
}

export type Verdict = { secret: true } | { secret: false; reason: string };

export function judgeGenericValue(raw: string, rule: GenericRule): Verdict {
  const value = raw.trim();
  if (value.length < rule.minLength) return { secret: false, reason: 'too short' };
  if (value.length > 1000) return { secret: false, reason: 'too long' };
  if (isTemplate(value) || isEnvironmentReference(value)) return { secret: false, reason: 'template or environment reference' };
  if (isPlaceholder(value) || /password/i.test(value)) return { secret: false, reason: 'placeholder' };
  if (isUuid(value)) return { secret: false, reason: 'uuid' };
  if (/^(sha1|sha256|sha384|sha512|md5)[-:=]/i.test(value)) return { secret: false, reason: 'digest' };
  if (/\s/.test(value)) return { secret: false, reason: 'contains whitespace' };
  if (/^(?:[a-z][a-z0-9+.-]*:\/\/|\/|\.\.?\/|~\/|[A-Za-z]:\\)/i.test(value)) return { secret: false, reason: 'url or path' };
  if (/^[0-9.+-]+$/.test(value)) return { secret: false, reason: 'number' };
  // Dotted or dashed lower-case words: message keys, property names, file names.
  if (/^[a-z]+(?:[._:/-][a-z]+)+$/i.test(value)) return { secret: false, reason: 'identifier' };
  if (/^[A-Za-z_$][A-Za-z0-9_$]*\([^)]*\)$/.test(value)) return { secret: false, reason: 'call expression' };
  const entropy = shannonEntropy(value);
  if (/^[A-Za-z_]+$/.test(value)) {
    // Letters only: an identifier or a word unless long, mixed and random.
    if (value.length >= 16 && entropy >= 3.8 && characterClasses(value) >= 2) return { secret: true };
    return { secret: false, reason: 'word or identifier' };
  }
  if (characterClasses(value) < 2) return { secret: false, reason: 'one character class' };
  if (entropy < rule.minEntropy) return { secret: false, reason: 'low entropy' };
  return { secret: true };
}
