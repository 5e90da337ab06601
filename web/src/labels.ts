/**
 * Words and colours shared by the pages. Colours are dark enough for white text (WCAG AA, 4.5:1
 * or more on badges and buttons; checked by axe-core in the end-to-end test).
 */
export const SEVERITY_COLOR: Record<string, string> = {
  critical: '#a61e1e',
  high: '#b0410b',
  medium: '#8a5a00',
  low: '#1864ab',
  informative: '#495057',
};

export const STATUS_COLOR: Record<string, string> = { open: '#a61e1e', ignored: '#495057', closed: '#237032' };

export const SCAN_STATUS_COLOR: Record<string, string> = { pending: '#495057', in_progress: '#1864ab', running: '#1864ab', completed: '#237032', failed: '#a61e1e' };

/** Buttons of the triage actions. */
export const ACTION_COLOR = { closed: '#237032', open: '#1864ab', ignored: '#343a40', danger: '#a61e1e' } as const;

export const CATEGORY_LABEL: Record<string, string> = {
  sqli: 'SQL injection',
  xss: 'Cross-site scripting',
  'command-injection': 'Command injection',
  ssrf: 'Server-side request forgery',
  'path-traversal': 'Path traversal',
  idor: 'Insecure direct object reference',
  'hardcoded-secrets': 'Hardcoded credentials',
  'weak-cryptography': 'Weak cryptography',
  'code-injection': 'Code injection',
  'nosql-injection': 'NoSQL injection',
  'ldap-injection': 'LDAP injection',
  'xpath-injection': 'XPath injection',
  'template-injection': 'Template injection',
  'open-redirect': 'Open redirect',
  xxe: 'XML external entities',
  'insecure-deserialization': 'Insecure deserialization',
  'insecure-randomness': 'Insecure randomness',
  'insecure-cookie': 'Insecure cookie',
  'trust-boundary': 'Trust boundary violation',
  'prototype-pollution': 'Prototype pollution',
  'log-injection': 'Log injection',
  'insecure-transport': 'Insecure transport',
};

export const CATEGORIES = Object.keys(CATEGORY_LABEL);

export function when(iso: string | undefined | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function duration(fromIso: string | undefined, toIso: string | undefined): string {
  if (!fromIso) return '—';
  const ms = (toIso ? Date.parse(toIso) : Date.now()) - Date.parse(fromIso);
  if (ms < 1000) return `${ms} ms`;
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
