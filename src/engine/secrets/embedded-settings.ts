/**
 * Secrets named by a format nested inside another one, read for contextNamedAssignments:
 * - JAAS login-module options (Kafka's `sasl.jaas.config`, `kafka_server_jaas.conf`): PlainLoginModule
 *   declares each user it accepts as `user_<name>="<password>"`, so the option's value is a password.
 * - A file embedded in a YAML or JSON string with escaped newlines (a ConfigMap's
 *   `hive.properties: "connector.name=hive\n…\nhive.s3.aws-secret-key=…"`, Helm values): each
 *   `\n`-separated `name=value` line is a setting named as in the embedded file.
 * - Command lines whose positional argument is a secret: `confluent api-key store <key> <secret>`.
 * The caller judges name and value as for any assignment.
 */
import type { Assignment } from './assignment.js';
import type { ConfigFormat } from './file-kinds.js';

const JAAS_USER = /\buser_[A-Za-z0-9_.-]{1,60}[ \t]*=[ \t]*"([^"\r\n]{1,300})"/g;
const ESCAPED_LINE_SETTING = /\\n[ \t]*([A-Za-z_][\w.-]{0,80})[ \t]*=[ \t]*([^\s"'\\]{1,500})/g;
const CONFLUENT_KEY_STORE = /\bconfluent[ \t]+api-key[ \t]+store[ \t]+[^\s-][^\s]{0,200}[ \t]+([^\s-][^\s]{0,500})/g;
const COMMAND_FORMATS = new Set<ConfigFormat>(['shell', 'text', 'markdown', 'dockerfile', 'yaml', 'makefile']);

function collect(regex: RegExp, text: string, toAssignment: (m: RegExpExecArray) => Assignment): Assignment[] {
  const found: Assignment[] = [];
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m; m = regex.exec(text)) found.push(toAssignment(m));
  return found;
}

export function embeddedSettingAssignments(text: string, format: ConfigFormat): Assignment[] {
  const found: Assignment[] = [];
  if (text.includes('LoginModule')) {
    found.push(...collect(JAAS_USER, text, (m) => ({ name: 'password', value: m[1], start: m.index + m[0].length - m[1].length - 1 })));
  }
  if ((format === 'yaml' || format === 'json') && text.includes('\\n')) {
    found.push(...collect(ESCAPED_LINE_SETTING, text, (m) => ({ name: m[1], value: m[2], start: m.index + m[0].length - m[2].length })));
  }
  if (COMMAND_FORMATS.has(format) && text.includes('api-key')) {
    found.push(...collect(CONFLUENT_KEY_STORE, text, (m) => ({ name: 'api_secret', value: m[1], start: m.index + m[0].length - m[1].length })));
  }
  return found;
}
