/**
 * Parameter names of the PHP built-in functions the models name (as the PHP manual declares them),
 * so a PHP 8 named-argument call of a built-in (`setcookie(name: 'id', value: $v, secure: true)`,
 * `ldap_search($ds, $base, filter: $f)`) is lowered to the positional call every model row and rule
 * check reads by position. A parameter skipped between two given ones takes its declared default
 * (`name=default`, a PHP literal), as PHP passes it, so a check such as "argument 5 is true" sees
 * the default `false` rather than an absent argument. A user function's named arguments are matched
 * to its own parameters by the analysis (call-sites.ts); this table is for built-ins only.
 */
import type { Expr, Loc } from '../../ir/types.js';

const COOKIE = ['name', 'value=""', 'expires_or_options=0', 'path=""', 'domain=""', 'secure=false', 'httponly=false'];
const LDAP_SEARCH = ['ldap', 'base', 'filter', 'attributes=[]', 'attributes_only=0', 'sizelimit=-1', 'timelimit=-1', 'deref=0', 'controls=null'];
const HTML_ESCAPE = ['string', 'flags=11', 'encoding=null', 'double_encode=true'];

const PARAMS: Record<string, readonly string[]> = {
  setcookie: COOKIE,
  setrawcookie: COOKIE,
  session_set_cookie_params: ['lifetime_or_options', 'path=null', 'domain=null', 'secure=null', 'httponly=null'],
  ldap_search: LDAP_SEARCH,
  ldap_list: LDAP_SEARCH,
  ldap_read: LDAP_SEARCH,
  ldap_bind: ['ldap', 'dn=null', 'password=null'],
  ldap_escape: ['value', 'ignore=""', 'flags=0'],
  exec: ['command', 'output=null', 'result_code=null'],
  system: ['command', 'result_code=null'],
  passthru: ['command', 'result_code=null'],
  shell_exec: ['command'],
  popen: ['command', 'mode'],
  proc_open: ['command', 'descriptor_spec', 'pipes', 'cwd=null', 'env_vars=null', 'options=null'],
  escapeshellarg: ['arg'],
  escapeshellcmd: ['command'],
  file_get_contents: ['filename', 'use_include_path=false', 'context=null', 'offset=0', 'length=null'],
  file_put_contents: ['filename', 'data', 'flags=0', 'context=null'],
  fopen: ['filename', 'mode', 'use_include_path=false', 'context=null'],
  readfile: ['filename', 'use_include_path=false', 'context=null'],
  file: ['filename', 'flags=0', 'context=null'],
  unlink: ['filename', 'context=null'],
  copy: ['from', 'to', 'context=null'],
  rename: ['from', 'to', 'context=null'],
  move_uploaded_file: ['from', 'to'],
  basename: ['path', 'suffix=""'],
  unserialize: ['data', 'options=[]'],
  header: ['header', 'replace=true', 'response_code=0'],
  htmlspecialchars: HTML_ESCAPE,
  htmlentities: HTML_ESCAPE,
  openssl_encrypt: ['data', 'cipher_algo', 'passphrase', 'options=0', 'iv=""', 'tag=null', 'aad=""', 'tag_length=16'],
  openssl_decrypt: ['data', 'cipher_algo', 'passphrase', 'options=0', 'iv=""', 'tag=null', 'aad=""'],
  hash: ['algo', 'data', 'binary=false', 'options=[]'],
  hash_hmac: ['algo', 'data', 'key', 'binary=false'],
  md5: ['string', 'binary=false'],
  sha1: ['string', 'binary=false'],
  crypt: ['string', 'salt'],
  password_hash: ['password', 'algo', 'options=[]'],
  mysqli_query: ['mysql', 'query', 'result_mode=0'],
  pg_query: ['connection', 'query'],
  curl_init: ['url=null'],
  curl_setopt: ['handle', 'option', 'value'],
  simplexml_load_string: ['data', 'class_name="SimpleXMLElement"', 'options=0', 'namespace_or_prefix=""', 'is_prefix=false'],
  simplexml_load_file: ['filename', 'class_name="SimpleXMLElement"', 'options=0', 'namespace_or_prefix=""', 'is_prefix=false'],
  call_user_func_array: ['callback', 'args'],
  preg_replace: ['pattern', 'replacement', 'subject', 'limit=-1', 'count=null'],
  json_decode: ['json', 'associative=null', 'depth=512', 'flags=0'],
  filter_var: ['value', 'filter=516', 'options=0'],
  filter_input: ['type', 'var_name', 'filter=516', 'options=0'],
  mt_rand: ['min', 'max'],
  rand: ['min', 'max'],
  random_int: ['min', 'max'],
  uniqid: ['prefix=""', 'more_entropy=false'],
  in_array: ['needle', 'haystack', 'strict=false'],
  ini_set: ['option', 'value'],
  mail: ['to', 'subject', 'message', 'additional_headers=[]', 'additional_params=""'],
  fsockopen: ['hostname', 'port=-1', 'error_code=null', 'error_message=null', 'timeout=null'],
  array_map: ['callback', 'array'],
  array_walk: ['array', 'callback', 'arg=null'],
  array_reduce: ['array', 'callback', 'initial=null'],
};

function literal(text: string, loc: Loc): Expr {
  if (text === '[]') return { kind: 'array', elements: [], loc };
  if (text === 'null') return { kind: 'const', value: null, loc };
  if (text === 'true' || text === 'false') return { kind: 'const', value: text === 'true', loc };
  if (text.startsWith('"')) return { kind: 'const', value: text.slice(1, -1), loc };
  return { kind: 'const', value: Number(text), loc };
}

/**
 * The positional arguments of a built-in called with named ones; undefined when the function is not
 * in the table or a name is not one of its parameters (left as written: PHP would throw).
 */
export function positionalArguments(fn: string, args: readonly Expr[], kwargs: Record<string, Expr>, loc: Loc): Expr[] | undefined {
  const params = PARAMS[fn];
  if (!params) return undefined;
  const names = params.map((p) => p.split('=')[0]);
  const out: (Expr | undefined)[] = [...args];
  for (const [name, value] of Object.entries(kwargs)) {
    const at = names.indexOf(name.replace(/^\$/, ''));
    if (at < 0 || at < args.length) return undefined;
    out[at] = value;
  }
  for (let i = 0; i < out.length; i++) {
    if (out[i]) continue;
    const fallback = params[i].split('=').slice(1).join('=');
    if (!params[i].includes('=')) return undefined;
    out[i] = literal(fallback, loc);
  }
  return out as Expr[];
}
