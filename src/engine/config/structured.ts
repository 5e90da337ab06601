/**
 * JSON and YAML configuration, flattened to dotted keys the way Spring Boot names them:
 * `{app: {crypto: {algo: MD5}}}` → `app.crypto.algo`, list items as `servers[0].host`.
 * Scalars become strings (`true`, `42`); nulls and empty containers define nothing.
 */
import YAML from 'yaml';

export function flattenConfig(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (value === null || value === undefined) return into;
  if (Array.isArray(value)) {
    value.forEach((item, index) => flattenConfig(item, `${prefix}[${index}]`, into));
    return into;
  }
  if (value instanceof Date) {
    if (prefix) into.set(prefix, value.toISOString());
    return into;
  }
  if (typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      flattenConfig(child, prefix ? `${prefix}.${key}` : key, into);
    }
    return into;
  }
  if (prefix && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')) {
    into.set(prefix, String(value));
  }
  return into;
}

/** Returns an empty map for text that is not valid JSON: configuration is best effort. */
export function parseJsonConfig(text: string): Map<string, string> {
  try {
    return flattenConfig(JSON.parse(text));
  } catch {
    return new Map();
  }
}

/**
 * Every document of a YAML stream (Spring profiles are separated by `---`); a key keeps the
 * value of the first document that defines it, which for Spring is the default profile.
 */
export function parseYamlConfig(text: string): Map<string, string> {
  const values = new Map<string, string>();
  let docs: YAML.Document.Parsed[];
  try {
    docs = YAML.parseAllDocuments(text, { uniqueKeys: false, prettyErrors: false }) as YAML.Document.Parsed[];
  } catch {
    return values;
  }
  for (const doc of docs) {
    if (!doc || typeof doc.toJS !== 'function' || doc.errors.length > 0) continue;
    let data: unknown;
    try {
      data = doc.toJS({ maxAliasCount: 100 });
    } catch {
      continue;
    }
    for (const [key, value] of flattenConfig(data)) if (!values.has(key)) values.set(key, value);
  }
  return values;
}
