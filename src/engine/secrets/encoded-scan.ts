/**
 * Credentials written base64-encoded: Kubernetes Secret `data:` values, `.dockerconfigjson`,
 * values piped through `base64` before being committed. A base64 token that decodes to printable
 * text is scanned again as text: provider rules over the decoded text, and, when the decoded text
 * is a JSON document, the generic JSON reader too (a docker config's `auth` entry). A match is
 * reported on the encoded token, which is what is in the file; its message names the decoded
 * provider format, masked.
 */
import { findGenericSecrets } from './generic-scan.js';
import { maskSecret } from './mask.js';
import { findProviderSecrets } from './provider-scan.js';
import type { SecretCandidate, SecretRuleSet } from './types.js';

/**
 * Standard base64, padded: long enough to carry a token, bounded so a blob is not decoded whole.
 * It may follow the `=` of a `name=value` line (`spring.cloud.gcp.credentials.encoded-key=…`).
 */
const BASE64_TOKEN = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/]{20,8192}={0,2}(?![A-Za-z0-9+/=_-])/g;
/** Printable ASCII and line breaks: what an encoded credential or config decodes to (binary never does). */
const PRINTABLE = /^[\x20-\x7e\t\r\n]+$/;
/** Decoded texts nested deeper than this are not decoded again. */
const MAX_DEPTH = 2;

function decodedText(token: string): string | undefined {
  if (token.length % 4 !== 0) return undefined;
  // Plain words and paths (`src/components/Button`) decode to binary; letters-only runs are never worth a try.
  if (!/[0-9+/=]/.test(token) || !/[A-Z]/.test(token) || !/[a-z]/.test(token)) return undefined;
  const decoded = Buffer.from(token, 'base64').toString('latin1');
  return decoded.length >= 12 && PRINTABLE.test(decoded) ? decoded : undefined;
}

export function findEncodedSecrets(text: string, rules: SecretRuleSet, depth = 0): SecretCandidate[] {
  const found: SecretCandidate[] = [];
  const tokens = new RegExp(BASE64_TOKEN.source, 'g'); // own lastIndex: decoded texts are scanned recursively
  for (let m = tokens.exec(text); m; m = tokens.exec(text)) {
    const decoded = decodedText(m[0]);
    if (decoded === undefined) continue;
    const inner = findProviderSecrets(decoded, rules.providers, rules.keywordRegex);
    if (/^\s*\{/.test(decoded)) inner.push(...findGenericSecrets(decoded, 'json', rules.generic));
    if (depth + 1 < MAX_DEPTH) inner.push(...findEncodedSecrets(decoded, rules, depth + 1));
    const first = inner[0];
    if (!first) continue;
    found.push({
      rule: first.rule,
      start: m.index,
      end: m.index + m[0].length,
      secret: m[0],
      severity: first.severity,
      message: `${first.rule.title} (${maskSecret(first.secret)}) is written base64-encoded in the file.`,
    });
  }
  return found;
}
