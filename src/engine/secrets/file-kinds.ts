/**
 * What kind of text a path holds, as far as secrets are concerned: the key/value format to read,
 * whether it is a lockfile (only integrity hashes and URLs: generic detection is skipped), and
 * whether it is a test fixture (planted sample values are expected there).
 */
import path from 'node:path';

export type ConfigFormat =
  | 'dotenv'
  | 'properties'
  | 'yaml'
  | 'json'
  | 'xml'
  | 'ini'
  | 'toml'
  | 'dockerfile'
  | 'shell'
  | 'hcl'
  | 'notebook'
  | 'markdown'
  | 'netrc'
  | 'makefile'
  | 'code'
  | 'text';

const LOCKFILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'gemfile.lock',
  'poetry.lock',
  'pipfile.lock',
  'cargo.lock',
  'composer.lock',
  'go.sum',
  'packages.lock.json',
  'uv.lock',
]);

export function isLockfile(filePath: string): boolean {
  return LOCKFILES.has(path.posix.basename(filePath).toLowerCase());
}

const TEST_DIR = /(^|\/)(test|tests|__tests__|spec|specs|fixture|fixtures|__fixtures__|testdata|test-data|__mocks__|__snapshots__|mocks|e2e|examples?|samples?|demos?)(\/)/i;
const TEST_FILE = /(\.(test|spec)\.[a-z0-9]+$)|(_test\.[a-z0-9]+$)|(^test_[^/]*\.py$)|(^conftest\.py$)|((Test|Tests|IT)\.java$)/;

/**
 * Test fixtures, and example, sample and demo folders: planted sample values are expected there.
 * Generic findings are not reported in them, provider findings at informative (see the rules).
 */
export function isTestFixturePath(filePath: string): boolean {
  const normalised = filePath.replace(/\\/g, '/');
  return TEST_DIR.test(normalised) || TEST_FILE.test(path.posix.basename(normalised));
}

const BY_EXTENSION: Record<string, ConfigFormat> = {
  '.env': 'dotenv',
  '.properties': 'properties',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.json': 'json',
  '.json5': 'json',
  '.xml': 'xml',
  '.config': 'xml',
  '.csproj': 'xml',
  '.plist': 'xml',
  '.ini': 'ini',
  '.cfg': 'ini',
  '.conf': 'ini',
  '.cnf': 'ini',
  '.toml': 'toml',
  '.sh': 'shell',
  '.bash': 'shell',
  '.zsh': 'shell',
  '.ksh': 'shell',
  '.tf': 'hcl',
  '.tfvars': 'hcl',
  '.hcl': 'hcl',
  '.ipynb': 'notebook',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.rst': 'markdown',
  '.js': 'code',
  '.mjs': 'code',
  '.cjs': 'code',
  '.jsx': 'code',
  '.ts': 'code',
  '.mts': 'code',
  '.cts': 'code',
  '.tsx': 'code',
  '.py': 'code',
  '.java': 'code',
  '.go': 'code',
  '.rb': 'code',
  '.php': 'code',
  '.cs': 'code',
  '.kt': 'code',
  '.kts': 'code',
  '.scala': 'code',
  '.groovy': 'code',
  '.gradle': 'code',
  '.swift': 'code',
  '.rs': 'code',
  '.c': 'code',
  '.h': 'code',
  '.cpp': 'code',
  '.vue': 'code',
  '.svelte': 'code',
};

export function configFormatOf(filePath: string): ConfigFormat {
  const base = path.posix.basename(filePath.replace(/\\/g, '/')).toLowerCase();
  if (base === '.env' || base.startsWith('.env.') || base.endsWith('.env')) return 'dotenv';
  if (base === 'dockerfile' || base.startsWith('dockerfile.') || base.endsWith('.dockerfile') || base === 'containerfile') {
    return 'dockerfile';
  }
  if (base === '.netrc' || base === '_netrc') return 'netrc';
  if (base === 'makefile' || base === 'gnumakefile' || base.endsWith('.mk')) return 'makefile';
  if (base === '.npmrc' || base === '.pypirc' || base === '.gitconfig' || base === '.pgpass') return 'ini';
  if (base === '.bashrc' || base === '.profile' || base === '.zshrc' || base === '.envrc') return 'shell';
  return BY_EXTENSION[path.posix.extname(base)] ?? 'text';
}
