/**
 * String literals assigned to names in JS/TS, Python and Java, read from the tree-sitter tree:
 * a literal is only ever a string node (never a comment), and its name is the variable, property,
 * keyword argument, map key or setter it is assigned to. A literal that is an operand of `||`,
 * `or`, a call like `get("k", "default")` or a comparison is not an assignment, except the default of
 * an environment read (`process.env.X || "…"`, `os.getenv("X", "…")`): that value is committed with
 * the code and used wherever the variable is unset, so it is judged like an assignment to the name.
 *
 * To avoid visiting every node of every file, we look for secret-ish words in the text first and
 * ask the tree only about string literals that start on the same line shortly after one.
 */
import type { Node, Tree } from 'web-tree-sitter';
import type { LanguageId } from '../parse/languages.js';
import type { Assignment } from './assignment.js';
import { referenceDefault } from './placeholders.js';
import { isSecretName, nameWords } from './secret-names.js';

const STRING_TYPES = new Set(['string', 'template_string', 'string_literal']);
const SECRET_WORD = /pass|pwd|secret|token|key|credential|auth|psk|exponent|\.sign\(|\.verify\(|createHmac|getConnection|\.connect\(|\.login\(/gi;
const QUOTE = /["'`]/g;
/** How far after a secret word a literal may start and still be assigned to it. */
const LOOKAHEAD = 120;

/** Methods that read a key with a default value: their second argument is not assigned to the key. */
const KEYED_READERS = new Set(['get', 'getenv', 'Getenv', 'getProperty', 'getOrDefault', 'fetch', 'getString', 'getItem', 'pop', 'setdefault', 'env', 'config', 'equals', 'assertEquals', 'assertEqual', 'expect', 'replace', 'replaceAll', 'split', 'startsWith', 'endsWith', 'includes', 'indexOf', 'format', 't', 'translate', 'gettext', '_']);

/** Methods that store a value under a key: `put("password", "…")`, `setProperty(…)`, `headers.set(…)`. */
const KEYED_SETTERS = new Set(['put', 'set', 'setProperty', 'setItem', 'append', 'add', 'setdefault', 'setHeader', 'header', 'setAttribute', 'addProperty', 'with']);

function stringContent(node: Node): { value: string; start: number } | undefined {
  const text = node.text;
  if (node.type === 'template_string' && node.namedChildren.some((c) => c?.type === 'template_substitution')) return undefined;
  if (node.namedChildren.some((c) => c?.type === 'interpolation')) return undefined; // Python f-string with {x}
  const open = /^([rRbBuUfF]{0,2})("""|'''|"|'|`)/.exec(text);
  if (!open) return undefined;
  const close = open[2];
  if (!text.endsWith(close) || text.length < open[0].length + close.length) return undefined;
  return { value: text.slice(open[0].length, text.length - close.length), start: node.startIndex + open[0].length };
}

function same(a: Node | null | undefined, b: Node): boolean {
  return !!a && a.startIndex === b.startIndex && a.endIndex === b.endIndex;
}

/** The last name of an assignment target: `password`, `this.password`, `cfg.db.password`, `cfg["password"]`. */
function targetName(node: Node | null): string | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case 'identifier':
    case 'property_identifier':
    case 'private_property_identifier':
    case 'shorthand_property_identifier':
      return node.text;
    case 'member_expression':
      return node.childForFieldName('property')?.text;
    case 'attribute':
      return node.childForFieldName('attribute')?.text;
    case 'field_access':
      return node.childForFieldName('field')?.text;
    case 'subscript_expression':
    case 'subscript': {
      const index = node.childForFieldName('index') ?? node.childForFieldName('subscript');
      return index && STRING_TYPES.has(index.type) ? stringContent(index)?.value : undefined;
    }
    case 'string':
    case 'string_literal':
      return stringContent(node)?.value;
    default:
      return undefined;
  }
}

/** An environment read: `process.env.X`, `process.env["X"]`, `os.environ.get("X")`, `os.getenv("X")`, `System.getenv("X")`. */
const ENVIRONMENT_READ = /^(?:process\.env|import\.meta\.env|os\.environ|environ|os\.getenv|getenv|System\.getenv)\b/;
/** Calls that read an environment variable with a default: `os.getenv("X", "d")`, `System.getenv().getOrDefault("X", "d")`. */
const ENVIRONMENT_DEFAULT_READ = /^(?:os\.getenv|getenv|os\.environ\.get|environ\.get|os\.environ\.setdefault|System\.getenv\(\)\.getOrDefault)$/;
/** A read's text is looked at only when it is this short (a hostile file may make it any length). */
const MAX_READ_TEXT = 160;

/**
 * A keyed read of a setting: `config.get('jwt.secret')`, `configService.get<string>('JWT_SECRET')`,
 * `app.config.get("SECRET_KEY")`. Like an environment read, its fallback (`?? '…'`, `or '…'`) is
 * committed with the code and used whenever the setting is missing.
 */
const SETTING_READ = /^[A-Za-z_$][\w$.]{0,80}\.(?:get|getOrThrow|getString|getProperty)(?:<[\w\s|]{0,40}>)?\(\s*(['"])[\w.:-]{1,80}\1\s*\)$/;

function isEnvironmentRead(node: Node): boolean {
  return node.text.length <= MAX_READ_TEXT && (ENVIRONMENT_READ.test(node.text) || SETTING_READ.test(node.text));
}

/** The variable an environment read names: `process.env.SMTP_PASSWORD` → `SMTP_PASSWORD`. */
function environmentName(read: Node): string | undefined {
  const names = read.text.match(/[A-Za-z_][A-Za-z0-9_]*/g);
  return names?.[names.length - 1];
}

/** The callee of a call as written: `os.getenv`, `System.getenv().getOrDefault`. */
function calleeText(call: Node): string | undefined {
  const fn = call.childForFieldName('function');
  if (fn) return fn.text.length <= MAX_READ_TEXT ? fn.text : undefined;
  const object = call.childForFieldName('object');
  const name = call.childForFieldName('name');
  return object && name && object.text.length <= MAX_READ_TEXT ? `${object.text}.${name.text}` : undefined;
}

function methodName(call: Node): string | undefined {
  // Constructors: `new NetworkCredential(…)` (JS `constructor`, Java `type`).
  const constructed = call.childForFieldName('constructor') ?? (call.type === 'object_creation_expression' ? call.childForFieldName('type') : null);
  if (constructed) return constructed.text.split('.').pop();
  const fn = call.childForFieldName('function');
  if (fn) {
    if (fn.type === 'member_expression') return fn.childForFieldName('property')?.text;
    if (fn.type === 'attribute') return fn.childForFieldName('attribute')?.text;
    return fn.text;
  }
  return call.childForFieldName('name')?.text; // Java method_invocation
}

/**
 * Well-known APIs whose positional argument is a credential: `jwt.sign(payload, "secret")`,
 * `crypto.createHmac("sha256", "secret")`, JDBC `getConnection(url, user, "password")`.
 */
const CREDENTIAL_ARGUMENTS: Record<string, { index: number; name: string }> = {
  sign: { index: 1, name: 'secret' },
  verify: { index: 1, name: 'secret' },
  createHmac: { index: 1, name: 'secret' },
  getConnection: { index: 2, name: 'password' },
  // `login(user, password)`: ftplib, smtplib, imaplib, poplib and the clients modelled on them.
  login: { index: 1, name: 'password' },
  // (user, password) constructors: requests, Apache HttpClient, java.net, .NET.
  HTTPBasicAuth: { index: 1, name: 'password' },
  HTTPDigestAuth: { index: 1, name: 'password' },
  UsernamePasswordCredentials: { index: 1, name: 'password' },
  PasswordAuthentication: { index: 1, name: 'password' },
  NetworkCredential: { index: 1, name: 'password' },
};

/** Calls that only change a literal's encoding: `Buffer.from("…", "hex")`, `bytes.fromhex("…")`, `new TextEncoder().encode("…")`. */
const BYTES_CONVERSION = /^(?:Buffer\.from|bytes|bytearray|bytes\.fromhex|bytearray\.fromhex|base64\.b64decode|binascii\.unhexlify|new TextEncoder\(\)\.encode|\w+\.encode|Hex\.decodeHex|Base64\.getDecoder\(\)\.decode)$/;

/**
 * Names whose value, a (user, password) pair, carries the password second: `auth=("user", "pw")`,
 * and any name ending in those words, as settings name the pair a driver takes
 * (`NEO4J_AUTH = ("neo4j", "…")` for `GraphDatabase.driver(uri, auth=NEO4J_AUTH)`, `proxy_credentials`).
 */
const CREDENTIAL_PAIR_WORDS = new Set(['auth', 'credentials', 'creds']);
function isCredentialPairName(name: string): boolean {
  return CREDENTIAL_PAIR_WORDS.has(nameWords(name).pop() ?? '');
}

/** `setPassword("x")` and `.password("x")` name the value by the method. */
function setterSubject(method: string): string {
  const m = /^(?:set|with)([A-Z_].*)$/.exec(method);
  return m ? m[1] : method;
}

function nameFromArguments(args: Node, literal: Node): string | undefined {
  const call = args.parent;
  if (!call) return undefined;
  const method = methodName(call);
  if (!method) return undefined;
  const list = args.namedChildren.filter((c): c is Node => !!c && c.type !== 'comment');
  const index = list.findIndex((c) => same(c, literal));
  if (index < 0) return undefined;
  if (KEYED_SETTERS.has(method) && index === list.length - 1 && index > 0) {
    const key = list[index - 1];
    return STRING_TYPES.has(key.type) ? stringContent(key)?.value : undefined;
  }
  if (list.length === 1 && /^(set|with)[A-Z_]/.test(method)) return setterSubject(method);
  // Builders name the value by the method: `.password("…")`, `.apiKey("…")`.
  if (list.length === 1 && /^[a-z][A-Za-z]*$/.test(method)) return method;
  const credential = Object.hasOwn(CREDENTIAL_ARGUMENTS, method) ? CREDENTIAL_ARGUMENTS[method] : undefined;
  if (credential && credential.index === index) return credential.name;
  // Joins named by place: MicroPython's `wlan.connect("ssid", "…")`, a three-literal login `connect("id", "user", "…")`.
  const literals = list.every((c) => STRING_TYPES.has(c.type));
  if (method === 'connect' && literals && list.length === 2 && index === 1 && /(?:wlan|wifi|sta)\w{0,40}\.connect$/i.test(calleeText(call) ?? '')) return 'wifi_password';
  if (method === 'connect' && literals && list.length === 3 && index === 2) return 'password';
  // Any (user, password) pair given to an auth or credential type: `new BasicAuthenticationInterceptor("u", "p")`.
  if (list.length === 2 && index === 1 && STRING_TYPES.has(list[0].type) && /Auth|Credential/.test(method)) return 'password';
  // The default of an environment read is named by the variable: `os.getenv("DB_PASSWORD", "…")`.
  if (list.length === 2 && index === 1 && STRING_TYPES.has(list[0].type) && ENVIRONMENT_DEFAULT_READ.test(calleeText(call) ?? '')) return stringContent(list[0])?.value;
  // Alternating key/value arguments: `Map.of("user", "app", "password", "…")`. Reads with a
  // default (`getenv("X", "default")`, `get("k", "d")`) are not assignments.
  if (index % 2 === 1 && list.length % 2 === 0 && !KEYED_READERS.has(method)) {
    const key = list[index - 1];
    const keyName = STRING_TYPES.has(key.type) ? stringContent(key)?.value : undefined;
    if (keyName !== undefined && isSecretName(keyName)) return keyName;
  }
  return undefined;
}

/** The name a string literal is assigned to, or undefined when it is not assigned to a name. */
export function assignedName(literal: Node): string | undefined {
  let node = literal;
  let parent = node.parent;
  // Look through wrappers that do not change what is assigned: (x), x as T, x satisfies T, x!.
  while (parent && ['parenthesized_expression', 'as_expression', 'satisfies_expression', 'non_null_expression', 'type_assertion'].includes(parent.type)) {
    node = parent;
    parent = node.parent;
  }
  if (!parent) return undefined;
  switch (parent.type) {
    case 'variable_declarator':
      return same(parent.childForFieldName('value'), node) ? targetName(parent.childForFieldName('name')) : undefined;
    case 'assignment_expression':
    case 'augmented_assignment_expression':
    case 'assignment':
    case 'assignment_pattern':
      return same(parent.childForFieldName('right'), node) ? targetName(parent.childForFieldName('left')) : undefined;
    case 'pair':
      return same(parent.childForFieldName('value'), node) ? targetName(parent.childForFieldName('key')) : undefined;
    case 'required_parameter':
    case 'optional_parameter':
      // TypeScript `constructor(private readonly apiKey = "…")`.
      return same(parent.childForFieldName('value'), node) ? targetName(parent.childForFieldName('pattern')) : undefined;
    case 'keyword_argument':
    case 'default_parameter':
    case 'typed_default_parameter':
      return same(parent.childForFieldName('value'), node) ? parent.childForFieldName('name')?.text : undefined;
    case 'public_field_definition':
    case 'field_definition':
      return same(parent.childForFieldName('value'), node)
        ? targetName(parent.childForFieldName('name') ?? parent.childForFieldName('property'))
        : undefined;
    case 'element_value_pair':
      return same(parent.childForFieldName('value'), node) ? parent.childForFieldName('key')?.text : undefined;
    case 'arguments':
    case 'argument_list': {
      // A literal converted to bytes is assigned through the conversion: `KEY = Buffer.from("…", "hex")`.
      const call = parent.parent;
      const first = parent.namedChildren.find((c) => !!c && c.type !== 'comment');
      if (call && same(first, node) && BYTES_CONVERSION.test(calleeText(call) ?? '')) return assignedName(call);
      return nameFromArguments(parent, node);
    }
    case 'member_expression':
    case 'attribute': {
      // `"…".encode()`, `"…".getBytes(UTF_8)`: the conversion's result is what is assigned.
      const call = parent.parent;
      const method = parent.childForFieldName('property') ?? parent.childForFieldName('attribute');
      if (call?.type === 'call_expression' || call?.type === 'call') {
        if (same(parent.childForFieldName('object'), node) && /^(?:encode|getBytes|toCharArray)$/.test(method?.text ?? '')) return assignedName(call);
      }
      return undefined;
    }
    case 'method_invocation': {
      // Java `"…".getBytes(StandardCharsets.UTF_8)`.
      if (same(parent.childForFieldName('object'), node) && /^(?:getBytes|toCharArray)$/.test(parent.childForFieldName('name')?.text ?? '')) return assignedName(parent);
      return undefined;
    }
    case 'binary_expression':
    case 'boolean_operator': {
      // `process.env.TOKEN || "…"`, `os.environ.get("TOKEN") or "…"`, `config.get('jwt.secret') ?? "…"`:
      // the value used when the variable or setting is unset, named by what the whole is assigned to
      // when that names a secret, else by the variable (`const key = process.env.STRIPE_KEY || "…"`).
      const left = parent.childForFieldName('left');
      const operator = parent.childForFieldName('operator')?.text;
      if (!left || !same(parent.childForFieldName('right'), node) || !['||', '??', 'or'].includes(operator ?? '') || !isEnvironmentRead(left)) return undefined;
      const outer = assignedName(parent);
      return outer !== undefined && isSecretName(outer) ? outer : (environmentName(left) ?? outer);
    }
    case 'tuple':
    case 'array':
    case 'list': {
      // The second of a (user, password) pair assigned to auth=, credentials=, ...
      const items = parent.namedChildren.filter((c): c is Node => !!c && c.type !== 'comment');
      if (items.length !== 2 || !same(items[1], node)) return undefined;
      // A [name, value] entry: `new Map([["clientSecret", "…"]])`, `dict([("password", "…")])`.
      const key = STRING_TYPES.has(items[0].type) ? stringContent(items[0])?.value : undefined;
      if (key !== undefined && isSecretName(key)) return key;
      const pairName = assignedName(parent);
      return pairName !== undefined && isCredentialPairName(pairName) ? 'password' : undefined;
    }
    default:
      return undefined;
  }
}

function enclosingString(node: Node | null): Node | undefined {
  for (let n = node, depth = 0; n && depth < 3; n = n.parent, depth++) {
    if (STRING_TYPES.has(n.type)) return n;
  }
  return undefined;
}

/** Containers of environment entries: JS/Python arrays and lists, Java array initializers. */
const ENTRY_CONTAINERS = new Set(['array', 'list', 'tuple', 'array_initializer']);
const ENV_ENTRY = /^([A-Za-z_][A-Za-z0-9_]{0,80})=(\S{1,500})$/;

/**
 * `NAME=value` as one element of a list: a container's environment (`Env: ['POSTGRES_PASSWORD=…']`,
 * `env=["PGPASSWORD=…"]`, `new String[] {"API_KEY=…"}`), named by what is left of the `=`.
 */
function environmentEntry(literal: Node): Assignment | undefined {
  if (!literal.parent || !ENTRY_CONTAINERS.has(literal.parent.type)) return undefined;
  const content = stringContent(literal);
  const entry = content && ENV_ENTRY.exec(content.value);
  return entry ? { name: entry[1], value: entry[2], start: content.start + entry[1].length + 1 } : undefined;
}

/** A literal that is a property reference with a default (`@Value("${db.password:…}")`): the default, named by the property. */
function referenceDefaultEntry(literal: Node): Assignment | undefined {
  const content = stringContent(literal);
  const ref = content && referenceDefault(content.value);
  return ref ? { name: ref.name, value: ref.value, start: content.start + ref.offset } : undefined;
}

/** How far mayNameOwnValue looks each way: past the longest literal either entry reads. */
const OWN_VALUE_REACH = 700;

/**
 * Whether a literal around `index` could be an environment entry or a reference with a default:
 * both are literals without whitespace holding `=` or `${`, so the run of text around the word up
 * to the nearest space or line break must hold `=` or `$`. Saves a tree query per secret word
 * written in code (`apiKey`, `token`), which most are.
 */
function mayNameOwnValue(text: string, index: number): boolean {
  const isBreak = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;
  for (let i = index, n = 0; i >= 0; i--, n++) {
    const c = text.charCodeAt(i);
    if (n > OWN_VALUE_REACH) return true;
    if (isBreak(c)) break;
    if (c === 61 || c === 36) return true; // '=' or '$'
  }
  for (let i = index + 1, n = 0; i < text.length; i++, n++) {
    const c = text.charCodeAt(i);
    if (n > OWN_VALUE_REACH) return true;
    if (isBreak(c)) break;
    if (c === 61 || c === 36) return true;
  }
  return false;
}

export function codeAssignments(text: string, tree: Tree, _language?: LanguageId): Assignment[] {
  const found: Assignment[] = [];
  const seen = new Set<number>();
  // Asked once: each `tree.rootNode` is a WASM call and a new Node object.
  const root = tree.rootNode;
  SECRET_WORD.lastIndex = 0;
  for (let word = SECRET_WORD.exec(text); word; word = SECRET_WORD.exec(text)) {
    const lineEnd = text.indexOf('\n', word.index);
    const limit = Math.min(word.index + LOOKAHEAD, lineEnd === -1 ? text.length : lineEnd);
    // The word inside a literal: an environment entry `"DB_PASSWORD=…"` or a property reference
    // with a default `"${db.password:…}"` names its own value.
    const around = mayNameOwnValue(text, word.index) ? enclosingString(root.descendantForIndex(word.index)) : undefined;
    if (around && !seen.has(around.startIndex)) {
      const entry = environmentEntry(around) ?? referenceDefaultEntry(around);
      if (entry) {
        seen.add(around.startIndex);
        found.push(entry);
      }
    }
    QUOTE.lastIndex = word.index + word[0].length;
    // The literal can be the key itself ("password": "x") or the value after it; try the first few quotes.
    for (let tries = 0, q = QUOTE.exec(text); q && q.index < limit && tries < 4; q = QUOTE.exec(text), tries++) {
      const literal = enclosingString(root.descendantForIndex(q.index));
      // The literal starts at the quote, or at its prefix: Python `b"…"`, `r'…'`.
      if (!literal || !/^[rRbBuU]{0,2}$/.test(text.slice(literal.startIndex, q.index)) || seen.has(literal.startIndex)) continue;
      seen.add(literal.startIndex);
      QUOTE.lastIndex = literal.endIndex;
      const name = assignedName(literal);
      const content = name === undefined ? undefined : stringContent(literal);
      if (name !== undefined && content) found.push({ name, value: content.value, start: content.start, owner: objectOwner(literal) });
    }
  }
  return found;
}

/**
 * The name an object literal holding this property value is bound to: a variable, an assignment
 * target or an enclosing property (`const algolia = { searchKey: '…' }`, `config.storefront = { token: '…' }`).
 */
function objectOwner(literal: Node): string | undefined {
  const pair = literal.parent;
  const object = pair?.type === 'pair' ? pair.parent : undefined;
  const holder = object?.parent;
  if (!holder) return undefined;
  if (holder.type === 'variable_declarator') return holder.childForFieldName('name')?.text;
  if (holder.type === 'pair') return holder.childForFieldName('key')?.text.replace(/^["']|["']$/g, '');
  if (holder.type === 'assignment_expression' || holder.type === 'assignment') return holder.childForFieldName('left')?.text;
  return undefined;
}
