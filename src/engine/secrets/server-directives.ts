/**
 * Credentials in the directive syntax of proxies and poolers, where a keyword (not a `name = value`
 * pair) says what the next word is:
 * - HAProxy `userlist`: `user deploy insecure-password …` (a plain password; `password $6$…` is a hash,
 *   which the judge turns down), and `stats auth admin:…`.
 * - A header set by a proxy: nginx `proxy_set_header X-Api-Key …;`, `more_set_input_headers`, Apache
 *   `RequestHeader set X-Auth-Token "…"`, HAProxy `http-request set-header X-Api-Key …`. The header's
 *   name is the assignment's name, so only credential headers are kept by the caller.
 * - PgBouncer's auth file: `"user" "password"` lines. A file is read as one when a line of it holds
 *   a stored form only PgBouncer's auth file has in that place (`"md5…"` or `"SCRAM-SHA-256$…"`).
 * The caller judges name and value as for any assignment.
 */
import type { Assignment } from './assignment.js';

const INSECURE_PASSWORD = /^[ \t]*user[ \t]+\S{1,64}[ \t]+insecure-password[ \t]+(\S{1,500})/gm;
const STATS_AUTH = /^[ \t]*stats[ \t]+auth[ \t]+[^\s:]{1,64}:(\S{1,500})/gm;
/** Authorization is read by its own pattern (scheme, then credential) in config-assignments.ts. */
const HEADER_DIRECTIVE =
  /^[ \t]*(?:proxy_set_header|more_set_input_headers|RequestHeader[ \t]+(?:set|append|add)|http-request[ \t]+set-header|grpc_set_header)[ \t]+["']?(?!Authorization\b)([A-Za-z][\w-]{1,60}):?["']?[ \t]+["']?([^\s"';$%][^\s"';]{0,499})/gim;
const PGBOUNCER_STORED_FORM = /^"[^"\s]{1,64}"[ \t]+"(?:md5[0-9a-f]{32}|SCRAM-SHA-256\$)/m;
const PGBOUNCER_ENTRY = /^"([^"\s]{1,64})"[ \t]+"([^"\r\n]{1,500})"[ \t]*\r?$/gm;

function collect(pattern: RegExp, text: string, name: (m: RegExpExecArray) => string, group: number, found: Assignment[]): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    found.push({ name: name(m), value: m[group], start: m.index + m[0].length - m[group].length });
  }
}

/** Directive-named credentials of proxy and pooler configuration (INI-like and untyped text). */
export function serverDirectiveAssignments(text: string): Assignment[] {
  const found: Assignment[] = [];
  if (text.includes('insecure-password')) collect(INSECURE_PASSWORD, text, () => 'insecure-password', 1, found);
  if (/stats[ \t]+auth/.test(text)) collect(STATS_AUTH, text, () => 'stats_auth_password', 1, found);
  if (/header/i.test(text)) collect(HEADER_DIRECTIVE, text, (m) => m[1], 2, found);
  if (PGBOUNCER_STORED_FORM.test(text)) collect(PGBOUNCER_ENTRY, text, () => 'pgbouncer_password', 2, found);
  return found;
}

/**
 * `keyword value`, two words on a line with no `=`: the directive syntax of Mosquitto
 * (`remote_password …` in a bridge), Redis (`requirepass …`, `masterauth …`) and other daemons'
 * `.conf` files. Only read in INI-like files, where a line of two words is a setting, not prose.
 */
const KEYWORD_VALUE = /^[ \t]*([A-Za-z][\w.-]{0,60})[ \t]+([^\s=:"'#;][^\s]{0,499})[ \t]*\r?$/gm;

export function keywordValueLines(text: string): Assignment[] {
  const found: Assignment[] = [];
  collect(KEYWORD_VALUE, text, (m) => m[1], 2, found);
  return found;
}
