/**
 * Spring-style `${key}` and `${key:default}` placeholders, as written in `@Value("${app.algo}")`
 * and inside property values (`algo=${ALGO:MD5}`).
 */

/**
 * Replaces every placeholder of `text` by its value. Returns undefined when a placeholder has
 * neither a value nor a default: a partly known string is not a constant.
 */
export function resolvePlaceholders(text: string, values: ReadonlyMap<string, string>, depth = 0): string | undefined {
  if (depth > 8) return undefined; // a cycle (`a=${b}`, `b=${a}`) resolves to nothing
  let out = '';
  let i = 0;
  while (i < text.length) {
    const start = text.indexOf('${', i);
    if (start < 0) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, start);
    const end = matchingBrace(text, start + 2);
    if (end < 0) return undefined;
    const inner = text.slice(start + 2, end);
    const colon = topLevelColon(inner);
    const key = colon >= 0 ? inner.slice(0, colon) : inner;
    const fallback = colon >= 0 ? inner.slice(colon + 1) : undefined;
    const raw = values.get(key.trim());
    const chosen = raw ?? fallback;
    if (chosen === undefined) return undefined;
    const resolved = resolvePlaceholders(chosen, values, depth + 1);
    if (resolved === undefined) return undefined;
    out += resolved;
    i = end + 1;
  }
  return out;
}

function matchingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text.startsWith('${', i)) {
      depth++;
      i++;
    } else if (text[i] === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function topLevelColon(inner: string): number {
  let depth = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner.startsWith('${', i)) {
      depth++;
      i++;
    } else if (inner[i] === '}') depth--;
    else if (inner[i] === ':' && depth === 0) return i;
  }
  return -1;
}

/** The key of a value that is exactly one placeholder (`${app.algo}` → `app.algo`). */
export function placeholderKey(text: string): { key: string; fallback?: string } | undefined {
  const m = /^\$\{([^}:]+)(?::(.*))?\}$/s.exec(text.trim());
  if (!m) return undefined;
  return m[2] === undefined ? { key: m[1].trim() } : { key: m[1].trim(), fallback: m[2] };
}
