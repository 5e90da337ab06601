/**
 * Generic secrets: secret-looking values assigned to secret-looking names. Code files with a tree
 * are read through the tree; everything else through the key/value reader for its format.
 */
import type { Tree } from 'web-tree-sitter';
import type { LanguageId } from '../parse/languages.js';
import type { Assignment } from './assignment.js';
import { codeAssignments } from './code-assignments.js';
import { configAssignments } from './config-assignments.js';
import type { ConfigFormat } from './file-kinds.js';
import { isIssuedSecretForUnqualifiedKey, judgeGenericValue, stripAuthScheme } from './generic-judge.js';
import { isPublicProviderField } from './public-fields.js';
import { isMachineCredentialName, isSecretName, isUnqualifiedKeyName, isUuidCredentialName, nameWords } from './secret-names.js';
import type { GenericRule, SecretCandidate } from './types.js';
import { maskSecret } from './mask.js';
import { positionalArgumentAssignments } from './positional-arguments.js';
import { referenceDefault } from './placeholders.js';
import { repeatsNearbyUser } from './default-logins.js';
import { byteListAsHex } from './native-literals.js';

/**
 * Languages whose syntax trees `codeAssignments` knows how to read. Go and PHP are parsed for the
 * analysis, but their assignments (`password := "…"`, `$password = '…'`, `'password' => '…'`) are
 * read from the text as before, which finds them.
 */
const TREE_ASSIGNMENT_LANGUAGES: ReadonlySet<LanguageId> = new Set(['javascript', 'typescript', 'tsx', 'python', 'java']);

/**
 * Cheap test before any extraction: no secret-ish word, no generic candidate. An ftp script's
 * `user NAME PASSWORD` command names no field (context-named-values.ts); a PgBouncer auth file neither; its stored forms (`"md5…"`, `"SCRAM-SHA-256$…"`) say what it is.
 */
const SECRET_WORD = /pass|pwd|(?<![a-z])pw(?![a-z])|(?<![a-z])pat(?![a-z])|(?<![a-z])pin(?![a-z])|ftp\b|secret|token|key|salt|credential|auth|psk|exponent|log ?in|sign ?in|\.sign\(|\.verify\(|createHmac|hmac\.New\(|SignedString\(|New\w{0,20}Store\(|securecookie\.New\(|csrf\.Protect\(|getConnection|\.login\(|identified|securestring|softAP\(|addAP\(|wifi\w{0,40}\.begin\(|\.connect\(|"md5[0-9a-f]{32}"|"SCRAM-SHA-256\$/i;

/**
 * `password: ${DB_PASSWORD:-…}`: the default of the reference is the committed value, named by
 * the assignment when that names a secret, else by the referenced property or variable.
 */
function withReferenceDefault(assignment: Assignment): Assignment {
  const leading = assignment.value.length - assignment.value.trimStart().length;
  const ref = referenceDefault(assignment.value.trim());
  if (!ref) return assignment;
  return { name: isSecretName(assignment.name) ? assignment.name : ref.name, value: ref.value, start: assignment.start + leading + ref.offset };
}

export function findGenericSecrets(
  text: string,
  format: ConfigFormat,
  rule: GenericRule,
  tree?: Tree,
  language?: LanguageId,
): SecretCandidate[] {
  // A password file (`.pgpass`) names no field: its lines are read whatever words they hold.
  if (format !== 'pgpass' && !SECRET_WORD.test(text)) return [];
  const fromTree = tree && language && TREE_ASSIGNMENT_LANGUAGES.has(language);
  const assignments: Assignment[] = fromTree ? codeAssignments(text, tree, language) : configAssignments(text, format);
  // The tree reader knows the parameters of well-known APIs; a Python function defined in the same
  // file (`def create_alias(alias, user, password)`) names its positional arguments too.
  if (fromTree && language === 'python') assignments.push(...positionalArgumentAssignments(text));
  const candidates: SecretCandidate[] = [];
  const seen = new Set<number>();
  for (const assignment of assignments) {
    const { name, value, start } = withReferenceDefault(assignment);
    const named =
      isSecretName(name) ||
      (assignment.keyMaterial === true && nameWords(name).pop() === 'key') ||
      (isUnqualifiedKeyName(name) && isIssuedSecretForUnqualifiedKey(value));
    if (!named || isPublicProviderField(assignment.owner ? `${assignment.owner}.${name}` : name, value)) continue;
    const leading = value.length - value.trimStart().length;
    const { value: secret, offset } = stripAuthScheme(value.trim());
    const secretStart = start + leading + offset;
    // Two readers can see the same value (a quoted header is also a header): one candidate per place.
    if (seen.has(secretStart)) continue;
    seen.add(secretStart);
    // A key written as a byte array (`{ 0x2B, 0x7E, … }`) is judged as the hex it spells.
    if (!judgeGenericValue(byteListAsHex(secret) ?? secret, rule, isMachineCredentialName(name), isUuidCredentialName(name)).secret) continue;
    if (!fromTree && !isMachineCredentialName(name) && repeatsNearbyUser(text, secretStart, secret)) continue;
    candidates.push({
      rule,
      start: secretStart,
      end: secretStart + secret.length,
      secret,
      severity: rule.severity,
      message: `Hard-coded secret assigned to \`${name}\` (value ${maskSecret(secret)}).`,
    });
  }
  return candidates;
}
