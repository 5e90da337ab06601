/**
 * Key/value pairs read from text: `.env`, properties, YAML, JSON, XML, INI, TOML, Dockerfile
 * ENV/ARG, shell exports, Terraform, notebooks, and code for which no tree was given. Lines that
 * are comments in the file's format are skipped: a commented-out assignment is not read as one
 * (provider rules still see every line).
 */
import type { Assignment } from './assignment.js';
import type { ConfigFormat } from './file-kinds.js';
import { contextNamedAssignments } from './context-named-values.js';
import { hashedLiteralAssignments } from './hashed-literals.js';
import { lineLiteralAssignments } from './line-literals.js';
import { markdownTableAssignments } from './markdown-tables.js';
import { byteListSettings, nativeLiteralAssignments } from './native-literals.js';
import { callArgumentAssignments } from './call-arguments.js';
import { bracketParentKey, jsonParentKey, yamlParentKey } from './parent-keys.js';
import { isPublicProviderField } from './public-fields.js';
import { proseCredentialAssignments } from './prose-credentials.js';
import { sqlInsertAssignments } from './sql-inserts.js';

/** `name = "value"`, `"name": "value"`, `name: 'value'`, `name := "value"`, `\"name\": \"value\"` (notebooks). */
const QUOTED = /(?<![\w$@])([A-Za-z_$@][\w.$@-]{0,80})\\?["']?[ \t]*(?::=|=>|=|:)[ \t]*(\\?["'`])((?:(?!\2)[^\r\n\\])|\\[^"'`\r\n]){1,500}?\2/g;
const QUOTED_VALUE = /(\\?["'`])((?:(?!\1)[^\r\n\\]|\\[^"'`\r\n]){1,500}?)\1$/;

/** `NAME=value`, `name: value`, `export NAME=value`, `ENV NAME=value`, `ARG NAME=value`, `- NAME=value`. */
const UNQUOTED = /^[ \t]*(?:export[ \t]+|ENV[ \t]+|ARG[ \t]+|set[ \t]+|-[ \t]+)?([A-Za-z_][\w.-]{0,80})[ \t]*(?:=|:)[ \t]*([^\s"'`#;][^\s]*)[ \t]*(?:[ \t][#;].*)?$/gm;

/** Key/value objects: `{"key": "token", "value": "…"}` (Postman, tags, settings lists). */
const JSON_KEY_VALUE = /["']?(?:key|name)["']?\s*:\s*["']([^"'\r\n]{1,80})["']\s*,\s*["']?value["']?\s*:\s*["']([^"'\r\n]{1,500})["']/g;

/** Typed declarations: Kotlin/Swift/Scala `val password: String = "…"`, Go `var password string = "…"`, Bicep `param password string = '…'`. */
const TYPED_DECLARATION = /(?<![\w$@])(?:(?:var|param)\s+)?([A-Za-z_$][\w$]{0,80})(?:\s*:\s*|\s+)[&A-Za-z_'][\w.<>[\]?*&' ]{0,40}?\s*=\s*(["'`])((?:(?!\2)[^\r\n\\]|\\[^\r\n]){1,500}?)\2/g;

/** A literal converted to bytes where it is assigned: Go `key: []byte("…")`, C# `Encoding.UTF8.GetBytes("…")`, `Buffer.from("…")`, also wrapped in a key type (`new SymmetricSecurityKey(Encoding.UTF8.GetBytes("…"))`). */
const CONVERTED_LITERAL = /(?<![\w$@])([A-Za-z_$][\w.$]{0,80})["']?[ \t]*(?::=|=>|=|:)[ \t]*(?:new[ \t]+[A-Za-z_][\w.]{0,60}[ \t]*\([ \t]*)?(?:\[\]byte|Buffer\.from|bytes|Encoding\.[A-Za-z0-9]+\.GetBytes)\([ \t]*(["'`])((?:(?!\2)[^\r\n\\]|\\[^\r\n]){1,500}?)\2/g;

/** Command-line environment and settings flags: `docker run -e NAME=value`, `--build-arg`, `helm --set a.b=value`. */
const ENV_FLAG = /(?:^|\s)(?:-e|--env|--build-arg|--set|--set-string)[ =]["']?([A-Za-z_][\w.-]{0,80})=(?:"([^"\r\n]{1,500})"|'([^'\r\n]{1,500})'|([^\s"']{1,500}))/g;

/** Several `name=value` on one line: Ansible inventories, `ENV A=1 B=2`, `FOO=bar cmd` in shell. */
const INLINE_PAIRS = /(?:^|[ \t])([A-Za-z_][\w.-]{0,80})=([^\s"'=][^\s"']*)(?=[ \t]|$)/g;
const INLINE_PAIR_FORMATS = new Set<ConfigFormat>(['ini', 'shell', 'dockerfile', 'text', 'markdown']);

/** C and C++ `#define API_KEY "…"`. */
const C_DEFINE = /^\s*#\s*define\s+([A-Za-z_]\w{0,80})\s+(["'])((?:(?!\2)[^\r\n\\]|\\[^\r\n]){1,500})\2/g;

/** Makefile `NAME := value`, `NAME ?= value`, `NAME = value`. */
const MAKE_ASSIGNMENT = /^\s*(?:export\s+|override\s+)?([A-Za-z_][\w.-]{0,80})\s*(?:::=|:=|\?=|\+=|=)\s*([^\s#"'$][^\s#]*)\s*$/g;

/** Long options with their value after a blank or `=`: `--requirepass …`, `--api-key=…`; also in exec form, one argument per string: `command: ["redis-server", "--requirepass", "…"]`, Dockerfile `CMD [...]`. */
const OPTION_VALUE = /(?:^|[\s"'])--([A-Za-z][\w-]{1,40})(?:=|[ \t]+|["'][ \t]*,[ \t]*)(?!-)["']?([^\s"'$][^\s"']{5,499})/g;
const OPTION_FORMATS = new Set<ConfigFormat>(['shell', 'dockerfile', 'yaml', 'text', 'markdown', 'makefile', 'ini']);

/** Single-dash options with `=`: Java system properties `-Dnexus.password=…`, `flyway -password=…`. */
const SHORT_OPTION_VALUE = /(?:^|[\s"'])-D?([A-Za-z][\w.-]{1,60})=(?!-)["']?([^\s"'$][^\s"']{5,499})/g;

/** One `NAME=value` per quoted string, as environment lists hold them: `Env: ["POSTGRES_PASSWORD=…"]`, `- "API_KEY=…"`. */
const ENV_ENTRY = /(["'])([A-Za-z_][A-Za-z0-9_]{0,80})=((?:(?!\1)[^\s\\]){1,500})\1/g;

/** Markdown tables of settings: `| password | \`…\` |`. */
const TABLE_ROW = /^\s*\|\s*`?([A-Za-z_][\w .-]{0,60}?)`?\s*\|\s*`?([^|`\s][^|`]{0,300}?)`?\s*\|/g;

/** PostgreSQL password files: `host:port:database:user:password`, one entry a line. */
const PGPASS_ENTRY = /^[^:#\s]+:(?:\d+|\*):[^:\s]+:[^:\s]+:(\S+)$/gm;

/** YAML flow mappings: `db: {user: app, password: s3cr3t}`. */
const YAML_FLOW_PAIR = /[{,]\s*["']?([A-Za-z_][\w.-]{0,80})["']?\s*:\s*([^,{}\s"'][^,{}]*?)\s*(?=[,}])/g;

/** Dockerfile `ENV NAME value`. */
const DOCKER_ENV_SPACE = /^[ \t]*ENV[ \t]+([A-Za-z_][\w.-]*)[ \t]+([^\s="'][^\s]*)[ \t]*$/gm;

/** XML `<password>value</password>`. */
const XML_ELEMENT = /<([A-Za-z_][\w.:-]{0,60})(?:\s[^>]*)?>([^<\s][^<\r\n]{0,300}?)<\/\1>/g;
/** An element whose attributes say its text is ciphertext. */
const ENCRYPTED_ELEMENT = /\s(?:encoding\s*=\s*"crypt"|encrypted\s*=\s*"(?:true|yes|1)")/i;
/**
 * XML elements named by an attribute, the value as their text: Android resources
 * `<string name="client_secret">…</string>`, Hibernate/Ant `<property name="connection.password">…</property>`.
 */
const XML_NAMED_ELEMENT = /<([A-Za-z][\w.:-]{0,40})\s(?:[^>]*?\s)?(?:name|key)\s*=\s*"([A-Za-z_][\w.-]{0,80})"[^>]*>([^<\s][^<\r\n]{0,300}?)<\/\1>/g;
/** XML `<add key="ApiKey" value="…"/>`, `<entry name="password" value="…"/>`; also with attributes between, and a default: BuildGraph `<Option Name="SteamPassword" DefaultValue="…"/>`, MSBuild/WiX `<Property Name=… Value=…>`. */
const XML_KEY_VALUE = /\b(?:[Kk]ey|[Nn]ame)\s*=\s*"([^"]{1,80})"(?:\s+(?![Vv]alue\b|[Dd]efault[Vv]alue\b)[\w:.-]+\s*=\s*"[^"]{0,200}"){0,3}\s+(?:[Vv]alue|[Dd]efault[Vv]alue)\s*=\s*"([^"]{1,500})"/g;

/** Code without a tree: `define('DB_PASSWORD', '…')`, `os.Setenv("API_KEY", "…")`, `put("password", "…")`. */
const KEY_VALUE_ARGUMENTS = /(["'])([A-Za-z_][\w.-]{0,80})\1[ \t]*,[ \t]*[sf]?(["'])((?:(?!\3)[^\r\n\\]|\\[^\r\n]){1,500}?)\3/g;
/**
 * Code without a tree: a setter or builder call with one literal names it by the method, as the
 * tree reader does: `.password("…")`, `SetToken("…")`, `withApiKey("…")`, `.bearer_auth("…")`.
 */
const SETTER_CALL = /(?<![\w$])(?:set|with|Set|With)?([A-Za-z_][\w]{0,60})\([ \t]*(["'])((?:(?!\2)[^\r\n\\]|\\[^\r\n]){1,500}?)\2[ \t]*\)/g;
/**
 * (user, password) pairs given to any auth or credential type: `new NetworkCredential("u", "p")`,
 * `HTTPBasicAuth("u", "p")`, and its factory methods: OkHttp `Credentials.basic("u", "p")`.
 */
const CREDENTIAL_CONSTRUCTOR = /\b\w*(?:Auth|Credential)\w*(?:\.(?:basic|of|create))?\s*\(\s*(["'])[^"'\r\n]*\1\s*,\s*(["'])((?:(?!\2)[^\r\n\\]|\\[^\r\n]){1,300}?)\2/g;
/**
 * Code without a tree: a literal stored under a string key by index, `ENV["API_TOKEN"] = "…"` (Ruby,
 * fastlane), `$config['db_password'] = '…'` (PHP), `settings["secret"] = "…"`. `==` compares.
 */
const SUBSCRIPT_ASSIGNMENT = /\[[ \t]*(["'])([A-Za-z_][\w.-]{0,80})\1[ \t]*\][ \t]*=(?![=>~])[ \t]*(["'])((?:(?!\3)[^\r\n\\]|\\[^\r\n]){1,500}?)\3/g;
/**
 * The fallback of an environment read (`'db_pass' => getenv('DB_PASS') ?: '…'`, `$key = getenv('K') ?? '…'`):
 * the value used when the variable is unset is committed with the code, named by what it is assigned to.
 */
const ENV_FALLBACK = /(?<![\w$@])(["']?)([A-Za-z_$][\w.$-]{0,80})\1[ \t]*(?:=>|=)[ \t]*(?:getenv|env)\([^()\r\n]{1,100}\)[ \t]*(?:\?:|\?\?|\|\|)[ \t]*(["'])((?:(?!\3)[^\r\n\\]|\\[^\r\n]){1,500}?)\3/g;
/** Reads with a default are reads, not assignments: `get("k", "default")`, `config("app.name", "…")`. */
const READ_CALL_BEFORE = /(?<![\w])(?:getenv|Getenv|get|fetch|getProperty|getOrDefault|env|environ\.get|config)\s*\(\s*$/;
/**
 * Except an environment read's default (`getenv("JWT_SECRET", "…")`, Laravel's `env('HCAPTCHA_SECRET', '…')`,
 * Ruby's `ENV.fetch("API_TOKEN", "…")`): it ships with the code and is used wherever the variable is unset, so
 * it is judged like an assignment to the variable, as the tree reader does for `os.getenv`. A repository's own
 * helpers (`getEnvOrDefault(…)`) are not reads with a default above, so their default is judged already.
 */
const ENV_READ_BEFORE = /(?<![\w$>:.])(?:env|getenv|environ\.get|ENV\.fetch)\s*\(\s*$/;

/**
 * Plain-text password APIs and statements: PowerShell, SQL `PASSWORD '…'` / `IDENTIFIED BY '…'`,
 * and T-SQL `CREATE LOGIN … WITH PASSWORD = N'…'` (a Unicode literal).
 */
const PLAIN_PASSWORD_STATEMENT = /\b(?:ConvertTo-SecureString\s+(?:-String\s+)?|PASSWORD\s+|PASSWORD\s*=\s*N?(?=['"])|IDENTIFIED\s+BY\s+)(["'])((?:(?!\1)[^\r\n\\]){1,300})\1/gi;

/**
 * HTTP credential headers written inline: `-H 'X-API-Key: …'`, `Private-Token: …`, and a provider's own
 * header named by what it carries (`X-Postmark-Server-Token`, `X-Shopify-Access-Token`, `DD-API-KEY`);
 * the name still has to name a secret. Schemes before the value: `Bearer`, `Basic`, `token`,
 * MessageBird's `AccessKey`, Okta's `SSWS`, Discord's `Bot`.
 */
const CREDENTIAL_HEADER = /\b((?:X-)?Api[-_]?(?:Key|Token)|X-Auth-Token|Private-Token|X-Access-Token|Authorization|(?:[A-Za-z][A-Za-z0-9]*-){1,4}(?:Token|Key|Secret))\s*:\s*(?:Bearer\s+|Basic\s+|token\s+|AccessKey\s+|SSWS\s+|Bot\s+)?([A-Za-z0-9._~+/=-]{8,500})/gi;

/** A JetBrains / VS Code REST Client file variable: `@token = …` at the start of a line of an `.http` file. */
const HTTP_FILE_VARIABLE = /^@([A-Za-z_][\w.-]{0,80})[ \t]*=[ \t]*([^\s{][^\s]{0,499})[ \t]*$/g;

/** A header set by name without a colon: nginx `proxy_set_header Authorization "Basic …"`, Apache `RequestHeader set Authorization "Bearer …"`. */
const AUTHORIZATION_DIRECTIVE = /\b(Authorization)[ \t]+["']?(?:Bearer|Basic)[ \t]+([A-Za-z0-9._~+/=-]{8,500})/g;

/** .netrc: `machine host login user password secret`, tokens separated by blanks. */
const NETRC_PASSWORD = /\bpassword[ \t]+(\S+)/g;

const UNQUOTED_FORMATS = new Set<ConfigFormat>(['dotenv', 'properties', 'yaml', 'ini', 'toml', 'dockerfile', 'shell', 'markdown']);

const COMMENT_LINE: Partial<Record<ConfigFormat, RegExp>> = {
  dotenv: /^\s*#/,
  properties: /^\s*[#!]/,
  yaml: /^\s*#/,
  ini: /^\s*[#;]/,
  toml: /^\s*#/,
  dockerfile: /^\s*#/,
  shell: /^\s*#/,
  hcl: /^\s*(#|\/\/|\/\*|\*)/,
  code: /^\s*(#(?!\s*(?:define|include|ifn?def|if|endif|else|elif|pragma|undef)\b)|\/\/|\/\*|\*|--|<!--)/,
  makefile: /^\s*#/,
  xml: /^\s*<!--/,
  text: /^\s*(#|\/\/|;)/,
};

const MAX_BARE_KEYS = 200;

/** Only lines with one of these words can hold a secret-named assignment; the rest are skipped unread (`pw`, `pat`, `pin` only as a word of a name: `$pw`, `db_pw`, `$pat`, `hsm_pin`). */
const SECRET_LINE_WORD = /pass|pwd|(?<![a-z])pw(?![a-z])|(?<![a-z])pat(?![a-z])|(?<![a-z])pin(?![a-z])|secret|token|key|salt|credential|auth|psk|exponent|identified|securestring/gi;

function* matches(regex: RegExp, line: string): Generator<RegExpExecArray> {
  regex.lastIndex = 0;
  for (let m = regex.exec(line); m; m = regex.exec(line)) {
    yield m;
    if (m[0].length === 0) regex.lastIndex++;
  }
}

/**
 * Collects assignments line by line, reading only the lines that hold a secret-ish word, so a
 * large JSON or YAML file costs one regex pass plus the few lines that matter.
 */
export function configAssignments(text: string, format: ConfigFormat): Assignment[] {
  const found: Assignment[] = [];
  const comment = COMMENT_LINE[format];
  let lastLineStart = -1;
  SECRET_LINE_WORD.lastIndex = 0;
  for (let word = SECRET_LINE_WORD.exec(text); word; word = SECRET_LINE_WORD.exec(text)) {
    const lineStart = text.lastIndexOf('\n', word.index - 1) + 1;
    if (lineStart === lastLineStart) continue;
    lastLineStart = lineStart;
    let lineEnd = text.indexOf('\n', word.index);
    if (lineEnd === -1) lineEnd = text.length;
    SECRET_LINE_WORD.lastIndex = lineEnd;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    if (comment?.test(line)) continue;
    readLine(line, lineStart, format, found);
    readValueOnNextLines(text, line, lineEnd, format, found);
    if ((format === 'text' || format === 'code') && /INSERT/i.test(line)) found.push(...sqlInsertAssignments(text, lineStart, lineEnd));
    const block = readSecretContainer(text, line, lineEnd, format, found);
    if (block > lineEnd) SECRET_LINE_WORD.lastIndex = block;
  }
  // Password files name no field: every `host:port:database:user:password` line holds one.
  if (format === 'pgpass') {
    for (const m of matches(PGPASS_ENTRY, text)) found.push({ name: 'password', value: m[1], start: m.index + m[0].length - m[1].length });
  }
  // Literals named by the parameter they fill (`new PartnerOptions("https://…", "…")`, `WiFi.begin("ssid", "…")`).
  if (format === 'code') found.push(...callArgumentAssignments(text));
  // Named by the resource type, a call's argument or the enclosing element: Terraform secrets, Gradle fields, answer files.
  found.push(...contextNamedAssignments(text, format));
  // "The admin login is `admin` / `…`": a user and password in a sentence of a runbook.
  if (format === 'markdown' || format === 'text') found.push(...proseCredentialAssignments(text));
  // A handover note's table of logins: every cell under a `Password` (`Token`, `API key`) column.
  if (format === 'markdown') found.push(...markdownTableAssignments(text));
  if (format === 'code') {
    // `'crypt' => ['key' => '…']` (PHP arrays, Ruby hashes): a bare `key` or `salt` takes its meaning from the array it
    // sits in (CakePHP's `'Security' => ['salt' => '…']`; a user record's `salt` stays bare).
    // Each walk back reads up to 4,000 characters: the first MAX_BARE_KEYS bare keys of a file are named.
    let walks = 0;
    for (const assignment of found) {
      if (!/^(key|salt)$/i.test(assignment.name) || walks++ >= MAX_BARE_KEYS) continue;
      const parent = bracketParentKey(text, assignment.start);
      if (parent) assignment.name = `${parent}_${assignment.name}`;
    }
  }
  if (format !== 'json' && format !== 'yaml') return found;
  const kept: Assignment[] = [];
  for (const assignment of found) {
    const parent = format === 'json' ? jsonParentKey(text, assignment.start) : yamlParentKey(text, assignment.start);
    // Values under `encryptedData:` (Bitnami SealedSecret) and the like are ciphertext, safe to commit.
    if (parent && /encrypted/i.test(parent)) continue;
    // `"Algolia": { "SearchApiKey": "…" }`: a provider's public field named by the object it sits in.
    if (parent && isPublicProviderField(`${parent}.${assignment.name}`, assignment.value)) continue;
    // `"Jwt": { "Key": "…" }`: a bare `key` takes its meaning from the object it sits in.
    if (parent && /^key$/i.test(assignment.name)) assignment.name = `${parent}_${assignment.name}`;
    kept.push(assignment);
  }
  return kept;
}

/**
 * A name on one line and its value on one of the next: Kubernetes and ECS environment lists
 * (`- name: DB_PASSWORD` / `value: "…"`), Hadoop-style XML (`<name>…password</name>` / `<value>…</value>`).
 */
const NAME_LINE: Partial<Record<ConfigFormat, RegExp>> = {
  yaml: /^\s*(?:-\s*)?name\s*:\s*["']?([A-Za-z_][\w.-]{0,80})["']?\s*$/,
  // `"key": "token"` then `"value": "…"`: Postman collections and environments, settings lists; or an object
  // named by its key: ARM parameter files and Azure DevOps variable groups `"dbPassword": {` then `"value": "…"`.
  json: /^\s*["'](?:(?:name|key)["']\s*:\s*["']([A-Za-z_][\w.-]{0,80})["']\s*,?|([A-Za-z_][\w.-]{0,80})["']\s*:\s*\{)\s*$/,
  // Hadoop-style `<name>` / `<value>`, property lists' `<key>` / `<string>`.
  xml: /^\s*<(?:name|key)>\s*([A-Za-z_][\w.-]{0,120})\s*<\/(?:name|key)>\s*$/,
  hcl: /^\s*variable\s+"([A-Za-z_][\w-]{0,80})"\s*\{\s*$/,
};
const VALUE_LINE: Partial<Record<ConfigFormat, RegExp>> = {
  yaml: /^(\s*value\s*:\s*)(?:(["'])([^"'\r\n]{1,500})\2|([^\s"'#][^\s]*))\s*$/,
  // ARM templates give a `securestring` parameter its `defaultValue` the same way.
  json: /^(\s*["'](?:value|defaultValue)["']\s*:\s*)(["'])([^"'\r\n]{1,500})\2\s*,?\s*$/,
  xml: /^(\s*<(?:value|string)>)([^<\r\n]{1,500})<\/(?:value|string)>\s*$/,
  hcl: /^(\s*default\s*=\s*)(["'])([^"'\r\n]{1,500})\2\s*$/,
};

function readValueOnNextLines(text: string, line: string, lineEnd: number, format: ConfigFormat, found: Assignment[]): void {
  const nameLine = NAME_LINE[format]?.exec(line);
  const valueLine = VALUE_LINE[format];
  if (!nameLine || !valueLine) return;
  let start = lineEnd + 1;
  for (let step = 0; step < 6 && start < text.length; step++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const next = text.slice(start, end).replace(/\r$/, '');
    // The next entry's name: this entry had no literal value (`valueFrom:`), and a value below
    // belongs to that entry, not to this one.
    if (NAME_LINE[format]?.test(next)) return;
    const m = valueLine.exec(next);
    if ((format === 'hcl' || format === 'json') && /^\s*\}/.test(next)) return;
    if (m) {
      const value = format === 'xml' ? m[2] : (m[3] ?? m[4]);
      const valueStart = format === 'xml' ? m[1].length : m[1].length + (m[3] !== undefined ? 1 : 0);
      found.push({ name: nameLine[1] ?? nameLine[2], value, start: start + valueStart });
      return;
    }
    start = end + 1;
  }
}

/**
 * Maps whose key says everything inside is secret: `secrets:` / `"credentials": {`. Their entries
 * are read even though their own names (`jwt:`, `github:`) say nothing, named `secrets.jwt`.
 * Returns the offset where the block ends (or lineEnd when the line opens no such block).
 */
const CONTAINER_LINE: Partial<Record<ConfigFormat, RegExp>> = {
  yaml: /^(\s*)["']?(secrets|credentials|passwords|tokens|api_keys|apikeys)["']?\s*:\s*$/i,
  json: /^(\s*)["'](secrets|credentials|passwords|tokens|api_keys|apikeys)["']\s*:\s*\{\s*$/i,
};
const CONTAINER_MAX_LINES = 50;

function readSecretContainer(text: string, line: string, lineEnd: number, format: ConfigFormat, found: Assignment[]): number {
  const container = CONTAINER_LINE[format]?.exec(line);
  if (!container) return lineEnd;
  const indent = container[1].length;
  let start = lineEnd + 1;
  for (let step = 0; step < CONTAINER_MAX_LINES && start < text.length; step++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const next = text.slice(start, end).replace(/\r$/, '');
    if (next.trim() !== '') {
      const nextIndent = /^\s*/.exec(next)![0].length;
      if (format === 'yaml' && nextIndent <= indent) return start - 1;
      if (format === 'json' && /^\s*\}/.test(next)) return end;
      const entries: Assignment[] = [];
      readLine(next, start, format, entries);
      for (const entry of entries) found.push({ ...entry, name: `${container[2]}.${entry.name}` });
    }
    start = end + 1;
  }
  return start - 1;
}

function readLine(line: string, offset: number, format: ConfigFormat, found: Assignment[]): void {
  const push = (name: string, value: string, start: number): void => {
    found.push({ name, value, start: offset + start });
  };
  for (const m of matches(QUOTED, line)) {
    const quoted = QUOTED_VALUE.exec(m[0]);
    if (quoted) push(m[1], quoted[2], m.index + m[0].length - quoted[0].length + quoted[1].length);
  }
  for (const m of matches(JSON_KEY_VALUE, line)) push(m[1], m[2], m.index + m[0].lastIndexOf(m[2]));
  for (const m of matches(ENV_FLAG, line)) {
    const value = m[2] ?? m[3] ?? m[4];
    push(m[1], value, m.index + m[0].length - value.length - (m[4] === undefined ? 1 : 0));
  }
  if (format === 'code') {
    for (const m of matches(CONVERTED_LITERAL, line)) found.push({ name: m[1], value: m[3], start: offset + m.index + m[0].length - m[3].length - 1, keyMaterial: true });
  }
  if (format === 'code' || format === 'text') {
    for (const m of matches(TYPED_DECLARATION, line)) push(m[1], m[3], m.index + m[0].length - m[3].length - 1);
  }
  for (const m of matches(CREDENTIAL_HEADER, line)) push(m[1], m[2], m.index + m[0].length - m[2].length);
  for (const m of matches(AUTHORIZATION_DIRECTIVE, line)) push(m[1], m[2], m.index + m[0].length - m[2].length);
  if (format === 'code' || format === 'text' || format === 'shell') {
    for (const m of matches(PLAIN_PASSWORD_STATEMENT, line)) push('password', m[2], m.index + m[0].length - m[2].length - 1);
  }
  if (format === 'code' || format === 'text') {
    for (const m of matches(CREDENTIAL_CONSTRUCTOR, line)) push('password', m[3], m.index + m[0].length - m[3].length - 1);
    // HTTP clients' `bearer_auth("…")` (reqwest, ureq) takes the bearer token itself.
    if (format === 'code') for (const m of matches(SETTER_CALL, line)) push(/^bearer_?auth$/i.test(m[1]) ? 'bearer' : m[1], m[3], m.index + m[0].indexOf(m[2], m[0].indexOf('(')) + 1);
    for (const m of matches(ENV_FALLBACK, line)) push(m[2], m[4], m.index + m[0].length - m[4].length - 1);
    for (const assignment of hashedLiteralAssignments(line)) push(assignment.name, assignment.value, assignment.start);
    for (const m of matches(SUBSCRIPT_ASSIGNMENT, line)) push(m[2], m[4], m.index + m[0].length - m[4].length - 1);
    for (const m of matches(KEY_VALUE_ARGUMENTS, line)) {
      const before = line.slice(Math.max(0, m.index - 40), m.index);
      if (READ_CALL_BEFORE.test(before) && !ENV_READ_BEFORE.test(before)) continue;
      push(m[2], m[4], m.index + m[0].length - m[4].length - 1);
    }
  }
  if (format !== 'code' && format !== 'text') {
    // Templated configuration (ERB in YAML, `<%= ENV.fetch("API_TOKEN", "…") %>`): an environment read's
    // default ships with the file like a literal, named by the variable.
    for (const m of matches(KEY_VALUE_ARGUMENTS, line)) {
      if (ENV_READ_BEFORE.test(line.slice(Math.max(0, m.index - 40), m.index))) push(m[2], m[4], m.index + m[0].length - m[4].length - 1);
    }
  }
  found.push(...lineLiteralAssignments(line, offset, format));
  if (format === 'text') {
    for (const m of matches(HTTP_FILE_VARIABLE, line)) push(m[1], m[2], m.index + m[0].lastIndexOf(m[2]));
  }
  if (UNQUOTED_FORMATS.has(format)) {
    for (const m of matches(UNQUOTED, line)) push(m[1], m[2], m.index + m[0].indexOf(m[2], m[0].indexOf(m[1]) + m[1].length));
  }
  if (format === 'yaml') {
    for (const m of matches(YAML_FLOW_PAIR, line)) push(m[1], m[2], m.index + m[0].length - m[2].length);
  }
  if (OPTION_FORMATS.has(format)) {
    for (const m of matches(OPTION_VALUE, line)) push(m[1], m[2], m.index + m[0].length - m[2].length);
  }
  if (format === 'code') found.push(...nativeLiteralAssignments(line, offset));
  if (format === 'yaml' || format === 'json') found.push(...byteListSettings(line, offset));
  if (format === 'code' || format === 'text') {
    for (const m of matches(C_DEFINE, line)) push(m[1], m[3], m.index + m[0].length - m[3].length - 1);
  }
  if (format === 'makefile') {
    for (const m of matches(MAKE_ASSIGNMENT, line)) push(m[1], m[2], m.index + m[0].lastIndexOf(m[2]));
  }
  if (INLINE_PAIR_FORMATS.has(format)) {
    for (const m of matches(INLINE_PAIRS, line)) push(m[1], m[2], m.index + m[0].length - m[2].length);
  }
  if (format === 'dockerfile') {
    for (const m of matches(DOCKER_ENV_SPACE, line)) push(m[1], m[2], m.index + m[0].lastIndexOf(m[2]));
  }
  for (const m of matches(ENV_ENTRY, line)) push(m[2], m[3], m.index + m[1].length + m[2].length + 1);
  if (OPTION_FORMATS.has(format)) {
    for (const m of matches(SHORT_OPTION_VALUE, line)) push(m[1], m[2], m.index + m[0].length - m[2].length);
  }
  if (format === 'markdown') {
    for (const m of matches(TABLE_ROW, line)) push(m[1], m[2], m.index + m[0].lastIndexOf(m[2]));
  }
  if (format === 'netrc') {
    for (const m of matches(NETRC_PASSWORD, line)) push('password', m[1], m.index + m[0].length - m[1].length);
  }
  if (format === 'xml') {
    for (const m of matches(XML_ELEMENT, line)) {
      // FileZilla's `<Pass encoding="crypt" pubkey="…">` is encrypted to the master password's key.
      if (ENCRYPTED_ELEMENT.test(m[0].slice(0, m[0].indexOf('>')))) continue;
      push(m[1], m[2], m.index + m[0].indexOf('>') + 1);
    }
    for (const m of matches(XML_NAMED_ELEMENT, line)) push(m[2], m[3], m.index + m[0].indexOf('>') + 1);
    for (const m of matches(XML_KEY_VALUE, line)) push(m[1], m[2], m.index + m[0].lastIndexOf(m[2]));
  }
}
