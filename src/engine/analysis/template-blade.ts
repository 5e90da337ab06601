/**
 * Raw output of a Blade view beyond `{!! $x !!}` (template-output.ts): the PHP a view may embed.
 * Blade compiles a view to PHP and escapes only what `{{ }}` prints, so
 *
 * - `<?php echo $x; ?>` and `<?= $x ?>` print the data key x as it is;
 * - inside `@php … @endphp` an `echo` / `print` prints each variable it names raw, unless the
 *   variable sits inside an escaping call (`e($x)`, `htmlspecialchars($x)`);
 * - `@php $shown = $x ?? 'default'; @endphp` makes `$shown` stand for the data key x (an alias, as a
 *   loop variable stands for its collection), so a later raw print of `$shown` prints x.
 *
 * Regexes only, over text capped by template-files.ts; every repetition is bounded.
 */

export interface BladePhpReading {
  /** Data keys (or aliases of them) printed raw, at their offset in the view. */
  readonly hits: { name: string; at: number }[];
  /** Local variable → the data key its value came from. */
  readonly aliases: Map<string, string>;
}

const PHP_TAG_ECHO = /<\?(?:php[ \t]+(?:echo|print)\b|=)[ \t]*\(?[ \t]*\$([A-Za-z_]\w*)/g;
const PHP_BLOCK = /@php\b([\s\S]{0,4000}?)@endphp/g;
const ECHO_STATEMENT = /\b(?:echo|print)\b([^;]{0,1000});/g;
/** An escaping call whose argument has no nested parentheses: what it prints is escaped. */
const ESCAPED_CALL = /\b(?:e|htmlspecialchars|htmlentities|strip_tags|intval|number_format)\s*\([^()]{0,400}\)/g;
const VARIABLE = /\$([A-Za-z_]\w*)/g;
const ALIAS = /\$([A-Za-z_]\w*)[ \t]*=[ \t]*\$([A-Za-z_]\w*)\b(?![ \t]*(?:\(|->\s*\w+\s*\())/g;

/** What the PHP embedded in a Blade view prints raw, and the aliases its `@php` blocks define. */
export function readBladePhp(text: string): BladePhpReading {
  const hits: { name: string; at: number }[] = [];
  const aliases = new Map<string, string>();
  for (const m of text.matchAll(PHP_TAG_ECHO)) hits.push({ name: m[1], at: m.index ?? 0 });
  for (const block of text.matchAll(PHP_BLOCK)) {
    const body = block[1];
    const bodyAt = (block.index ?? 0) + block[0].indexOf(body);
    for (const a of body.matchAll(ALIAS)) if (a[1] !== a[2] && a[1] !== 'this') aliases.set(a[1], a[2]);
    for (const statement of body.matchAll(ECHO_STATEMENT)) {
      const printed = statement[1];
      const printedAt = bodyAt + (statement.index ?? 0) + statement[0].indexOf(printed);
      // Blank out the escaped calls (keeping offsets) so only the variables printed raw remain.
      const unescaped = printed.replace(ESCAPED_CALL, (call) => ' '.repeat(call.length));
      for (const v of unescaped.matchAll(VARIABLE)) if (v[1] !== 'this') hits.push({ name: v[1], at: printedAt + (v.index ?? 0) });
    }
  }
  return { hits, aliases };
}
