/**
 * Literals named by their surroundings on one line, for code read without a tree (Elixir, Ruby,
 * Kotlin, Scala, Rust) and for text that carries URLs:
 *
 * - an environment read's default: Elixir `System.get_env("API_KEY") || "…"` and
 *   `Application.get_env(:app, :api_key, "…")`, Ruby `ENV["API_KEY"] || "…"`, Kotlin
 *   `System.getenv("API_KEY") ?: "…"`, Rust `env::var("API_KEY").unwrap_or("…")` /
 *   `.unwrap_or_else(|_| "…".to_string())`: the value used wherever the variable is unset ships
 *   with the code, named by the variable (or the assignment before it);
 * - Elixir module attributes `@api_key "…"` and tagged tuples `{:bearer, "…"}`;
 * - a header named by a constant: Ktor `header(HttpHeaders.Authorization, "Bearer …")`;
 * - C# auto-property initializers `public string ApiKey { get; set; } = "…";`;
 * - URL query parameters `?api_token=…&…`, wherever a URL is written (docs, `.http` files, scripts),
 *   and the same parameters in a form-encoded body line (`grant_type=…&client_secret=…`).
 * Every value is still judged: names must name a secret, values must look like one.
 */
import type { Assignment } from './assignment.js';
import type { ConfigFormat } from './file-kinds.js';

/** `name: System.get_env("X") || "…"`, `NAME = ENV["X"] || "…"`, `val x = System.getenv("X") ?: "…"`. */
const READ_OR_DEFAULT = new RegExp(
  String.raw`(?<![\w$@])["']?([A-Za-z_$][\w.$-]{0,80})["']?[ \t]*(?:=>|=|:)[ \t]*` +
    String.raw`(?:(?:[A-Z][A-Za-z]*\.)?(?:get_env|getenv)\([ \t]*["']([A-Za-z_][\w.-]{0,80})["'][ \t]*\)|ENV\[[ \t]*["']([A-Za-z_][\w.-]{0,80})["'][ \t]*\])` +
    String.raw`[ \t]*(?:\|\||\?:|\bor\b)[ \t]*(["'])((?:(?!\4)[^\r\n\\]|\\[^\r\n]){1,500}?)\4`,
  'g',
);

/** Rust: `env::var("X").unwrap_or("…")`, `.unwrap_or_else(|_| "…".to_string())`, named by the variable. */
const RUST_ENV_DEFAULT = /\benv::var\([ \t]*"([A-Za-z_][\w.-]{0,80})"[ \t]*\)[ \t]*\.unwrap_or(?:_else)?\([ \t]*(?:\|_\|[ \t]*)?"((?:[^"\\\r\n]|\\[^\r\n]){1,500}?)"/g;

/** Elixir: `Application.get_env(:app, :api_key, "…")`, named by the key. */
const APPLICATION_ENV_DEFAULT = /\bget_env\([ \t]*:[\w]{1,80}[ \t]*,[ \t]*:([A-Za-z_]\w{0,80})[ \t]*,[ \t]*"((?:[^"\\\r\n]|\\[^\r\n]){1,500}?)"/g;

/** Elixir module attribute: `@api_key "…"`. */
const MODULE_ATTRIBUTE = /^[ \t]*@([a-z_]\w{0,80})[ \t]+"((?:[^"\\\r\n]|\\[^\r\n]){1,500}?)"[ \t]*$/g;

/** Elixir tagged tuple: `{:bearer, "…"}`, `{:api_key, "…"}`. */
const TAGGED_TUPLE = /\{[ \t]*:([A-Za-z_]\w{0,80})[ \t]*,[ \t]*"((?:[^"\\\r\n]|\\[^\r\n]){1,500}?)"[ \t]*\}/g;

/**
 * C# auto-property initializers: `public string ApiKey { get; set; } = "…";`, `{ get; init; }`, `{ get; }`:
 * the default an options class binds when configuration leaves the setting out ships with the code.
 */
const PROPERTY_INITIALIZER = /\b([A-Za-z_]\w{0,80})[ \t]*\{[ \t]*get;[ \t]*(?:(?:private[ \t]+|protected[ \t]+|internal[ \t]+)?(?:set|init);[ \t]*)?\}[ \t]*=[ \t]*@?"((?:[^"\\\r\n]|\\[^\r\n]){1,500}?)"/g;

/**
 * A `user:password` literal encoded where it is written, as Basic authentication sends it: C#
 * `Encoding.ASCII.GetBytes("user:…")`, `Convert.ToBase64String(…)`, PHP `base64_encode('user:…')`,
 * Ruby `Base64.strict_encode64("user:…")`, Go `base64.StdEncoding.EncodeToString([]byte("user:…"))`.
 * The part after the colon is judged as a password. Read over the whole text of code read without a
 * tree (encodedUserPasswords): the line names no secret.
 */
const ENCODED_USER_PASSWORD = /\b(?:GetBytes|ToBase64String|base64_encode|strict_encode64|encode64|EncodeToString|btoa)\([ \t]*(?:\[\]byte\()?(["'])[A-Za-z0-9_.@\\-]{1,64}:([^"'\s:]{6,200})\1/g;

/** A header given by a constant of a header-names class: `HttpHeaders.Authorization, "Bearer …"`. */
const HEADER_CONSTANT = /\b(?:HttpHeaders|HttpHeaderNames|HttpHeader|HeaderNames|Headers)\.([A-Z][A-Za-z_]{2,60})[ \t]*,[ \t]*[sf]?"((?:[^"\\\r\n]|\\[^\r\n]){1,500}?)"/g;

/**
 * `?api_token=…` / `&access_token=…` in a URL: up to the next parameter, quote, blank or fragment.
 * Only names that say the value grants API access: a bare `token` or `auth` in a web URL is as often
 * a read-only badge or share token made to be published (Codecov's badge `?token=`).
 */
const QUERY_PARAMETER = /[?&]([A-Za-z_][\w.-]{0,80})=([^&\s"'`#<>()\\]{8,500})/g;
const QUERY_CREDENTIAL_NAME = /^(?:api|access|private|auth|client)[_-]?(?:token|key|secret)$|^apikey$|^client[_-]?secret$/i;

/**
 * A line that is a whole form-encoded body (`grant_type=client_credentials&client_id=…&client_secret=…`),
 * as an `.http` scratch file, a curl `-d` argument or a recorded request writes it.
 */
const FORM_BODY = /^[ \t]*[A-Za-z_][\w.-]{0,80}=[^&\s"'`<>]*(?:&[A-Za-z_][\w.-]{0,80}=[^&\s"'`<>]*)+[ \t]*$/;
const FORM_PARAMETER = /(?:^|&)[ \t]*([A-Za-z_][\w.-]{0,80})=([^&\s"'`#<>()\\]{8,500})/g;

function* matches(regex: RegExp, line: string): Generator<RegExpExecArray> {
  regex.lastIndex = 0;
  for (let m = regex.exec(line); m; m = regex.exec(line)) yield m;
}

export function lineLiteralAssignments(line: string, offset: number, format: ConfigFormat): Assignment[] {
  const found: Assignment[] = [];
  const push = (name: string, value: string, end: number): void => {
    found.push({ name, value, start: offset + end - value.length });
  };
  if (format === 'code' || format === 'text') {
    for (const m of matches(READ_OR_DEFAULT, line)) push(m[2] ?? m[3] ?? m[1], m[5], m.index + m[0].length - 1);
    for (const m of matches(RUST_ENV_DEFAULT, line)) push(m[1], m[2], m.index + m[0].length - 1);
    for (const m of matches(APPLICATION_ENV_DEFAULT, line)) push(m[1], m[2], m.index + m[0].length - 1);
    for (const m of matches(MODULE_ATTRIBUTE, line)) push(m[1], m[2], m.index + m[0].trimEnd().length - 1);
    for (const m of matches(TAGGED_TUPLE, line)) push(m[1], m[2], m.index + m[0].lastIndexOf('"'));
    for (const m of matches(HEADER_CONSTANT, line)) push(m[1], m[2], m.index + m[0].length - 1);
    if (format === 'code') for (const m of matches(PROPERTY_INITIALIZER, line)) push(m[1], m[2], m.index + m[0].length - 1);
  }
  if (line.includes('://') || /^[ \t]*(?:GET|POST|PUT|PATCH|DELETE)[ \t]/.test(line)) {
    for (const m of matches(QUERY_PARAMETER, line)) if (QUERY_CREDENTIAL_NAME.test(m[1])) push(m[1], m[2], m.index + m[0].length);
  } else if (FORM_BODY.test(line)) {
    for (const m of matches(FORM_PARAMETER, line)) if (QUERY_CREDENTIAL_NAME.test(m[1])) push(m[1], m[2], m.index + m[0].length);
  }
  return found;
}

/** The passwords of `user:password` literals encoded for Basic authentication, over a whole text. */
export function encodedUserPasswords(text: string): Assignment[] {
  const found: Assignment[] = [];
  for (const m of matches(ENCODED_USER_PASSWORD, text)) found.push({ name: 'password', value: m[2], start: m.index + m[0].length - 1 - m[2].length });
  return found;
}
