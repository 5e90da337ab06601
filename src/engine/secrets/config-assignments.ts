/**
 * Key/value pairs read from text: `.env`, properties, YAML, JSON, XML, INI, TOML, Dockerfile
 * ENV/ARG, shell exports, Terraform, notebooks, and code for which no tree was given. Lines that
 * are comments in the file's format are skipped: a commented-out assignment is not read as one
 * (provider rules still see every line).
 */
import type { Assignment } from './assignment.js';
import type { ConfigFormat } from './file-kinds.js';

/** `name = "value"`, `"name": "value"`, `name: 'value'`, `name := "value"`, `\"name\": \"value\"` (notebooks). */
const QUOTED = /(?<![\w$@])([A-Za-z_$@][\w.$@-]{0,80})\\?["']?[ \t]*(?::=|=>|=|:)[ \t]*(\\?["'`])((?:(?!\2)[^\r\n\\])|\\[^"'`\r\n]){1,500}?\2/g;
const QUOTED_VALUE = /(\\?["'`])((?:(?!\1)[^\r\n\\]|\\[^"'`\r\n]){1,500}?)\1$/;

/** `NAME=value`, `name: value`, `export NAME=value`, `ENV NAME=value`, `ARG NAME=value`, `- NAME=value`. */
const UNQUOTED = /^[ \t]*(?:export[ \t]+|ENV[ \t]+|ARG[ \t]+|set[ \t]+|-[ \t]+)?([A-Za-z_][\w.-]{0,80})[ \t]*(?:=|:)[ \t]*([^\s"'`#;][^\s]*)[ \t]*(?:[ \t][#;].*)?$/gm;

/** Dockerfile `ENV NAME value`. */
const DOCKER_ENV_SPACE = /^[ \t]*ENV[ \t]+([A-Za-z_][\w.-]*)[ \t]+([^\s="'][^\s]*)[ \t]*$/gm;

/** XML `<password>value</password>`. */
const XML_ELEMENT = /<([A-Za-z_][\w.:-]{0,60})(?:\s[^>]*)?>([^<\s][^<\r\n]{0,300}?)<\/\1>/g;
/** XML `<add key="ApiKey" value="…"/>`, `<entry name="password" value="…"/>`. */
const XML_KEY_VALUE = /\b(?:key|name)\s*=\s*"([^"]{1,80})"\s+value\s*=\s*"([^"]{1,500})"/g;

/** Code without a tree: `define('DB_PASSWORD', '…')`, `os.Setenv("API_KEY", "…")`, `put("password", "…")`. */
const KEY_VALUE_ARGUMENTS = /(["'])([A-Za-z_][\w.-]{0,80})\1[ \t]*,[ \t]*(["'])((?:(?!\3)[^\r\n\\]|\\[^\r\n]){1,500}?)\3/g;
/** Reads with a default are environment reads, not assignments: `getenv("X", "default")`. */
const READ_CALL_BEFORE = /(?:getenv|Getenv|get|fetch|getProperty|getOrDefault|env|environ\.get|config)\s*\(\s*$/;

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
  code: /^\s*(#|\/\/|\/\*|\*|--|<!--)/,
  xml: /^\s*<!--/,
  text: /^\s*(#|\/\/|;)/,
};

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function isCommented(text: string, offset: number, format: ConfigFormat): boolean {
  const comment = COMMENT_LINE[format];
  if (!comment) return false;
  const start = lineStartOf(text, offset);
  return comment.test(text.slice(start, Math.min(offset + 1, start + 400)));
}

/** Collects assignments, with a prefilter: only names near a secret-ish word are worth a regex. */
export function configAssignments(text: string, format: ConfigFormat): Assignment[] {
  const found: Assignment[] = [];
  const push = (name: string, value: string, start: number): void => {
    if (isCommented(text, start, format)) return;
    found.push({ name, value, start });
  };

  QUOTED.lastIndex = 0;
  for (let m = QUOTED.exec(text); m; m = QUOTED.exec(text)) {
    const quoted = QUOTED_VALUE.exec(m[0]);
    if (!quoted) continue;
    const valueStart = m.index + m[0].length - quoted[0].length + quoted[1].length;
    push(m[1], quoted[2], valueStart);
  }
  if (format === 'code' || format === 'text') {
    KEY_VALUE_ARGUMENTS.lastIndex = 0;
    for (let m = KEY_VALUE_ARGUMENTS.exec(text); m; m = KEY_VALUE_ARGUMENTS.exec(text)) {
      if (READ_CALL_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      push(m[2], m[4], m.index + m[0].length - m[4].length - 1);
    }
  }
  if (UNQUOTED_FORMATS.has(format)) {
    UNQUOTED.lastIndex = 0;
    for (let m = UNQUOTED.exec(text); m; m = UNQUOTED.exec(text)) {
      const valueStart = m.index + m[0].indexOf(m[2], m[0].indexOf(m[1]) + m[1].length);
      push(m[1], m[2], valueStart);
    }
  }
  if (format === 'dockerfile') {
    DOCKER_ENV_SPACE.lastIndex = 0;
    for (let m = DOCKER_ENV_SPACE.exec(text); m; m = DOCKER_ENV_SPACE.exec(text)) {
      push(m[1], m[2], m.index + m[0].lastIndexOf(m[2]));
    }
  }
  if (format === 'netrc') {
    NETRC_PASSWORD.lastIndex = 0;
    for (let m = NETRC_PASSWORD.exec(text); m; m = NETRC_PASSWORD.exec(text)) push('password', m[1], m.index + m[0].length - m[1].length);
  }
  if (format === 'xml') {
    XML_ELEMENT.lastIndex = 0;
    for (let m = XML_ELEMENT.exec(text); m; m = XML_ELEMENT.exec(text)) {
      push(m[1], m[2], m.index + m[0].indexOf('>') + 1);
    }
    XML_KEY_VALUE.lastIndex = 0;
    for (let m = XML_KEY_VALUE.exec(text); m; m = XML_KEY_VALUE.exec(text)) {
      push(m[1], m[2], m.index + m[0].lastIndexOf(m[2]));
    }
  }
  return found;
}
