import { describe, expect, it } from 'vitest';
import { parseRepoConfig } from '../../../src/engine/repo-config/parse.js';
import { repoConfigError } from '../../helpers/repo-config.js';

describe('.vigil.yml parsing', () => {
  it('reads every field', () => {
    const config = parseRepoConfig(
      [
        'version: 1',
        'exclude:',
        '  - "vendor/**"',
        'secrets:',
        '  allowlist:',
        '    paths: ["docs/**"]',
        '    patterns: ["EXAMPLE_[A-Z0-9]+"]',
        'disable: [insecure-randomness, py-flask-debug-config]',
        'severity:',
        '  weak-cryptography: low',
        '  py-sqli-tainted-query: critical',
      ].join('\n'),
    );
    expect(config).toMatchObject({
      exclude: ['vendor/**'],
      secrets: { allowlist: { paths: ['docs/**'], patterns: ['EXAMPLE_[A-Z0-9]+'] } },
      disable: ['insecure-randomness', 'py-flask-debug-config'],
      severity: { 'weak-cryptography': 'low', 'py-sqli-tainted-query': 'critical' },
    });
  });

  it('accepts an empty file', () => {
    expect(parseRepoConfig('').exclude).toEqual([]);
    expect(parseRepoConfig('# nothing yet\n').disable).toEqual([]);
  });

  it('names the line of each kind of mistake', () => {
    expect(repoConfigError('exclude:\n  - "a/**"\nseverity:\n  sqli: urgent\n')).toMatchObject({ line: 4, message: expect.stringMatching(/line 4.*severity of "sqli" must be one of critical/) });
    expect(repoConfigError('version: 1\nexclud: ["x"]\n')).toMatchObject({ line: 2, message: expect.stringContaining('unknown key "exclud"') });
    expect(repoConfigError('secrets:\n  allowlist:\n    patterns:\n      - "([a-z"\n')).toMatchObject({ line: 4, message: expect.stringContaining('not a valid regular expression') });
    expect(repoConfigError('disable: insecure-randomness\n')).toMatchObject({ line: 1, message: expect.stringContaining('disable must be a list') });
    expect(repoConfigError('exclude:\n  - "a"\n   - b: [\n')).toMatchObject({ message: expect.stringContaining('not valid YAML') });
    expect(repoConfigError('- a\n- b\n')).toMatchObject({ line: 1, message: expect.stringContaining('must be a mapping') });
    expect(repoConfigError('version: 2\n')).toMatchObject({ line: 1, message: expect.stringContaining('version must be 1') });
    expect(repoConfigError('secrets:\n  allowlist:\n    path: ["a"]\n')).toMatchObject({ line: 3, message: expect.stringContaining('secrets.allowlist.path') });
  });
});
