/**
 * Whether a value assigned to a secret name is itself secret-looking: long enough, random
 * enough, and none of the things that sit in such places without being secrets (environment
 * reads, templates, placeholders, UUIDs, digests, paths, URLs, sentences, identifiers).
 */
import { characterClasses, shannonEntropy } from './entropy.js';
import { isEnvironmentReference, isPlaceholder, isTemplate, isUuid } from './placeholders.js';
import type { GenericRule } from './types.js';
import { isPassphrase } from './passphrases.js';
import { isStoredPasswordForm } from './stored-forms.js';
import { isUnsignedJwt } from './unsigned-jwt.js';

/**
 * `Bearer abc…`, `Basic abc…`, `token abc…`: the credential is what follows the scheme. Django REST
 * framework and Rails write `Token abc…`, PagerDuty `Token token=abc…`, MessageBird `AccessKey abc…`,
 * Okta `SSWS abc…`, Discord `Bot abc…`.
 */
export function stripAuthScheme(value: string): { value: string; offset: number } {
  const scheme = /^(?:Bearer|Basic|bearer|[Tt]oken|AccessKey|SSWS|Bot)\s+(?:token=)?/.exec(value);
  return scheme ? { value: value.slice(scheme[0].length), offset: scheme[0].length } : { value, offset: 0 };
}

export type Verdict = { secret: true } | { secret: false; reason: string };

/**
 * Ascending runs (abc, 123, DEF) as documentation samples write them ("123456:ABC-DEF1234…"):
 * one run of four or more and two runs in all. Random hex often holds one triple by chance, so
 * one triple alone proves nothing.
 */
function looksLikeDocumentationSample(value: string): boolean {
  const lower = value.toLowerCase();
  let runs = 0;
  let longest = 0;
  for (let i = 0; i < lower.length; ) {
    let j = i;
    while (j + 1 < lower.length && /[a-z0-9]/.test(lower[j]) && lower.charCodeAt(j + 1) === lower.charCodeAt(j) + 1) j++;
    const length = j - i + 1;
    if (length >= 3) {
      runs++;
      longest = Math.max(longest, length);
    }
    i = j + 1;
  }
  return runs >= 2 && longest >= 4;
}

/**
 * Words joined by punctuation, maybe with a short number: `a-long-random-string-here`,
 * `generate-with-openssl-rand-hex-32`, `Token inesperado.`. Each letter part must be a
 * word-shaped run of three or more letters, so `Tr0ub4dor&3` is not taken for words.
 */
function isWordsAndPunctuation(value: string): boolean {
  const digitRuns = value.match(/\d+/g) ?? [];
  if (digitRuns.some((run) => run.length > 4)) return false;
  const parts = value.split(/[^A-Za-z]+/).filter(Boolean);
  if (parts.length === 0) return false;
  // Word-shaped by case, and pronounceable: a vowel, and no run of five consonants.
  const wordShaped = parts.every(
    (part) => /^[A-Za-z][a-z]+(?:[A-Z][a-z]+)*$|^[A-Z]+$|^[a-z]+$/.test(part) && /[aeiouy]/i.test(part) && !/[^aeiouy]{5}/i.test(part),
  );
  if (!wordShaped) return false;
  if (digitRuns.length === 0) return true;
  // Digits between letters with no punctuation (`abc4def7ghi`) are how random values look, not
  // how words are joined; a trailing number (`Summer2024`) is a single word.
  if (!/[^A-Za-z0-9]/.test(value)) return false;
  return parts.length >= 3 && parts.every((part) => part.length >= 3);
}

/**
 * A digit standing for a letter inside a word (`Cad3nce`, `p4ssport`, `M0nday`): how people turn
 * words into a password, not how words are joined in text, names or file names.
 */
function substitutesDigitForLetter(value: string): boolean {
  return /[A-Za-z][013457][a-z]/.test(value);
}

/**
 * One dotted part of a code expression as people name things: `process`, `env`, `DB_PASSWORD`,
 * `apiKey2`, `getDBPassword`. Random text such as `xiKauy879` (digits beyond a short suffix) or
 * `GqyYzCQBv` (case flipping every letter or two) is not, so `harbor.GqyYzCQBv62` is a password.
 */
function isIdentifierShaped(segment: string): boolean {
  return segment.replace(/^[_$]+/, '').split('_').every((part) => {
    const letters = part.replace(/\d{1,2}$/, '');
    if (/\d/.test(letters)) return false;
    const switches = (letters.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g) ?? []).length;
    return switches <= Math.max(2, letters.length / 3);
  });
}

/** The share of a, e, i, o, u among the letters of a value. */
function vowelShare(value: string): number {
  return (value.match(/[aeiou]/gi) ?? []).length / Math.max(1, value.length);
}

/** Base64 that decodes to printable text (a Kubernetes Secret value, basic-auth pairs): the text, else undefined. */
function decodedBase64Text(value: string): string | undefined {
  if (value.length < 8 || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return undefined;
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  return /^[\x20-\x7e]{6,}$/.test(decoded) ? decoded : undefined;
}

/**
 * Base64 whose first bytes are a crypt(3)-style hash prefix (`$2b$`, `$argon2`, `$6$`, `$pbkdf2`):
 * only the head is decoded, so a value cut short or re-wrapped still shows what it encodes.
 */
function encodesPasswordHash(value: string): boolean {
  if (value.length < 16 || !/^[A-Za-z0-9+/]{16,}={0,2}$/.test(value)) return false;
  const head = Buffer.from(value.slice(0, 12), 'base64').toString('latin1');
  return /^\$(?:2[abxy]?|argon2(?:id|i|d)|scrypt|[156]|apr1|y|pbkdf2[\w-]*)\$/.test(head);
}

/** The tag, where the content starts and how long it is, of the DER element at `at`; undefined past the end. */
function derElement(der: Buffer, at: number): { tag: number; content: number; length: number } | undefined {
  if (at + 2 > der.length) return undefined;
  const first = der[at + 1];
  if (first < 0x80) return { tag: der[at], content: at + 2, length: first };
  const size = first & 0x7f;
  if (size < 1 || size > 3 || at + 2 + size > der.length) return undefined;
  let length = 0;
  for (let i = 0; i < size; i++) length = length * 256 + der[at + 2 + i];
  return { tag: der[at], content: at + 2 + size, length };
}

/**
 * Base64 DER of a public key or a certificate: an X.509 SubjectPublicKeyInfo (SEQUENCE of an
 * algorithm identifier and a BIT STRING, `MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A…`: Google Play's app
 * licensing key, a pinned server key) or a certificate (its signed part opens with the explicit
 * version `[0] INTEGER`). Both are published by design under names such as `LICENSE_KEY`; a private
 * key's DER (PKCS#8, PKCS#1) opens with a version INTEGER instead. Only the head is decoded (a
 * value may be cut or re-wrapped), and its structure, nested tags and lengths that fit, is what
 * random base64 does not produce.
 */
function encodesPublicKeyOrCertificate(value: string): boolean {
  if (value.length < 60 || !/^MI[A-Za-z0-9+/]+={0,2}$/.test(value)) return false;
  const der = Buffer.from(value.slice(0, 64), 'base64');
  const outer = derElement(der, 0);
  if (!outer || outer.tag !== 0x30 || outer.length < 64) return false;
  const inner = derElement(der, outer.content);
  if (!inner || inner.tag !== 0x30) return false;
  const first = derElement(der, inner.content);
  if (!first) return false;
  // A certificate's TBSCertificate: `[0] { INTEGER version }`.
  if (first.tag === 0xa0 && first.length === 3 && der[first.content] === 0x02) return true;
  // A SubjectPublicKeyInfo: AlgorithmIdentifier { OID … } then the key as a BIT STRING.
  const next = derElement(der, inner.content + inner.length);
  return first.tag === 0x06 && inner.length < 48 && next !== undefined && next.tag === 0x03;
}

/**
 * The secret of decoded `user:password` basic-auth text: the password, or the user name when the
 * password is a one-character stand-in: APIs that take the key as the user name (Freshdesk's
 * `key:X`, Stripe's `sk_live_…:`) leave the password empty or a dummy.
 */
function basicAuthSecret(decoded: string): string {
  if (!decoded.includes(':') || /\s/.test(decoded)) return decoded;
  const at = decoded.indexOf(':');
  const password = decoded.slice(at + 1);
  return password.length <= 1 ? decoded.slice(0, at) : password;
}

/**
 * WebSphere's `{xor}` values (`PropFilePasswordEncoder`, wsadmin, `security.xml`): each byte XOR `_`,
 * then base64. An encoding anyone can reverse, so the password is judged as what it encodes.
 */
function decodedWebSphereXor(value: string): string | undefined {
  const xor = /^\{xor\}([A-Za-z0-9+/]{4,600}={0,2})$/i.exec(value);
  if (!xor) return undefined;
  const decoded = String.fromCharCode(...Buffer.from(xor[1], 'base64').map((b) => b ^ 0x5f));
  return /^[\x20-\x7e]+$/.test(decoded) ? decoded : undefined;
}

/** `P@ssw0rd`, `Passw0rd!`: the word "password" spelt with look-alike digits and symbols is still a stand-in. */
function withoutLeetspeak(value: string): string {
  const plain: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '@': 'a', $: 's' };
  return value.replace(/[0134@$5]/g, (ch) => plain[ch]);
}

/** `secret123`, `admin1`, `Root2024!`: a stand-in word with a number is still a stand-in. */
function isStandInWithNumber(value: string): boolean {
  const word = /^([A-Za-z]+)[-_.]?\d{1,4}[!.]?$/.exec(value);
  return word !== null && isPlaceholder(word[1]);
}

/**
 * Text in a script other than Latin (`1つのロール値のみ使用されています`, a translated message):
 * generated passwords and keys are ASCII, and a human password with a letter or two outside it is
 * not mostly made of them.
 */
function isNaturalLanguage(value: string): boolean {
  const foreignLetters = value.match(/[^\x00-\x7f]/gu)?.length ?? 0;
  return foreignLetters >= 3 && foreignLetters >= [...value].length * 0.3;
}

/**
 * The entropy a value must reach. Shannon entropy of a short string is capped by its length
 * (eight distinct characters give exactly 3 bits) and hex draws from sixteen symbols, so a fixed
 * bar turns down random values by chance: half of all random 8-character passwords and one
 * 16-digit hex key in seven. The bar is lowered to what nearly every random value of that length
 * reaches (about the 1st percentile, measured by bench/secrets/random-values.mjs), never raised.
 */
function entropyBar(value: string, ruleMinimum: number): number {
  // A word with a number (`welcome1`, `sunshine99`) is a person's choice, not a draw: the full bar.
  if (/^[A-Za-z][a-z]+[-_.]?\d{1,4}[!.]?$/.test(value)) return ruleMinimum;
  const hex = /^(?=.*\d)(?:[0-9a-f]+|[0-9A-F]+)$/.test(value);
  return Math.min(ruleMinimum, Math.log2(value.length) - (hex ? 1.5 : 0.6));
}

/**
 * Letters of both cases drawn at random switch case about every second letter; words and
 * identifiers switch only where a word starts (`getElementById`: 6 switches in 14 letters).
 */
function switchesCaseAtRandom(value: string): boolean {
  const switches = (value.match(/[a-z](?=[A-Z])|[A-Z](?=[a-z])/g) ?? []).length;
  return switches > value.length / 3;
}

/**
 * Whether the value of an unqualified key name (`LEGACY_WIDGET_KEY`, `labelPrinterKey`) is issued
 * as a secret: a generated run (16 or more hex digits mixing digits and letters, or 20 or more
 * letters and digits switching case at random) behind a prefix or label (`lpk_live_4e9b…`,
 * `pl-widget-2019-4c8e…`), the way secret tokens are minted. Providers' public keys under such
 * names are bare draws (a Pusher or GameAnalytics key is plain hex, a Mapbox key plain letters and
 * digits), publishable (`pk_live_…`) or signed public tokens (an anon JWT), and a public SSH key has
 * blanks; cache, sort and storage keys are names and paths, never draws.
 */
export function isIssuedSecretForUnqualifiedKey(raw: string): boolean {
  const value = raw.trim();
  // The prefix or label is what a bare draw lacks.
  if (/\s/.test(value) || /^[A-Za-z0-9]+$/.test(value) || /^pk_(?:live|test)_/.test(value) || /^eyJ[\w-]*\.eyJ/.test(value)) return false;
  for (const run of value.match(/[0-9a-f]{16,}|[0-9A-F]{16,}/g) ?? []) {
    if ((run.match(/\d/g) ?? []).length >= 3 && (run.match(/[a-f]/gi) ?? []).length >= 3) return true;
  }
  for (const run of value.match(/[A-Za-z0-9]{20,}/g) ?? []) {
    if (characterClasses(run) === 3 && switchesCaseAtRandom(run)) return true;
  }
  return false;
}

/**
 * A generated key whose alphabet includes the blank: WordPress' keys and salts (64 characters drawn
 * from letters, digits, punctuation and the space). Long, all four character classes, few blanks,
 * and far more random than a sentence (text and code sit near 4 bits a character, such a key near 5.3).
 */
function isRandomKeyWithBlanks(value: string): boolean {
  if (value.length < 40 || /[^\S ]/.test(value)) return false;
  const blanks = value.split(' ').length - 1;
  return blanks <= value.length / 10 && characterClasses(value) === 4 && shannonEntropy(value) >= 4.9;
}

/**
 * Machine-issued credentials (tokens, keys, secrets) are long; human passwords may be short.
 * `machineCredential` says which the name asks for.
 */
export function judgeGenericValue(raw: string, rule: GenericRule, machineCredential = false, uuidCredential = false): Verdict {
  const value = raw.trim();
  const unxored = decodedWebSphereXor(value);
  if (unxored !== undefined) {
    const inner = judgeGenericValue(unxored, rule, false);
    return inner.secret ? inner : { secret: false, reason: `{xor} of a non-secret (${inner.reason})` };
  }
  // Base64 of a stored password hash (Home Assistant's auth store keeps bcrypt hashes so): a hash.
  if (encodesPasswordHash(value)) return { secret: false, reason: 'base64 of a password hash' };
  if (encodesPublicKeyOrCertificate(value)) return { secret: false, reason: 'public key or certificate (base64 DER)' };
  // A base64-encoded value is judged by what it encodes: base64 of a placeholder is a placeholder.
  const decoded = decodedBase64Text(value);
  if (decoded !== undefined) {
    const inner = judgeGenericValue(basicAuthSecret(decoded), rule, false);
    return inner.secret ? inner : { secret: false, reason: `base64 of a non-secret (${inner.reason})` };
  }
  if (value.length < (machineCredential ? Math.max(rule.minLength, 16) : rule.minLength)) return { secret: false, reason: 'too short' };
  if (value.length > 1000) return { secret: false, reason: 'too long' };
  if (isTemplate(value) || isEnvironmentReference(value)) return { secret: false, reason: 'template or environment reference' };
  if (isPlaceholder(value) || /password/i.test(withoutLeetspeak(value))) return { secret: false, reason: 'placeholder' };
  if (isStandInWithNumber(value)) return { secret: false, reason: 'placeholder' };
  if (isNaturalLanguage(value)) return { secret: false, reason: 'natural-language text' };
  // UUIDs under token and key names are mostly ids (sessions, clients, tenants); one chosen as a
  // password (Heroku's API key in a .netrc, a generated database password) is that password, and
  // so is one under a name that says it grants access (`client_secret`, `server_token`, `api_key`:
  // HubSpot and Intercom client secrets, Postmark server tokens, Heroku API keys are UUIDs).
  if (isUuid(value) && machineCredential && !uuidCredential) return { secret: false, reason: 'uuid' };
  if (isUnsignedJwt(value)) return { secret: false, reason: 'unsigned jwt' };
  if (/^(sha1|sha256|sha384|sha512|md5)[-:=]/i.test(value)) return { secret: false, reason: 'digest' };
  // Stored password hashes (bcrypt, scrypt, argon2, crypt(3), Django, LDAP): hashes, not the secret itself.
  // An htpasswd entry (`user:$apr1$…`, an ingress-nginx `auth` value) is its hash after the user name.
  const hashed = value.replace(/^[\w.@-]{1,64}:(?=[${])/, '');
  if (/^\$(?:2[abxy]?|argon2(?:id|i|d)|scrypt|[156]|apr1|y|pbkdf2[\w-]*)\$|^(?:pbkdf2_sha\d+|bcrypt|argon2|scrypt)\$|^\{(?:SSHA|SHA|SMD5|CRYPT|BCRYPT)\}/i.test(hashed)) {
    return { secret: false, reason: 'password hash' };
  }
  if (isStoredPasswordForm(value)) return { secret: false, reason: 'stored password form (verifier or encrypted)' };
  if (/\s/.test(value) && !(machineCredential && isRandomKeyWithBlanks(value))) return { secret: false, reason: 'contains whitespace' };
  // Spring resource locations (`file:/etc/keys/bank_sftp`, `classpath:keystore/server.jks`) name where a key is kept.
  if (/^(?:urn:|[a-z][a-z0-9+.-]*:\/\/|\/|\.\.?\/|~\/|[A-Za-z]:\\|(?:file|classpath\*?):(?:\/|\.\.?\/|~\/|[\w-]+\/))/i.test(value)) return { secret: false, reason: 'url or path' };
  if (/^[0-9.+-]+$/.test(value)) return { secret: false, reason: 'number' };
  // Dotted or dashed words: message keys, property names, file names. Letters that flip case at
  // random between the separators (`gXMysM_HxMQxD-CDUK`) are a generated password, not names.
  if (/^[a-z]+(?:[._:/-][a-z]+)+$/i.test(value) && value.split(/[._:/-]/).every(isIdentifierShaped)) {
    return { secret: false, reason: 'identifier' };
  }
  // Pipe-separated rule lists: validation rules (Laravel `'password' => 'required|string|min:8'`),
  // filter and format chains; lower-case words, each with optional `:arguments`.
  if (/^[a-z_]{3,}(?::[\w.,-]*)?(?:\|[a-z_]{3,}(?::[\w.,-]*)?)+$/.test(value)) return { secret: false, reason: 'rule list' };
  const expression = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\[[^\]]*\]|\([^)]*\))?[,;]?$/.exec(value);
  if (expression && /[.[(,;]/.test(value) && expression[1].split('.').every(isIdentifierShaped)) {
    return { secret: false, reason: 'code expression' };
  }
  // Random lower-case letters (generated passwords, Gmail app passwords): words have far more vowels.
  if (value.length >= 12 && /^[a-z]+$/.test(value) && vowelShare(value) < 0.2 && shannonEntropy(value) >= 3) return { secret: true };
  // A human password may be a passphrase of random words; a token or key never is.
  if (!machineCredential && isPassphrase(value)) return { secret: true };
  // A person's password made of words keeps a digit in place of a letter (`Cad3nce-Climb-2024!`).
  if (isWordsAndPunctuation(value) && (machineCredential || !substitutesDigitForLetter(value))) return { secret: false, reason: 'words and punctuation' };
  if (looksLikeDocumentationSample(value)) return { secret: false, reason: 'documentation sample' };
  const entropy = shannonEntropy(value);
  if (/^[A-Za-z_]+$/.test(value)) {
    // Letters only: an identifier or a word unless mixed and random: long with high entropy, or
    // (from 12 letters, a generated password's usual length) switching case at random.
    const wordShaped = /^[A-Za-z][a-z]+(?:[A-Z][a-z]+)*$|^[A-Z]+(?:_[A-Z]+)*$|^[a-z]+(?:_[a-z]+)*$/.test(value);
    const random = (value.length >= 16 && entropy >= 3.5) || (value.length >= 16 ? switchesCaseAtRandom(value) : value.length >= 12 && switchesCaseAtRandom(value) && vowelShare(value) < 0.25)
      // Mostly capitals drawn at random (`ZHPXnrZMNKPG`) seldom switch case, but hold almost no vowel;
      // acronym-heavy identifiers (`XMLHTTPRequest`) still have a few.
      || (value.length >= 10 && vowelShare(value) < 0.1 && /[a-z]/.test(value) && /[A-Z].*[A-Z].*[A-Z]/.test(value));
    if (random && characterClasses(value) >= 2 && !wordShaped) return { secret: true };
    return { secret: false, reason: 'word or identifier' };
  }
  if (characterClasses(value) < 2) return { secret: false, reason: 'one character class' };
  if (entropy < entropyBar(value, rule.minEntropy)) return { secret: false, reason: 'low entropy' };
  return { secret: true };
}
