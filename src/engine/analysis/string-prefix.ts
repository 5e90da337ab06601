/**
 * Where request data sits in a string: a concatenation whose left part is a known constant keeps
 * that constant as its `prefix`, so a model can tell `"https://api.example/items/" + id` (the host
 * is fixed, only the path varies) from `url + "/items"`, and `"redirect:/account/" + tab` (a path
 * on this site) from `"redirect:" + url`. Model checks test it with `{ prefix: regex }`.
 *
 * Only the leading text is tracked: the prefix of `a + b` is the prefix (or constant text) of `a`,
 * extended by `b` when `b` is a constant too. A printf-style format (`String.format("%s/items?q=%s", BASE, q)`)
 * is built text like a concatenation (format-text.ts). Nothing else (StringBuilder) carries it.
 *
 * A value a model marks `site-root` (the path the application is deployed under: "" or "/app",
 * never ending in `/`) adds no text of its own: `root + "/home?m="` is known to start as
 * `"/home?m="` does at the root, the one deployment where what follows alone decides the target
 * (under "/app" every continuation stays on the site).
 */
import type { AbsValue } from './values.js';

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
