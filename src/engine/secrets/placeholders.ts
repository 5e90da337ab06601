/**
 * Values that look like secrets by position but are not: templates and environment references
 * (the secret lives elsewhere), documentation placeholders, hashes, UUIDs and the like.
 * These are judged on the value only, never on comments.
 */

/** `${VAR}`, `{{ var }}`, `%(x)s`, `$VAR`, `%VAR%`, `<%= x %>`, `#{x}`, `@VAR@`, `%s`, Grafana's `$__env{VAR}` / `$__file{path}` / `$__vault{ref}`. */
// The bodies exclude the opening bracket too, so a long run of `${`, `{{` or `%(` is not rescanned from each one.
const TEMPLATE = /\$\{[^{}]*\}|\{\{[^{}]*\}\}|%\([^()]*\)[sd]|^\$[A-Za-z_][A-Za-z0-9_]*$|^\$\([^)]*\)$|%[A-Z_][A-Z0-9_]{2,}%|<%=?[^%]*%>|#\{[^{}]*\}|^@[A-Za-z_]+@$|%[sd]\b|^\{[A-Za-z_][\w.]*\}$|\$__(?:env|file|vault)\{[^{}]*\}/;

export function isTemplate(value: string): boolean {
  return TEMPLATE.test(value);
}

/**
 * Reads of the environment or of a secret store written as a value (config files, shell); Azure App
 * Service and Functions resolve `@Microsoft.KeyVault(SecretUri=…)` settings from Key Vault.
 */
const ENV_REFERENCE = /^(?:process\.env\b|os\.environ|os\.getenv|System\.getenv|env\(|ENV\[|getenv\(|secrets\.|vault:|ssm:|arn:aws:secretsmanager|\{\{\s*secrets\.|@Microsoft\.KeyVault\()/i;

export function isEnvironmentReference(value: string): boolean {
  return ENV_REFERENCE.test(value.trim());
}

const PLACEHOLDER_WORDS = [
  'example',
  'sample',
  'dummy',
  'placeholder',
  'changeme',
  'change_me',
  'change-me',
  'changeit',
  'redacted',
  'your_',
  'your-',
  'yourkey',
  'yourtoken',
  'yoursecret',
  'yourpassword',
  'insert',
  'replace',
  'xxxx',
  '****',
  '....',
  'fixme',
  'lorem',
  'foobar',
  'notreal',
  'not-a-real',
  'not_a_real',
  'secret-here',
  'key-here',
  'token-here',
  'goes-here',
  'goes_here',
];

/**
 * Short stand-in words occur by chance in random values (`Qbv8tBdr6` holds "tbd"), so they count
 * only written as a word: in one case, and not run into letters of the same case on either side
 * (`fakeKey`, `TODO_TOKEN`, `my-fake-secret`, `FakeSecret` but not `xtbdq` or `tBd`).
 */
const SHORT_PLACEHOLDER_WORD = new RegExp(
  ['fake', 'todo', 'tbd']
    .map((word) => `(?<![a-z])${word}(?![a-z])|(?<![A-Z])${word.toUpperCase()}(?![A-Z])|(?<![A-Z])${word[0].toUpperCase()}${word.slice(1)}(?![a-z])`)
    .join('|'),
);

/** Whole values that are stand-ins, compared lower-cased. */
const PLACEHOLDER_VALUES = new Set([
  'password',
  'passwd',
  'secret',
  'token',
  'apikey',
  'api_key',
  'none',
  'null',
  'nil',
  'undefined',
  'true',
  'false',
  'empty',
  'default',
  'admin',
  'root',
  'test',
  'testing',
  'guest',
  'user',
  'username',
  'pass',
  'postgres',
  'mysql',
  'redis',
  'required',
  'optional',
  'hidden',
  'masked',
  'string',
  'str',
  'value',
]);

/**
 * `<your-key>`, `<YourStrong@Passw0rd>`, `sk_live_<key>`, `<generate with bin/rails secret>`: a name in
 * angle brackets, or a value opening with one. Elsewhere `<` is a character of a random value
 * (WordPress salts draw from `<>{}[]~`).
 */
const ANGLE_PLACEHOLDER = /^<|<[A-Za-z_][\w@.,:/ -]{0,60}>/;

/** Runs that random keys essentially never contain. */
const REPEATED_RUN = /(.)\1{5,}/;
const SEQUENTIAL = /0123456|1234567|2345678|3456789|abcdefg|bcdefgh|ABCDEFG|qwerty/i;

/**
 * Keys published for everyone's tests: Google's reCAPTCHA v2 test site and secret keys always pass
 * verification; the AES-128, -192 and -256 example keys of NIST SP 800-38A (the first also FIPS-197's
 * cipher example) are test vectors copied into every crypto library's tests. They protect nothing.
 */
const PUBLISHED_TEST_KEYS = new Set([
  '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
  '2b7e151628aed2a6abf7158809cf4f3c',
  '8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b',
  '603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4',
]);

export function isPlaceholder(value: string): boolean {
  if (PUBLISHED_TEST_KEYS.has(value) || PUBLISHED_TEST_KEYS.has(value.toLowerCase())) return true;
  const lower = value.toLowerCase();
  if (PLACEHOLDER_VALUES.has(lower)) return true;
  if (/^[x*#.?_-]+$/i.test(value)) return true;
  if (PLACEHOLDER_WORDS.some((word) => lower.includes(word))) return true;
  if (SHORT_PLACEHOLDER_WORD.test(value)) return true;
  if (ANGLE_PLACEHOLDER.test(value)) return true;
  if (/(^|[^a-z])test([^a-z]|$)/.test(lower) || /^test|test$/.test(lower)) return true;
  if (REPEATED_RUN.test(value) || SEQUENTIAL.test(value)) return true;
  return false;
}

/**
 * Stand-ins in provider-shaped values. Only signals a random token essentially never carries:
 * short words such as "test" or "fake" are left out, as they occur by chance in long tokens.
 */
const PROVIDER_PLACEHOLDER_WORDS = ['example', 'placeholder', 'dummy', 'redacted', 'changeme', 'your_', 'your-', 'yourkey', 'yourtoken', '<', '****', '...', 'xxxx'];

export function isProviderPlaceholder(value: string): boolean {
  const lower = value.toLowerCase();
  if (PROVIDER_PLACEHOLDER_WORDS.some((word) => lower.includes(word))) return true;
  return REPEATED_RUN.test(value) || SEQUENTIAL.test(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A property or variable reference with a literal default: Spring/Micronaut `${db.password:…}`,
 * shell and Compose `${DB_PASSWORD:-…}` / `${DB_PASSWORD-…}`. The reference is resolved elsewhere,
 * but the default is committed with the file and used whenever the property is unset, so it is
 * judged like a value assigned to the property. `${X:?message}` and `${X:+alt}` are not defaults.
 */
// Property names may hold dots and dashes; a bare `-` separates only a shell variable name.
const REFERENCE_WITH_DEFAULT = /^\$\{(?:([A-Za-z_][\w.-]{0,120})(:-|:)|([A-Za-z_]\w{0,120})(-))([^{}$\s?+][^{}$\s]{0,499})\}$/;

export function referenceDefault(value: string): { name: string; value: string; offset: number } | undefined {
  const m = REFERENCE_WITH_DEFAULT.exec(value);
  if (!m) return undefined;
  const reference = m[1] ?? m[3];
  const separator = m[2] ?? m[4];
  return { name: reference.split('.').pop() ?? reference, value: m[5], offset: 2 + reference.length + separator.length };
}
