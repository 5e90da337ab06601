import AjvModule from 'ajv';
import { describe, expect, it } from 'vitest';
import { GenericRuleFormat, ProviderRuleFormat } from '../../../src/engine/secrets/format.js';
import { buildRuleSet, loadRuleDocuments, SecretRuleError } from '../../../src/engine/secrets/rule-loader.js';

const Ajv = AjvModule as unknown as typeof AjvModule.default;

/** The real pack with one rule document replaced, so each check is seen failing on its own. */
function packWith(id: string, edit: (yaml: string) => string): Array<{ source: string; yaml: string }> {
  return loadRuleDocuments().map((doc) => (doc.source.endsWith(`/${id}.yaml`) ? { ...doc, yaml: edit(doc.yaml) } : doc));
}

const GITHUB_TOKEN_TP = '- GITHUB_TOKEN=ghp_';

describe('secrets rule loading', () => {
  it('loads the real pack', () => {
    expect(() => buildRuleSet(loadRuleDocuments())).not.toThrow();
  });

  it('a true-positive sample the rule does not find is a load error', () => {
    const docs = packWith('github-token', (y) => y.replace(GITHUB_TOKEN_TP, '- GITHUB_TOKEN=ghp_short\n    #'));
    expect(() => buildRuleSet(docs)).toThrow(/github-token\.yaml: true-positive sample is not found/);
  });

  it('a false-positive sample the rule reports is a load error', () => {
    const docs = packWith('github-token', (y) => y.replace('falsePositives:\n', 'falsePositives:\n    - token = "ghp_Zq8xW2vN4mK7pL9rT3yBaC5dE7fG9hJ1kL3m"\n'));
    expect(() => buildRuleSet(docs)).toThrow(/github-token\.yaml: false-positive sample is reported/);
  });

  it('a keyword that no true positive contains is a load error (the prefilter would hide the rule)', () => {
    const docs = packWith('npm-access-token', (y) => y.replace(/keywords:\n(\s+)- npm_/, 'keywords:\n$1- npmtoken'));
    expect(() => buildRuleSet(docs)).toThrow(/none of the keywords/);
  });

  it('checks the schema: category, CWE, severity, remediation, references, title, duplicate ids, unknown fields; every problem of a file, naming the field', () => {
    const cases: Array<[string, (y: string) => string, RegExp]> = [
      ['stripe-secret-key', (y) => y.replace('category: hardcoded-secrets', 'category: sqli'), /category/],
      ['stripe-secret-key', (y) => y.replace('cwe: CWE-798', 'cwe: 798'), /cwe/],
      ['stripe-secret-key', (y) => y.replace('severity: critical', 'severity: urgent'), /severity/],
      ['stripe-secret-key', (y) => y.replace(/remediation: .*/, 'remediation: Remove it from the code.'), /revoke and rotate/],
      ['stripe-secret-key', (y) => y.replace(/title: .*/, 'title: Payment key'), /title must name the provider/],
      ['stripe-secret-key', (y) => y.replace('id: stripe-secret-key', 'id: github-token'), /file name must be the rule id|duplicate/],
      ['stripe-secret-key', (y) => y + 'colour: blue\n', /unknown field "colour"/],
      ['stripe-secret-key', (y) => y.replace(/references:\n( {2}- .*\n)+/, ''), /references/],
      ['stripe-secret-key', (y) => y.replace(/references:\n( {2}- .*\n)+/, 'references: [cwe 798]\n'), /references/],
      ['stripe-secret-key', (y) => y.replace(/regex: .*/, "regex: '(unclosed'"), /not a valid regular expression/],
      ['stripe-secret-key', (y) => y.replace(/validate: .*|secretGroup: 1/, 'secretGroup: 1\nvalidate: astrology'), /validate/],
      ['stripe-secret-key', (y) => y.replace(/title: .*/, 'title: "  "'), /field "title" must not be empty/],
      ['stripe-secret-key', (y) => y.replace('kind: provider', 'kind: other').replace(/^id:/m, 'kind: other\nid:'), /field "kind" must be provider or generic/],
      ['aws-access-key-id', (y) => y.replace('withinLines: 5', 'withinLines: five\n  colour: x'), /unknown field "pair.colour".*field "pair.withinLines" must be number|field "pair.withinLines" must be number.*unknown field "pair.colour"/],
    ];
    for (const [id, edit, error] of cases) {
      expect(() => buildRuleSet(packWith(id, edit)), String(error)).toThrow(error);
    }
    expect(() => buildRuleSet(packWith('stripe-secret-key', (y) => y)), 'unchanged pack').not.toThrow();
  });

  it('has schemas that are valid JSON Schema (the loader skips this check at run time)', () => {
    const ajv = new Ajv({ strict: false });
    for (const schema of [ProviderRuleFormat, GenericRuleFormat]) expect(ajv.validateSchema(schema), ajv.errorsText()).toBe(true);
  });

  it('reports a duplicate id across files', () => {
    const docs = loadRuleDocuments();
    const copy = docs.find((d) => d.source.endsWith('/jwt.yaml'))!;
    expect(() => buildRuleSet([...docs, { source: copy.source, yaml: copy.yaml }])).toThrow(SecretRuleError);
    expect(() => buildRuleSet([...docs, { source: copy.source, yaml: copy.yaml }])).toThrow(/duplicate rule id jwt/);
  });
});
