/**
 * Structural checks a rule can name in its `validate` field, for formats a regular expression
 * cannot judge alone: a JWT whose header must decode to JSON with an algorithm, a PEM block whose
 * body must hold real key material, a connection URL whose password must not be a stand-in.
 */
import { createHmac } from 'node:crypto';
import { isPlaceholder, isTemplate } from './placeholders.js';
import { shannonEntropy } from './entropy.js';

export interface ValidationContext {
  /** The secret (the rule's capture group). */
  secret: string;
  /** The whole regex match. */
  match: RegExpExecArray;
  /** The whole file text. */
  text: string;
}

export type Validator = (ctx: ValidationContext) => boolean;

function decodeBase64Url(segment: string): string | undefined {
  try {
    return Buffer.from(segment.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * Secrets that documentation signs its sample tokens with. A token whose HMAC signature verifies
 * with one of them is a published sample, not a credential.
 */
const SAMPLE_SIGNING_SECRETS = ['secret', 'your-256-bit-secret', 'your-384-bit-secret', 'your-512-bit-secret', 'key', 'password', 'changeme', 'mysecret', 'my-secret', 'shhhhh', 'test', 'example', 'supersecret', 'secretkey', 'my_secret_key', 'your-secret-key'];
const HMAC_ALGORITHMS: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };

function signedWithSampleSecret(alg: string, header: string, payload: string, signature: string): boolean {
  const hash = HMAC_ALGORITHMS[alg];
  if (!hash) return false;
  return SAMPLE_SIGNING_SECRETS.some((secret) => createHmac(hash, secret).update(`${header}.${payload}`).digest('base64url') === signature);
}

/** Three segments, a header that is JSON naming a signing algorithm other than none, a payload that is JSON, and a signature. */
function jwt({ secret }: ValidationContext): boolean {
  const [header, payload, signature] = secret.split('.');
  if (!header || !payload || !signature || signature.length < 16) return false;
  try {
    const head = JSON.parse(decodeBase64Url(header) ?? '') as { alg?: unknown };
    if (typeof head !== 'object' || head === null || typeof head.alg !== 'string') return false;
    if (head.alg.toLowerCase() === 'none') return false;
    const body = JSON.parse(decodeBase64Url(payload) ?? '') as { role?: unknown } | null;
    if (typeof body !== 'object' || body === null) return false;
    // The anonymous role's key (Supabase's `anon` key, PostgREST's anonymous role) is what every visitor
    // of the site holds: published in the page by design, it grants only what row-level policies allow.
    if (body.role === 'anon') return false;
    if (signedWithSampleSecret(head.alg, header, payload, signature)) return false;
  } catch {
    return false;
  }
  return shannonEntropy(signature) >= 3.5;
}

/** The base64 body of a PEM or armoured block: at least a short key's worth of varied material. */
function pemBody({ secret }: ValidationContext): boolean {
  const lines = secret
    .replace(/\\r|\\n/g, '\n')
    .split(/\r?\n/)
    // A key kept as string literals, one per line (C and C++ headers `"…\n" \`, Java and C# `"…\n" +`
    // or `+ "…\n"`): the quotes and what joins the literals are not the body.
    .map((line) => line.trim().replace(/["']\s*(?:[\\+;,)]\s*)*$/, '').replace(/^(?:\+\s*)?["']/, '').replace(/(?<!["',])["',]+$/, ''))
    .filter((line) => line && !line.startsWith('-----') && !/^[A-Za-z-]+:/.test(line));
  const body = lines.join('').replace(/\s+/g, '');
  if (body.length < 64) return false;
  if (!/^[A-Za-z0-9+/=]+$/.test(body)) return false;
  // Zero bytes in DER and in the OpenSSH header encode as runs of `A` (an unencrypted OpenSSH key
  // always carries a run of eleven: cipher "none", kdf "none", empty kdf options), so only a run
  // no key carries (a filler such as 32 `A`s) marks a stand-in; `...` marks an elided body.
  if (/(.)\1{31,}|\.{3}/.test(body)) return false;
  return shannonEntropy(body) >= 4.5;
}

/** Base64 of a PEM block: decoded, it must be a private key block with a real body. */
function base64PrivateKey(ctx: ValidationContext): boolean {
  const decoded = Buffer.from(ctx.secret, 'base64').toString('utf8');
  const block = /-----BEGIN ([A-Z ]*)PRIVATE KEY-----([\s\S]+?)-----END \1PRIVATE KEY-----/.exec(decoded);
  return block !== null && pemBody({ ...ctx, secret: block[2] });
}

/** A GCP service-account key file: the private key sits in JSON that declares the type. */
function gcpServiceAccount(ctx: ValidationContext): boolean {
  if (!/"type"\s*:\s*"service_account"/.test(ctx.text)) return false;
  return pemBody(ctx);
}

const STAND_IN_PASSWORDS = new Set(['password', 'pass', 'passwd', 'pwd', 'secret', 'root', 'admin', 'postgres', 'mysql', 'redis', 'guest', 'user', 'test', 'changeme', 'example', 'xxx', '***', '****']);

/** The password part of user:password@host must be neither a template nor a stand-in. */
function urlPassword({ secret: raw, match }: ValidationContext): boolean {
  let secret = raw;
  try {
    secret = decodeURIComponent(raw);
  } catch {
    // not percent-encoded: judge it as written
  }
  if (secret.length < 6) return false;
  // Cut at an escaped quote, the value is code written inside a string (a notebook's JSON source:
  // `password=os.environ[\"DB_PASSWORD\"]`), not the literal password.
  if (secret.endsWith('\\') || /^(?:os\.environ|os\.getenv|getenv|process\.env|System\.getenv|ENV)\b/.test(secret)) return false;
  if (isTemplate(secret) || secret.startsWith('$') || secret.startsWith('%') || secret.startsWith(':')) return false;
  if (STAND_IN_PASSWORDS.has(secret.toLowerCase()) || isPlaceholder(secret)) return false;
  // Documentation writes the word itself: somepassword, authpassword, mysecret.
  if (/pass(word)?|pwd|secret/i.test(secret)) return false;
  // `app:app@`, `tallybook:tallybook@`: a password that repeats the user name is the stand-in of a
  // development database (docker-compose and framework defaults), not a credential someone chose.
  const user = /^[a-z][\w+.-]*:\/\/([^:@/\s"'<>]*):/i.exec(match[0])?.[1];
  if (user && user.toLowerCase() === secret.toLowerCase()) return false;
  return true;
}

/**
 * The credentials of an HTTP `Basic` header: base64 (RFC 7617) of printable `user:password`, whose
 * password passes the same checks as a URL's and is not the user name repeated.
 */
function basicCredentials(ctx: ValidationContext): boolean {
  if (ctx.secret.length % 4 !== 0) return false;
  const decoded = Buffer.from(ctx.secret, 'base64').toString('latin1');
  const pair = /^([\x21-\x39\x3b-\x7e]{1,64}):([\x21-\x7e]{6,128})$/.exec(decoded);
  if (!pair || pair[1].toLowerCase() === pair[2].toLowerCase()) return false;
  return urlPassword({ ...ctx, secret: pair[2] });
}

export const VALIDATORS: Record<string, Validator> = {
  'basic-credentials': basicCredentials,
  jwt,
  'pem-body': pemBody,
  'base64-private-key': base64PrivateKey,
  'gcp-service-account': gcpServiceAccount,
  'url-password': urlPassword,
};
