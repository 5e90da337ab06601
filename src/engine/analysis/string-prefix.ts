/**
 * Where request data sits in a string: a concatenation whose left part is a known constant keeps
 * that constant as its `prefix`, so a model can tell `"https://api.example/items/" + id` (the host
 * is fixed, only the path varies) from `url + "/items"`, and `"redirect:/account/" + tab` (a path
 * on this site) from `"redirect:" + url`. Model checks test it with `{ prefix: regex }`.
 *
 * Only the leading text is tracked: the prefix of `a + b` is the prefix (or constant text) of `a`,
 * extended by `b` when `b` is a constant too. A printf-style format (`String.format("%s/items?q=%s", BASE, q)`,
 * a propagator row's `format`) starts with its text up to the first conversion, a `%s` of a known start
 * continuing it. Nothing else (StringBuilder) carries it.
 *
 * A value a model marks `site-root` (the path the application is deployed under: "" or "/app",
 * never ending in `/`) adds no text of its own: `root + "/home?m="` is known to start as
 * `"/home?m="` does at the root, the one deployment where what follows alone decides the target
 * (under "/app" every continuation stays on the site).
 */
import { constant, type AbsValue } from './values.js';

const SITE_ROOT_STATE = 'site-root';
const isSiteRoot = (v: AbsValue): boolean => v.states?.has(SITE_ROOT_STATE) === true;
/**
 * A value a model marks `rooted-path`: a folder the framework resolves from configuration, known to be
 * an absolute local path or a URL on a fixed host with a path after it (Yii's
 * `Yii::getAlias('@uploads/covers/')`). Its text is not known, but what follows it cannot choose a
 * server: it starts as a rooted path does, `/`.
 */
const ROOTED_PATH_STATE = 'rooted-path';

/** The text a value is known to start with: all of a string constant, or its recorded prefix. */
export function knownStart(v: AbsValue | undefined): string | undefined {
  if (!v) return undefined;
  if (v.const && typeof v.const.value === 'string') return v.const.value;
  if (!v.const && v.consts?.length) return commonStart(v.consts.map((c) => (typeof c === 'string' ? c : '')));
  return v.prefix ?? (v.states?.has(ROOTED_PATH_STATE) ? '/' : undefined);
}

/** Adds the prefix of `left + right` to the result of a `+` (unchanged when nothing is known). */
export function withConcatPrefix(result: AbsValue, op: string, left: AbsValue, right: AbsValue): AbsValue {
  if (op !== 'add') return result;
  if (isSiteRoot(left) && right.const && typeof right.const.value === 'string' && right.const.value) return { ...result, prefix: right.const.value };
  const start = knownStart(left);
  if (!start) return result;
  // The whole left side is known: a constant right side extends the known text.
  const leftWhole = (left.const && typeof left.const.value === 'string') || (!left.const && left.consts?.length);
  const extended = leftWhole && right.const && typeof right.const.value === 'string' ? start + right.const.value : start;
  return { ...result, prefix: extended };
}

function commonStart(texts: string[]): string | undefined {
  if (texts.length === 0) return undefined;
  let out = texts[0];
  for (const t of texts.slice(1)) {
    let i = 0;
    while (i < out.length && i < t.length && out[i] === t[i]) i++;
    out = out.slice(0, i);
  }
  return out || undefined;
}

/** Adds the prefix of a concatenation (a template literal, Java's `+` on strings) to its result: its leading constant parts. */
export function withPartsPrefix(result: AbsValue, parts: readonly AbsValue[]): AbsValue {
  let text = '';
  for (const [i, part] of parts.entries()) {
    if (i === 0 && isSiteRoot(part)) continue;
    if (part.const && part.const.value !== null && typeof part.const.value !== 'object') {
      text += String(part.const.value);
      continue;
    }
    text += knownStart(part) ?? '';
    break;
  }
  return text ? { ...result, prefix: text } : result;
}

/** A printf conversion: `%s`, `%2$s`, `%-10d`, `%.2f`, `%n`, `%%`. */
const CONVERSION = /%(\d+\$)?([-#+ 0,(<]*)(\d+)?(\.\d+)?([a-zA-Z%])/g;

/**
 * Adds the known start of a printf-style call's result: the format's text up to its first
 * conversion, continued through `%n`, `%%` and `%s` of arguments whose text is known (a `%s` of a
 * value with a known start adds that start and ends the known text). Other conversions end it.
 */
export function withFormatPrefix(result: AbsValue, format: AbsValue | undefined, values: readonly AbsValue[]): AbsValue {
  if (!format?.const || typeof format.const.value !== 'string') return result;
  const text = format.const.value;
  const parts: AbsValue[] = [];
  let next = 0;
  let last = 0;
  let ended = false;
  for (const m of text.matchAll(CONVERSION)) {
    parts.push(constant(text.slice(last, m.index)));
    last = m.index + m[0].length;
    const conversion = m[5];
    if (conversion === 'n' || conversion === '%') {
      parts.push(constant(conversion === 'n' ? '\n' : '%'));
      continue;
    }
    const plain = conversion === 's' && !m[2] && !m[3] && !m[4];
    const value = m[1] ? values[Number(m[1].slice(0, -1)) - 1] : values[next++];
    // A `%s` of a string constant is its text; anything else is known only to start as its value does.
    if (value?.const && typeof value.const.value === 'string' && plain) {
      parts.push(value);
      continue;
    }
    if (plain && value) parts.push(value);
    ended = true;
    break;
  }
  if (!ended) parts.push(constant(text.slice(last)));
  return withPartsPrefix(result, parts);
}
