/**
 * View template files of the scanned tree (Jinja2, EJS, Handlebars, Pug, Nunjucks, Thymeleaf,
 * Blade, Twig, JSP), so a render call with a constant view name can read the file the framework would
 * load and see which variables it prints unescaped (template-output.ts).
 *
 * The Program indexes each template file under every path suffix of two or more segments
 * (`tallybook/templates/expenses/search.html` under `templates/expenses/search.html`,
 * `expenses/search.html` and the full path): a framework's default folder plus the view name is a
 * suffix lookup, whichever folder the application sits in. The index is a ProgramMap, so an
 * incremental rescan re-runs the roots whose lookups now answer differently (a template edited,
 * added or removed).
 *
 * Pure functions over the files the caller already read; bounded: files over MAX_TEMPLATE_BYTES
 * are not read.
 */
import { createHash } from 'node:crypto';
import type { SourceFile } from '../findings.js';
import { isVendoredPath } from '../files/kinds.js';

export const MAX_TEMPLATE_BYTES = 256 * 1024;

/** File name endings of view templates (`.blade.php` before `.php` code is considered). */
export const TEMPLATE_ENDINGS: readonly string[] = [
  '.blade.php', '.html.twig', '.html', '.htm', '.xhtml', '.jinja', '.jinja2', '.j2', '.ejs', '.hbs', '.handlebars',
  '.pug', '.jade', '.njk', '.nunjucks', '.twig', '.jsp', '.jspf', '.tpl', '.stpl',
];

export interface TemplateFile {
  readonly path: string;
  readonly text: string;
  /** A digest of the text: what a tracked lookup records. */
  readonly digest: string;
}

export function isTemplatePath(filePath: string): boolean {
  const lower = filePath.toLowerCase();
  return !isVendoredPath(filePath) && TEMPLATE_ENDINGS.some((e) => lower.endsWith(e));
}

/** The template files among `files`, by path. */
export function readTemplateFiles(files: readonly SourceFile[]): Map<string, TemplateFile> {
  const out = new Map<string, TemplateFile>();
  for (const file of files) {
    const filePath = file.path.replace(/\\/g, '/');
    if (!isTemplatePath(filePath)) continue;
    const size = typeof file.content === 'string' ? file.content.length : file.content.byteLength;
    if (size > MAX_TEMPLATE_BYTES) continue;
    const text = typeof file.content === 'string' ? file.content : file.content.toString('utf8');
    out.set(filePath, { path: filePath, text, digest: createHash('sha1').update(text).digest('hex').slice(0, 16) });
  }
  return out;
}

/** Suffix keys longer than this are not indexed (a view sits at most a few folders below its template folder). */
const MAX_SUFFIX_SEGMENTS = 8;

/** The index keys of a template path: every suffix of two to MAX_SUFFIX_SEGMENTS segments, and the path itself. */
export function templateKeys(filePath: string): string[] {
  const segments = filePath.split('/');
  const keys = [filePath];
  for (let i = Math.max(1, segments.length - MAX_SUFFIX_SEGMENTS); i <= segments.length - 2; i++) keys.push(segments.slice(i).join('/'));
  return keys;
}

/**
 * The index key every template file with the same last ending shares (`\0.jsp`): the program's
 * pages of one kind, for data every page sees (a session attribute is visible to each JSP page).
 * The NUL keeps it apart from path keys.
 */
export function endingKey(filePath: string): string {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return `\0${dot < 0 ? '' : name.slice(dot).toLowerCase()}`;
}

/** Of several files answering one suffix, those nearest the calling module (longest shared folder prefix). */
export function nearest(files: readonly TemplateFile[], fromPath: string): TemplateFile[] {
  const shared = (p: string): number => {
    const a = p.split('/');
    const b = fromPath.split('/');
    let n = 0;
    while (n < a.length - 1 && n < b.length - 1 && a[n] === b[n]) n++;
    return n;
  };
  const best = Math.max(...files.map((f) => shared(f.path)));
  return files.filter((f) => shared(f.path) === best);
}
