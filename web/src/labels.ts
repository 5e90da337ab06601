/** Words and colours shared by the pages. Colours are Mantine's, chosen for contrast on white. */
export const SEVERITY_COLOR: Record<string, string> = {
  critical: 'red.9',
  high: 'orange.9',
  medium: 'yellow.9',
  low: 'blue.8',
  informative: 'gray.7',
};

export const STATUS_COLOR: Record<string, string> = { open: 'red.8', ignored: 'gray.7', closed: 'green.9' };

export const SCAN_STATUS_COLOR: Record<string, string> = { pending: 'gray.7', in_progress: 'blue.8', running: 'blue.8', completed: 'green.9', failed: 'red.9' };

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
