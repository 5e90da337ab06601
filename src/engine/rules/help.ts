/**
 * A rule as people read it, in one place: `vigil rules show` prints ruleText, and the SARIF
 * writer (src/engine/report/sarif.ts) puts ruleText and ruleMarkdown in each rule's `help`, so a
 * code-scanning alert explains the rule with the same words as the command line.
 */
import type { RuleDetails, RuleDoc } from './catalog.js';
import { cwePage } from './catalog.js';
import type { RuleExample } from './examples.js';
import type { ModelUse } from './rule-models.js';

/** What a help text needs; a rule this Vigil does not ship (an imported issue) has only the first fields. */
export type RuleHelpInput = Pick<RuleDoc, 'id' | 'title' | 'description' | 'remediation' | 'severity' | 'category' | 'cwes'> &
  Partial<Omit<RuleDetails, 'id' | 'title' | 'description' | 'remediation' | 'severity' | 'category' | 'cwes'>>;

const FENCE_LANGUAGE: Record<string, string> = { js: 'javascript', jsx: 'javascript', mjs: 'javascript', cjs: 'javascript', ts: 'typescript', tsx: 'tsx', py: 'python', java: 'java', go: 'go', php: 'php' };

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '' : by + line))
    .join('\n');
}

const WIDTH = 100;

/** Long prose lines (folded YAML) wrapped at WIDTH; indented (code) lines are left as they are. */
function wrap(text: string): string {
  return text
    .split('\n')
    .flatMap((line) => {
      if (line.length <= WIDTH || /^\s/.test(line)) return [line];
      const out: string[] = [];
      let current = '';
      for (const word of line.split(' ')) {
        if (current && current.length + 1 + word.length > WIDTH) {
          out.push(current);
          current = word;
        } else current = current ? `${current} ${word}` : word;
      }
      return [...out, current];
    })
    .join('\n');
}

function facts(rule: RuleHelpInput): string[] {
  return [
    `severity ${rule.severity}`,
    ...(rule.precision ? [`precision ${rule.precision}`] : []),
    `category ${rule.category}`,
    ...(rule.kind ? [`${rule.kind} rule`] : []),
    ...(rule.languages?.length ? [`languages ${rule.languages.join(', ')}`] : []),
  ];
}

function modelLine(use: ModelUse, markdown = false): string {
  const head = use.role === 'match' ? `matches ${use.how}` : `${use.role} ${use.kind} (${use.how})`;
  // In Markdown, names are code: `*.servlet…` and `__init__` are not emphasis.
  const names = markdown ? use.names.map((n) => `\`${n}\``) : use.names;
  const file = markdown ? `(\`rules/${use.file}\`)` : `[${use.file}]`;
  return `${head}${use.detail ? `, ${use.detail}` : ''}: ${names.join(', ')} ${file}`;
}

function exampleWhere(example: RuleExample): string {
  if (example.file && example.line !== undefined) return `${example.file}:${example.line}`;
  return example.file ? `sample, scanned as ${example.file}` : 'sample';
}

function textExample(example: RuleExample): string {
  const lines = example.code.split('\n').map((line, i) => `${i === example.markedLine ? '> ' : '  '}${line}`);
  const where = exampleWhere(example);
  return `${where ? `  ${where}\n` : ''}${indent(lines.join('\n'), '    ')}`;
}

/** The rule as plain text (what `vigil rules show` prints and SARIF `help.text` carries). */
export function ruleText(rule: RuleHelpInput): string {
  const out: string[] = [`${rule.id}: ${rule.title}`, `  ${facts(rule).join(' | ')}`];
  for (const cwe of rule.cwes) out.push(`  ${cwe}: ${cwePage(cwe)}`);
  if (rule.file) out.push(`  defined in rules/${rule.file}`);
  out.push('', 'Description', indent(wrap(rule.description.trim()), '  '), '', 'Remediation', indent(wrap(rule.remediation.trimEnd()), '  '));
  const { vulnerable = [], safe = [] } = rule.examples ?? {};
  const marks = (list: RuleExample[], what: string) => (list.some((e) => e.markedLine !== undefined) ? ` (> marks the line ${what})` : '');
  if (vulnerable.length) out.push('', `Vulnerable examples${marks(vulnerable, 'reported')}`, ...vulnerable.map(textExample));
  if (safe.length) out.push('', `Safe examples${marks(safe, 'not reported')}`, ...safe.map(textExample));
  if (rule.models?.length) out.push('', 'Models used', ...rule.models.map((use) => `  ${modelLine(use)}`));
  if (rule.references?.length) out.push('', 'References', ...rule.references.map((r) => `  ${r}`));
  return `${out.join('\n')}\n`;
}

/** Prose with 4-space indented code lines (the rules' remediation style) as Markdown with fenced code. */
function proseMarkdown(text: string): string {
  const out: string[] = [];
  let code: string[] = [];
  const flush = () => {
    if (code.length === 0) return;
    const cut = Math.min(...code.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
    out.push('', '```', ...code.map((l) => l.slice(cut)), '```', '');
    code = [];
  };
  for (const line of text.trimEnd().split('\n')) {
    if (/^ {4}/.test(line) || (code.length > 0 && line.trim() === '')) code.push(line);
    else {
      flush();
      out.push(line);
    }
  }
  flush();
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

function fenceFor(example: RuleExample): string {
  const ext = example.file ? /\.([a-z]+)$/.exec(example.file)?.[1] : undefined;
  return (ext && FENCE_LANGUAGE[ext]) ?? '';
}

function markdownExample(example: RuleExample, verdict: string): string {
  const where = exampleWhere(example);
  const lines = example.code.split('\n');
  const marked = example.markedLine !== undefined && lines.length > 1 ? ` (line ${example.markedLine + 1} of the snippet is ${verdict})` : '';
  // A fence longer than any backtick run in the code, so fixture text cannot close it early.
  const fence = '`'.repeat(Math.max(3, ...[...example.code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return `${where ? `\`${where}\`${marked}\n\n` : ''}${fence}${fenceFor(example)}\n${example.code}\n${fence}`;
}

/** The rule as Markdown (SARIF `help.markdown`), the same sections as ruleText. */
export function ruleMarkdown(rule: RuleHelpInput): string {
  const cwes = rule.cwes.map((cwe) => `[${cwe}](${cwePage(cwe)})`).join(', ');
  const out: string[] = [`**${rule.title}** (\`${rule.id}\`)`, '', `${facts(rule).join(' · ')}${cwes ? ` · ${cwes}` : ''}`];
  out.push('', '#### Description', '', proseMarkdown(rule.description), '', '#### Remediation', '', proseMarkdown(rule.remediation));
  const { vulnerable = [], safe = [] } = rule.examples ?? {};
  if (vulnerable.length) out.push('', '#### Vulnerable examples', '', vulnerable.map((e) => markdownExample(e, 'reported')).join('\n\n'));
  if (safe.length) out.push('', '#### Safe examples', '', safe.map((e) => markdownExample(e, 'not reported')).join('\n\n'));
  if (rule.models?.length) out.push('', '#### Models used', '', ...rule.models.map((use) => `- ${modelLine(use, true)}`));
  if (rule.references?.length) out.push('', '#### References', '', ...rule.references.map((r) => `- <${r}>`));
  return `${out.join('\n')}\n`;
}
