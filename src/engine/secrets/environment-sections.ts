/**
 * Configuration split by environment: Rails `config/secrets.yml` and `database.yml`, Sequelize's
 * `config/config.json` and the like hold one top-level section per environment (`development:`,
 * `test:`, `production:`). The `test` section configures the test suite, which runs against
 * throw-away databases and keys: its values are sample values, as a test fixture's are, and get the
 * test-fixture policy (generic matches not reported, provider matches at informative). Other
 * sections are reported as everywhere: development and staging values are often shared credentials,
 * and Brakeman, for one, only judges the production `secret_key_base`, while gitleaks reports all.
 */
import type { ConfigFormat } from './file-kinds.js';

const TEST_ENVIRONMENTS = new Set(['test', 'testing']);
/** A file is environment-sectioned when a test section sits beside one of these. */
const OTHER_ENVIRONMENTS = new Set(['production', 'development', 'staging', 'prod', 'dev']);

/** Top-level YAML keys that open a mapping: `test:`, `test: &test`, `production: # comment`. */
const YAML_ROOT_KEY = /^([A-Za-z_][\w-]{0,40})[ \t]*:[ \t]*(?:&[\w-]+[ \t]*)?(?:#.*)?\r?$/gm;
const LOOKBACK = 200_000;

export interface EnvironmentSections {
  /** Whether the offset lies inside the file's test-environment section. */
  inTestSection(offset: number): boolean;
}

const NONE: EnvironmentSections = { inTestSection: () => false };

/** The file's test-environment sections, or none when it is not split by environment. */
export function environmentSections(text: string, format: ConfigFormat): EnvironmentSections {
  if (format === 'yaml') return yamlSections(text);
  if (format === 'json') return jsonSections(text);
  return NONE;
}

function yamlSections(text: string): EnvironmentSections {
  const roots: Array<{ name: string; start: number }> = [];
  // Every line starting at column 0 ends the section before it, whatever it holds.
  const boundaries: number[] = [];
  YAML_ROOT_KEY.lastIndex = 0;
  for (let m = YAML_ROOT_KEY.exec(text); m; m = YAML_ROOT_KEY.exec(text)) roots.push({ name: m[1].toLowerCase(), start: m.index });
  if (!isSplitByEnvironment(roots.map((r) => r.name))) return NONE;
  for (let i = 0; i < text.length; i = text.indexOf('\n', i) + 1 || text.length) {
    if (/[^\s#]/.test(text[i] ?? '')) boundaries.push(i);
  }
  const tests: Array<{ start: number; end: number }> = [];
  for (const root of roots) {
    if (!TEST_ENVIRONMENTS.has(root.name)) continue;
    const end = boundaries.find((b) => b > root.start) ?? text.length;
    tests.push({ start: root.start, end });
  }
  return { inTestSection: (offset) => tests.some((t) => offset > t.start && offset < t.end) };
}

/** The key of every object opened at depth 1 of the root object, with its span. */
function jsonSections(text: string): EnvironmentSections {
  if (text.length > LOOKBACK) return NONE;
  const sections: Array<{ name: string; start: number; end: number }> = [];
  let depth = 0;
  let inString = false;
  let open: { name: string; start: number } | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') {
      depth++;
      if (depth === 2) {
        const name = /"([^"\\]{1,40})"\s*:\s*$/.exec(text.slice(Math.max(0, i - 60), i))?.[1];
        if (name) open = { name: name.toLowerCase(), start: i };
      }
    } else if (ch === '}') {
      if (depth === 2 && open) {
        sections.push({ ...open, end: i });
        open = undefined;
      }
      depth--;
    }
  }
  if (!isSplitByEnvironment(sections.map((s) => s.name))) return NONE;
  const tests = sections.filter((s) => TEST_ENVIRONMENTS.has(s.name));
  return { inTestSection: (offset) => tests.some((t) => offset > t.start && offset < t.end) };
}

function isSplitByEnvironment(names: string[]): boolean {
  return names.some((n) => TEST_ENVIRONMENTS.has(n)) && names.some((n) => OTHER_ENVIRONMENTS.has(n));
}
