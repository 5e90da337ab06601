/**
 * Values whose secret name is not their own key but comes from what surrounds them, as the API or
 * file format defines it:
 * - Terraform resources that store a secret: the `value` of an `azurerm_key_vault_secret` or of an
 *   `aws_ssm_parameter` of type `SecureString`, the `secret_string` of an
 *   `aws_secretsmanager_secret_version`, the `secret_data` of a `google_secret_manager_secret_version`
 *   (the attribute names say nothing; the resource type says the value is a secret).
 * - Android Gradle `buildConfigField("String", "PARTNER_SECRET", "\"…\"")` and
 *   `resValue("string", "api_key", "…")`: the field is named by the second argument.
 * - A call without parentheses that sets a property, as the Groovy DSL of Gradle writes
 *   `storePassword "…"` in a `signingConfigs` block (and Ruby DSLs `password "…"`): the method is the name.
 * - XML that wraps a value in a generic element under a named one, as Windows answer files do:
 *   `<AdministratorPassword><Value>…</Value>`, `<Password><Value>…</Value>`.
 * - Lists under a name: every string of `"unseal_keys_b64": ["…", "…"]` (JSON, one item a line) or of a
 *   YAML block sequence (`api_tokens:` then `- …`) is named by the list's key.
 * - Terraform state: the `result` of a `random_password` resource is the generated password.
 * - SSIS package configurations (`.dtsConfig`): a `<Configuration Path="…Properties[Password]">`
 *   sets the property its path names to the `<ConfiguredValue>` below it.
 * - ftp scripts (`ftp -s:script`, `ftp -n <<EOF`, or written line by line with `echo`): the command
 *   `user NAME PASSWORD` logs in with the password as its second argument.
 * - WildFly Elytron's `credential-reference` with a `clear-text` password (management CLI
 *   `credential-reference={clear-text="…"}`, standalone.xml `<credential-reference clear-text="…"/>`).
 * - Directive syntaxes of proxies and poolers (HAProxy, nginx, Apache, PgBouncer): `server-directives.ts`.
 * The caller judges name and value as for any assignment.
 */
import type { Assignment } from './assignment.js';
import type { ConfigFormat } from './file-kinds.js';
import { keywordValueLines, serverDirectiveAssignments } from './server-directives.js';
import { keyValueTableAssignments } from './key-value-tables.js';
import { embeddedSettingAssignments } from './embedded-settings.js';

/** Terraform resource types whose attribute holds the secret, with that attribute. */
const SECRET_RESOURCES: Record<string, string> = {
  azurerm_key_vault_secret: 'value',
  aws_ssm_parameter: 'value',
  aws_secretsmanager_secret_version: 'secret_string',
  google_secret_manager_secret_version: 'secret_data',
};
const RESOURCE_HEADER = /^resource\s+"([a-z0-9_]+)"\s+"[^"]*"\s*\{\s*$/gm;
/** How far a resource block is read (its attributes; nested blocks are short). */
const MAX_BLOCK = 4000;

function terraformSecretResources(text: string): Assignment[] {
  const found: Assignment[] = [];
  RESOURCE_HEADER.lastIndex = 0;
  for (let header = RESOURCE_HEADER.exec(text); header; header = RESOURCE_HEADER.exec(text)) {
    const type = header[1];
    const attribute = SECRET_RESOURCES[type];
    if (!attribute) continue;
    const bodyStart = header.index + header[0].length;
    // The block ends at the first `}` in column 0 (terraform fmt writes every top-level block so).
    const close = text.slice(bodyStart, bodyStart + MAX_BLOCK).search(/^\}/m);
    const body = text.slice(bodyStart, close === -1 ? bodyStart + MAX_BLOCK : bodyStart + close);
    // An SSM parameter is a secret only when stored encrypted; a String parameter is configuration.
    if (type === 'aws_ssm_parameter' && !/^[ \t]*type[ \t]*=[ \t]*"SecureString"/m.test(body)) continue;
    const value = new RegExp(`^[ \\t]*${attribute}[ \\t]*=[ \\t]*"((?:[^"\\\\\\r\\n]|\\\\.){1,500})"`, 'm').exec(body);
    if (!value) continue;
    found.push({ name: `${type}.secret`, value: value[1], start: bodyStart + value.index + value[0].length - value[1].length - 1 });
  }
  return found;
}

/** `buildConfigField("String", "NAME", "\"value\"")` (Groovy or Kotlin DSL) and `resValue("string", "name", "value")`. */
const GRADLE_FIELD = /\b(?:buildConfigField|resValue)\s*\(?\s*["'][^"'\r\n]{1,40}["']\s*,\s*["']([A-Za-z_][\w.]{0,80})["']\s*,\s*"(\\")?((?:[^"\\\r\n]|\\[^"\r\n]){1,500}?)\2"/g;

function gradleFields(text: string): Assignment[] {
  const found: Assignment[] = [];
  GRADLE_FIELD.lastIndex = 0;
  for (let m = GRADLE_FIELD.exec(text); m; m = GRADLE_FIELD.exec(text)) {
    found.push({ name: m[1], value: m[3], start: m.index + m[0].length - m[3].length - 1 - (m[2]?.length ?? 0) });
  }
  return found;
}

/** `<AdministratorPassword>` on its own line, then `<Value>…</Value>` within the next lines. */
const OPENING_TAG = /^[ \t]*<([A-Za-z_][\w.-]{0,80})>[ \t]*\r?$/gm;
const GENERIC_VALUE = /^([ \t]*<Value>)([^<\r\n]{1,500})<\/Value>/im;
const MAX_VALUE_LINES = 3;

function wrappedXmlValues(text: string): Assignment[] {
  const found: Assignment[] = [];
  OPENING_TAG.lastIndex = 0;
  for (let tag = OPENING_TAG.exec(text); tag; tag = OPENING_TAG.exec(text)) {
    const after = tag.index + tag[0].length + 1;
    let end = after;
    for (let i = 0; i < MAX_VALUE_LINES && end < text.length; i++) end = (text.indexOf('\n', end) + 1) || text.length;
    const value = GENERIC_VALUE.exec(text.slice(after, end));
    if (value) found.push({ name: tag[1], value: value[2], start: after + value.index + value[1].length });
  }
  return found;
}

/**
 * A line that is only `name "value"` or `name 'value'`: a command call (Groovy, Ruby) setting the
 * property it names. Code read through a tree never comes here; for code read by line the whole line
 * must be the call, so `print "…"` in the middle of an expression is not taken.
 */
const COMMAND_SETTER = /^([ \t]*)([A-Za-z_]\w{0,80})[ \t]+(["'])((?:(?!\3)[^\\\r\n]|\\[^\r\n]){1,500})\3[ \t]*;?[ \t]*\r?$/gm;

function commandSetters(text: string): Assignment[] {
  const found: Assignment[] = [];
  COMMAND_SETTER.lastIndex = 0;
  for (let m = COMMAND_SETTER.exec(text); m; m = COMMAND_SETTER.exec(text)) {
    found.push({ name: m[2], value: m[4], start: m.index + m[1].length + m[2].length + m[0].slice(m[1].length + m[2].length).indexOf(m[3]) + 1 });
  }
  return found;
}

/** A list opened under a name that may be a secret's: `"unseal_keys_b64": [` (JSON), `api_tokens:` (YAML). */
const LIST_OPENING: Partial<Record<ConfigFormat, RegExp>> = {
  json: /^[ \t]*"([A-Za-z_][\w.-]{0,80})"[ \t]*:[ \t]*\[[ \t]*\r?$/gm,
  yaml: /^([ \t]*)([A-Za-z_][\w.-]{0,80})[ \t]*:[ \t]*\r?$/gm,
};
const LIST_ITEM: Partial<Record<ConfigFormat, RegExp>> = {
  json: /^([ \t]*")([^"\\\r\n]{1,500})"[ \t]*,?[ \t]*\r?$/,
  // A recorded header's value may open with its scheme: `Authorization:` then `- Token token=…` (vcrpy).
  yaml: /^([ \t]*-[ \t]+["']?)((?:(?:Bearer|Basic|Token|token|AccessKey|SSWS|Bot)[ \t]+)?[^\s"'#{}[\]][^\s"'#]{0,499}?)["']?[ \t]*\r?$/,
};
const LIST_NAME_WORD = /pass|pwd|secret|token|key|credential|authorization/i;
const MAX_LIST_ITEMS = 20;

function namedListItems(text: string, format: 'json' | 'yaml'): Assignment[] {
  const found: Assignment[] = [];
  const opening = LIST_OPENING[format]!;
  const item = LIST_ITEM[format]!;
  opening.lastIndex = 0;
  for (let list = opening.exec(text); list; list = opening.exec(text)) {
    const name = format === 'json' ? list[1] : list[2];
    if (!LIST_NAME_WORD.test(name)) continue;
    let start = list.index + list[0].length + 1;
    for (let i = 0; i < MAX_LIST_ITEMS && start < text.length; i++) {
      const newline = text.indexOf('\n', start);
      const end = newline === -1 ? text.length : newline;
      const entry = item.exec(text.slice(start, end));
      if (!entry) break;
      found.push({ name, value: entry[2], start: start + entry[1].length });
      start = end + 1;
    }
  }
  return found;
}

/**
 * Request matchers of HTTP stubs (WireMock mappings): `"Authorization": { "equalTo": "Bearer …" }`. The
 * value is what the stubbed request carries under the header that opens the object.
 */
const MATCHER_OPENING = /^[ \t]*"([A-Za-z_][\w.-]{0,80})"[ \t]*:[ \t]*\{[ \t]*\r?\n([ \t]*"(?:equalTo|equalToIgnoreCase|contains)"[ \t]*:[ \t]*")((?:[^"\\\r\n]|\\.){1,500})"/gm;

function stubMatcherValues(text: string): Assignment[] {
  const found: Assignment[] = [];
  MATCHER_OPENING.lastIndex = 0;
  for (let m = MATCHER_OPENING.exec(text); m; m = MATCHER_OPENING.exec(text)) {
    found.push({ name: m[1], value: m[3], start: m.index + m[0].length - m[3].length - 1 });
  }
  return found;
}

/** `"type": "random_password"` in a state file, then its instances' `"result": "…"` within the resource. */
const RANDOM_PASSWORD_RESOURCE = /"type"[ \t]*:[ \t]*"random_password"/g;
const STATE_RESULT = /"result"[ \t]*:[ \t]*"((?:[^"\\\r\n]|\\.){1,500})"/;

function terraformStatePasswords(text: string): Assignment[] {
  const found: Assignment[] = [];
  RANDOM_PASSWORD_RESOURCE.lastIndex = 0;
  for (let resource = RANDOM_PASSWORD_RESOURCE.exec(text); resource; resource = RANDOM_PASSWORD_RESOURCE.exec(text)) {
    const bodyStart = resource.index + resource[0].length;
    const window = text.slice(bodyStart, bodyStart + MAX_BLOCK);
    // The resource ends where the next one's type is written.
    const next = window.search(/"type"[ \t]*:/);
    const result = STATE_RESULT.exec(next === -1 ? window : window.slice(0, next));
    if (result) found.push({ name: 'random_password.password', value: result[1], start: bodyStart + result.index + result[0].length - result[1].length - 1 });
  }
  return found;
}

/** `<Configuration … Path="\Package.Connections[X].Properties[Password]" …>` then `<ConfiguredValue>…</ConfiguredValue>`. */
const SSIS_CONFIGURATION = /<Configuration\b[^>\n]{0,300}?\bPath="([^"\n]{1,300})"[^>\n]{0,200}>[ \t]*\r?\n[ \t]*<ConfiguredValue>([^<\r\n]{1,500})<\/ConfiguredValue>/g;

function ssisConfiguredValues(text: string): Assignment[] {
  const found: Assignment[] = [];
  SSIS_CONFIGURATION.lastIndex = 0;
  for (let m = SSIS_CONFIGURATION.exec(text); m; m = SSIS_CONFIGURATION.exec(text)) {
    // `Properties[Password]` names the property; a variable's `Properties[Value]` is named by the variable.
    const names = [...m[1].matchAll(/\[(?:[\w ]{1,40}::)?([\w ]{1,80})\]/g)].map((n) => n[1]);
    const property = names.pop();
    const name = property === 'Value' ? names.pop() : property;
    if (name) found.push({ name, value: m[2], start: m.index + m[0].length - m[2].length - '</ConfiguredValue>'.length });
  }
  return found;
}

/** Elytron's `credential-reference` holding the password itself: `{clear-text="…"}` (CLI) or `clear-text="…"` (XML). */
const CLEAR_TEXT_REFERENCE = /credential-reference(?:\s*=\s*\{\s*|\s[^>{}\n]{0,200}?\b)clear-text\s*=\s*"([^"\r\n]{1,500})"/g;

function clearTextCredentialReferences(text: string): Assignment[] {
  const found: Assignment[] = [];
  CLEAR_TEXT_REFERENCE.lastIndex = 0;
  for (let m = CLEAR_TEXT_REFERENCE.exec(text); m; m = CLEAR_TEXT_REFERENCE.exec(text)) {
    found.push({ name: 'credential-reference.password', value: m[1], start: m.index + m[0].length - m[1].length - 1 });
  }
  return found;
}

/** `user NAME PASSWORD` alone on a line of an ftp script, or echoed into one. */
const FTP_USER_COMMAND = /^([ \t]*(?:echo[ \t]+)?user[ \t]+[^\s"']{1,100}[ \t]+)([^\s"'>|]{1,200})[ \t]*(?:>>?[ \t]*\S{1,200}[ \t]*)?\r?$/gim;

/** An ftp script logs in a few times at most; a file of thousands of such lines is not one, and is not read on. */
const MAX_FTP_COMMANDS = 20;

function ftpUserCommands(text: string): Assignment[] {
  const found: Assignment[] = [];
  FTP_USER_COMMAND.lastIndex = 0;
  for (let m = FTP_USER_COMMAND.exec(text); m && found.length < MAX_FTP_COMMANDS; m = FTP_USER_COMMAND.exec(text)) {
    found.push({ name: 'ftp.password', value: m[2], start: m.index + m[1].length });
  }
  return found;
}

export function contextNamedAssignments(text: string, format: ConfigFormat): Assignment[] {
  const byFormat = formatNamedAssignments(text, format);
  if ((format === 'text' || format === 'shell') && /\bftp\b/i.test(text)) byFormat.push(...ftpUserCommands(text));
  if (format === 'xml' && text.includes('<ConfiguredValue>')) byFormat.push(...ssisConfiguredValues(text));
  if (text.includes('clear-text')) byFormat.push(...clearTextCredentialReferences(text));
  // A table of settings (`key,type,encoding,value`): each row's key names its value.
  if (format === 'text' && /^"?(?:key|name|setting|variable)"?,/i.test(text)) byFormat.push(...keyValueTableAssignments(text));
  // JAAS `user_<name>="…"`, `\n`-joined files inside YAML/JSON strings, `confluent api-key store <key> <secret>`.
  byFormat.push(...embeddedSettingAssignments(text, format));
  return byFormat;
}

function formatNamedAssignments(text: string, format: ConfigFormat): Assignment[] {
  if (format === 'hcl') return terraformSecretResources(text);
  if (format === 'json') {
    return [...namedListItems(text, 'json'), ...(text.includes('random_password') ? terraformStatePasswords(text) : []), ...(text.includes('"equalTo') || text.includes('"contains"') ? stubMatcherValues(text) : [])];
  }
  if (format === 'yaml') return namedListItems(text, 'yaml');
  if (format === 'ini') return [...serverDirectiveAssignments(text), ...keywordValueLines(text)];
  if (format === 'text') return serverDirectiveAssignments(text);
  if (format === 'code') return [...(/\b(?:buildConfigField|resValue)\b/.test(text) ? gradleFields(text) : []), ...commandSetters(text)];
  if (format === 'xml' && /<Value>/i.test(text)) return wrappedXmlValues(text);
  return [];
}
