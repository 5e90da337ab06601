/**
 * Which variables a constant Jinja template prints without escaping: those written as
 * `{{ name|safe }}` (also `{{ name | safe }}`, `{{ name|trim|safe }}`), or every variable once
 * `{% autoescape false %}` appears. Used by sink rows with `unescapedTemplateVars` so a template
 * applying `|safe` to one constant keyword does not make the other, escaped keywords sinks.
 */
import { isConst, type AbsValue } from './values.js';

export interface UnescapedVariables {
  readonly all: boolean;
  readonly names: ReadonlySet<string>;
}

const AUTOESCAPE_OFF = /\{%-?\s*autoescape\s+(false|False|off)\b/;
/** `{{ name … |safe … }}`: the leading variable of an expression whose filters include `safe`. */
const SAFE_EXPRESSION = /\{\{-?\s*([A-Za-z_]\w*)((?:\.\w+|\[[^\]{}]{0,40}\])*)\s*((?:\|\s*\w+(?:\([^)}]{0,80}\))?\s*)*)-?\}\}/g;

/** The unescaped variables of a constant template, or undefined when the template is not known text. */
export function unescapedTemplateVariables(template: AbsValue | undefined): UnescapedVariables | undefined {
  if (!isConst(template) || typeof template.const.value !== 'string') return undefined;
  const text = template.const.value.slice(0, 100_000);
  if (AUTOESCAPE_OFF.test(text)) return { all: true, names: new Set() };
  const names = new Set<string>();
  for (const m of text.matchAll(SAFE_EXPRESSION)) if (/\|\s*safe\b/.test(m[3])) names.add(m[1]);
  return { all: false, names };
}
