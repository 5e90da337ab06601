/**
 * Inline suppressions: a comment `vigil-ignore[: rule-or-category] reason` on the line of a
 * finding or on the line before it. The finding is then marked suppressed with the reason; it is
 * never dropped (the caller records it as ignored, `vigil scan` shows it as suppressed).
 *
 *   cur.execute(q)  # vigil-ignore: sqli q is a constant built above
 *   // vigil-ignore: hardcoded-secrets test key of the local emulator
 *   const key = "AKIA…";
 *   // vigil-ignore reviewed with the security team
 *
 * After `vigil-ignore:` the first word limits the suppression to a rule id or a category when it
 * is one (a category name, or a word with -, . or _ like a rule id); a suppression limited to
 * another rule or category does not apply. Without a colon, or when the first word is an ordinary
 * word, the whole text is the reason and it applies to any finding on that line.
 *
 * The marker counts only inside a comment. For parsed languages the caller passes the comments
 * from the tree (code-comments.ts). Other files (configuration, .env…, where secrets are found)
 * are read as text: the line left to right, skipping string literals, until a comment opener of
 * the format (#, //, /*, a line inside a block comment starting with *, <!--, -- for SQL, ; for
 * INI). Either way it only decides whether a finding is suppressed, never whether code is
 * vulnerable.
 */
import path from 'node:path';
import { CATEGORIES, type Finding, type InlineSuppression } from '../findings.js';

const MARKER = 'vigil-ignore';

type Opener = '#' | '//' | '/*' | '<!--' | '--' | ';' | '!';

const HASH = new Set(['.py', '.rb', '.sh', '.bash', '.zsh', '.yml', '.yaml', '.toml', '.env', '.conf', '.cfg', '.r', '.pl', '.tf', '.dockerfile', '.mk']);
const SLASH = new Set(['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts', '.java', '.kt', '.kts', '.go', '.c', '.h', '.cc', '.cpp', '.hpp', '.cs', '.swift', '.scala', '.rs', '.dart', '.groovy', '.gradle', '.json5', '.jsonc']);

function openersFor(filePath: string): Opener[] {
  const base = path.posix.basename(filePath).toLowerCase();
  const ext = path.posix.extname(base);
  if (base === 'dockerfile' || base === 'makefile' || base.startsWith('.env') || base === '.gitconfig' || base === '.npmrc') return ['#'];
  if (HASH.has(ext)) return ['#'];
  if (SLASH.has(ext)) return ['//', '/*'];
  if (ext === '.php') return ['//', '/*', '#'];
  if (ext === '.properties') return ['#', '!'];
  if (ext === '.ini') return [';', '#'];
  if (ext === '.sql') return ['--', '/*'];
  if (ext === '.xml' || ext === '.html' || ext === '.htm' || ext === '.vue' || ext === '.svelte') return ['<!--', '//', '/*'];
  return ['#', '//', '/*', '<!--'];
}

/** The text of the comment on a line (after its opener), or undefined when the line has none. */
export function commentOf(line: string, openers: readonly Opener[]): string | undefined {
  const trimmed = line.trimStart();
  // Continuation lines of a block comment (Javadoc, JSDoc) and its last line.
  if (openers.includes('/*') && (trimmed.startsWith('*') || trimmed.startsWith('*/'))) return trimmed.replace(/^\*+\/?/, '');
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = undefined;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') {
      quote = ch;
      continue;
    }
    for (const opener of openers) {
      if (!line.startsWith(opener, i)) continue;
      // `!` and `;` open a comment only at the start of the line (properties, INI).
      if ((opener === '!' || opener === ';') && line.slice(0, i).trim() !== '') continue;
      return line.slice(i + opener.length);
    }
  }
  return undefined;
}

const CATEGORY_SET = new Set<string>(CATEGORIES);

/**
 * The text without a trailing `*\/` or `-->`. Not a regex: `/\s*(\*\/|-->)\s*$/` is quadratic on a
 * long run of spaces in the scanned file (50,000 spaces took 4 s).
 */
function withoutCommentCloser(text: string): string {
  const trimmed = text.trimEnd();
  for (const closer of ['*/', '-->']) if (trimmed.endsWith(closer)) return trimmed.slice(0, -closer.length);
  return text;
}

/** Parses `vigil-ignore[: scope] reason` out of a comment's text. */
export function parseMarker(comment: string): { scope?: string; reason: string } | undefined {
  const at = comment.indexOf(MARKER);
  if (at < 0) return undefined;
  const before = comment[at - 1];
  const after = comment[at + MARKER.length];
  if ((before !== undefined && /[A-Za-z0-9_-]/.test(before)) || (after !== undefined && /[A-Za-z0-9_]/.test(after) && after !== ':')) return undefined;
  let rest = withoutCommentCloser(comment.slice(at + MARKER.length));
  if (!rest.startsWith(':')) return { reason: rest.trim() };
  rest = rest.slice(1).trim();
  const [first = '', ...words] = rest.split(/\s+/);
  const scoped = first !== '' && (CATEGORY_SET.has(first) || /^[A-Za-z0-9]+([-._][A-Za-z0-9]+)+$/.test(first));
  return scoped ? { scope: first, reason: words.join(' ') } : { reason: rest };
}

function applies(scope: string | undefined, finding: Pick<Finding, 'ruleId' | 'category'>): boolean {
  return scope === undefined || scope === finding.ruleId || scope === finding.category;
}

/**
 * The inline suppression covering a finding, if any: a marker in a comment on the finding's line
 * or the line before. `lines` is the file's text split on \n.
 */
export function inlineSuppressionFor(
  finding: Pick<Finding, 'ruleId' | 'category' | 'filePath' | 'lineNumber'>,
  lines: readonly string[],
  /** The parsed comments of a code file (code-comments.ts); without it, comments are read as text. */
  comments?: ReadonlyMap<number, string>,
): InlineSuppression | undefined {
  const openers = openersFor(finding.filePath);
  for (const lineNumber of [finding.lineNumber, finding.lineNumber - 1]) {
    const line = lines[lineNumber - 1];
    if (line === undefined || !line.includes(MARKER)) continue;
    const comment = comments ? comments.get(lineNumber)?.replace(/^\s*(\/\/|#|\/\*+|\*+)/, '') : commentOf(line.replace(/\r$/, ''), openers);
    const marker = comment === undefined ? undefined : parseMarker(comment);
    if (marker && applies(marker.scope, finding)) return { by: 'inline', reason: marker.reason, line: lineNumber };
  }
  return undefined;
}

/** Whether a file's text holds the marker at all (cheap prefilter before parsing comments). */
export function mentionsMarker(text: string): boolean {
  return text.includes(MARKER);
}

/** Marks every finding covered by an inline suppression (in place); returns how many. */
export function markInlineSuppressions(
  findings: Finding[],
  textOf: (filePath: string) => string | undefined,
  commentsOf: (filePath: string) => ReadonlyMap<number, string> | undefined = () => undefined,
): number {
  const split = new Map<string, string[] | null>();
  let marked = 0;
  for (const finding of findings) {
    let lines = split.get(finding.filePath);
    if (lines === undefined) {
      const text = textOf(finding.filePath);
      lines = text !== undefined && text.includes(MARKER) ? text.split('\n') : null;
      split.set(finding.filePath, lines);
    }
    if (lines === null) continue;
    const suppression = inlineSuppressionFor(finding, lines, commentsOf(finding.filePath));
    if (suppression) {
      finding.suppressed = suppression;
      marked++;
    }
  }
  return marked;
}
