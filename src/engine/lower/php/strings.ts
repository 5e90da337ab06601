/**
 * PHP string literals: single-quoted strings and nowdocs are constants; double-quoted strings,
 * heredocs and backtick commands interpolate (`"id=$id"`, `"{$row['x']}"`, `"${name}"`) and are
 * lowered to `concat` of their constant and variable parts.
 */
import type { Expr } from '../../ir/types.js';
import { locOf, named, type FlatNode } from '../flat.js';
import type { PhpContext } from './context.js';
import { placeInMarkup } from './html-context.js';

const DOUBLE_QUOTED_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', v: '\v', e: '\x1b', f: '\f', '\\': '\\', $: '$', '"': '"', '0': '\0' };

/** The value an escape sequence of a double-quoted string or heredoc stands for. */
function unescapeDouble(seq: string): string {
  const body = seq.slice(1);
  if (Object.hasOwn(DOUBLE_QUOTED_ESCAPES, body)) return DOUBLE_QUOTED_ESCAPES[body];
  if (/^x[0-9a-fA-F]{1,2}$/.test(body)) return String.fromCharCode(parseInt(body.slice(1), 16));
  if (/^[0-7]{1,3}$/.test(body)) return String.fromCharCode(parseInt(body, 8) & 0xff);
  const unicode = /^u\{([0-9a-fA-F]+)\}$/.exec(body);
  if (unicode) return String.fromCodePoint(Math.min(parseInt(unicode[1], 16), 0x10ffff));
  return seq; // PHP keeps unknown escapes as written
}

/** Single-quoted strings know only `\'` and `\\`. */
function unescapeSingle(seq: string): string {
  return seq === "\\'" || seq === '\\\\' ? seq.slice(1) : seq;
}

/**
 * Lowers an interpolating string (`encapsed_string`, `heredoc`, `shell_command_expression`) or a
 * plain one (`string`, `nowdoc`): constant text folds to one `const`, otherwise a `concat`.
 */
export function stringLiteral(ctx: PhpContext, node: FlatNode, lowerPart: (n: FlatNode) => Expr): Expr {
  const loc = locOf(node);
  const single = node.type === 'string' && !ctx.text(node).replace(/^[bB]/, '').startsWith('"');
  const container = node.type === 'heredoc' || node.type === 'nowdoc'
    ? node.children.find((c) => c.type === 'heredoc_body' || c.type === 'nowdoc_body')
    : node;
  const parts: Expr[] = [];
  let literal = '';
  const flush = (): void => {
    if (literal) parts.push({ kind: 'const', value: literal, loc });
    literal = '';
  };
  for (const child of container?.children ?? []) {
    switch (child.type) {
      case 'string_content':
      case 'string_value':
      case 'nowdoc_string':
        literal += ctx.text(child);
        break;
      case 'escape_sequence':
        literal += single ? unescapeSingle(ctx.text(child)) : unescapeDouble(ctx.text(child));
        break;
      default:
        // Unnamed tokens (quotes, the `{` `}` around `{$x}`) are syntax.
        if (!child.named || child.type === 'comment' || child.type === 'heredoc_start' || child.type === 'heredoc_end') break;
        flush();
        if (child.type === 'dynamic_variable_name' && named(child)[0]?.type === 'name') {
          parts.push({ kind: 'name', name: interpolatedVariableName(ctx, child), loc: locOf(child) });
        } else parts.push(lowerPart(child));
    }
  }
  flush();
  if (parts.length === 0) return { kind: 'const', value: '', loc };
  if (parts.length === 1 && parts[0].kind === 'const') return parts[0];
  return { kind: 'concat', parts: placeInMarkup(parts), loc };
}

/** `${name}` inside a string is the variable `$name`. */
export function interpolatedVariableName(ctx: PhpContext, node: FlatNode): string {
  const inner = named(node)[0];
  return '$' + (inner ? ctx.text(inner).replace(/^\$/, '') : ctx.text(node).replace(/^\$\{?|\}$/g, ''));
}
