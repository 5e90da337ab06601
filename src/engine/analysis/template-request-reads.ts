/**
 * A template's own reads of the request, printed raw: the request object the framework puts in
 * every template's context, whatever data the render call passes.
 *
 * - twig (Symfony's global `app`): `{{ app.request.query.get('flash')|raw }}`, also `.request`
 *   (the POST body), `.cookies`, `.headers`, `.attributes` bags and `app.request.get('x')`;
 * - jinja (Flask's context processor adds `request`): `{{ request.args.get('q')|safe }}`,
 *   `request.args['q']`, `request.form.q`, `.values`, `.cookies`, `.headers`.
 *
 * Raw means what template-output.ts means for the engine: a raw filter without an escaping one
 * after it, or any print inside `{% autoescape false %}`. Regexes over text capped by
 * template-files.ts; every repetition is bounded.
 */

type RequestEngine = 'twig' | 'jinja';

/** One request read and the filters applied to it, as `{{ … }}` prints it. */
const READS: Record<RequestEngine, RegExp> = {
  twig: /\{\{-?\s*app\s*\.\s*request\s*\.\s*(?:(?:query|request|cookies|headers|attributes)\s*\.\s*)?(?:get|all)\s*\(\s*(?:'[^'\n]{0,80}'|"[^"\n]{0,80}")?\s*(?:,[^)}\n]{0,80})?\)((?:\s*\|\s*\w+(?:\([^)}\n]{0,80}\))?){0,8})\s*-?\}\}/g,
  jinja:
    /\{\{-?\s*request\s*\.\s*(?:args|form|values|cookies|headers)\s*(?:\.\s*get\s*\(\s*(?:'[^'\n]{0,80}'|"[^"\n]{0,80}")[^)}\n]{0,80}\)|\[\s*(?:'[^'\n]{0,80}'|"[^"\n]{0,80}")\s*\]|\.\s*\w+)((?:\s*\|\s*\w+(?:\([^)}\n]{0,80}\))?){0,8})\s*-?\}\}/g,
};

const RAW_FILTER: Record<RequestEngine, RegExp> = { twig: /\|\s*raw\b/, jinja: /\|\s*safe\b/ };
const ESCAPING_FILTER = /\|\s*(e|escape|forceescape|striptags|urlencode|url_encode|int|float|length|count|tojson|json_encode|abs|round)\b/;
const AUTOESCAPE_OFF = /\{%-?\s*autoescape\s+(?:false|False|off)\s*-?%\}([\s\S]{0,200000}?)(?:\{%-?\s*endautoescape\s*-?%\}|$)/g;

/** Offsets of the raw prints of request data in a template of the engine (none for other engines). */
export function requestReadOffsets(engine: string, text: string): number[] {
  if (engine !== 'twig' && engine !== 'jinja') return [];
  // Cheap test first: most templates never name the request object.
  if (!text.includes(engine === 'twig' ? 'app.request' : 'request.')) return [];
  const off: [number, number][] = [];
  for (const region of text.matchAll(AUTOESCAPE_OFF)) {
    const start = (region.index ?? 0) + region[0].indexOf('%}') + 2;
    off.push([start, start + region[1].length]);
  }
  const out: number[] = [];
  for (const m of text.matchAll(READS[engine])) {
    const at = m.index ?? 0;
    const filters = m[1] ?? '';
    if (ESCAPING_FILTER.test(filters)) continue;
    if (RAW_FILTER[engine].test(filters) || off.some(([a, b]) => at >= a && at < b)) out.push(at);
  }
  return out;
}
