/**
 * The one home of what a path says about a file: vendored (third-party or build output), a
 * lockfile, generated, a test or a fixture, and which configuration format it is written in.
 * The skip rules (`skip.ts`), configuration values (`config/`), secrets (`secrets/file-kinds.ts`)
 * and learnings (`services/file-kinds.ts`) all read these lists; none keeps its own copy.
 * Judged from the path only.
 */
import path from 'node:path';

/** Folders of third-party code, tool caches and build output: never first-party source. */
export const VENDORED_DIRS: readonly string[] = [
  'node_modules', 'bower_components', 'vendor', 'third_party', 'third-party', '.git', 'dist', 'build', 'out', 'target',
  'coverage', '.next', '.nuxt', '__pycache__', '.venv', 'venv', 'site-packages', '.tox', '.mypy_cache',
];

/** Package-manager lockfiles (compared case-insensitively): versions, integrity hashes and URLs only. */
export const LOCKFILES: ReadonlySet<string> = new Set([
  'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock', 'bun.lockb', 'composer.lock',
  'gemfile.lock', 'cargo.lock', 'poetry.lock', 'pipfile.lock', 'go.sum', 'uv.lock', 'gradle.lockfile', 'packages.lock.json',
]);

/** Folders of tests, of test fixtures, and of generated code (learnings' `kind:` patterns use the same names). */
export const TEST_DIRS: readonly string[] = ['test', 'tests', '__tests__', 'spec', 'specs'];
export const FIXTURE_DIRS: readonly string[] = ['fixtures', 'fixture', '__fixtures__', 'testdata', 'test-data', 'mocks', '__mocks__'];
export const GENERATED_DIRS: readonly string[] = ['generated', '__generated__', 'gen'];

/** File names of generated or minified code. */
export const GENERATED_NAMES = /(\.min\.(js|css)$|\.bundle\.js$|\.pb\.go$|_pb2\.py$|\.generated\.\w+$|\.g\.dart$|\.map$)/;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path with one of these folders anywhere in it. */
export function dirPattern(names: readonly string[], flags = ''): RegExp {
  return new RegExp(`(^|/)(${names.map(escape).join('|')})/`, flags);
}

const VENDORED = dirPattern(VENDORED_DIRS);

const normal = (filePath: string): string => filePath.replace(/\\/g, '/');

export function isVendoredPath(filePath: string): boolean {
  return VENDORED.test(normal(filePath));
}

export function isLockfile(filePath: string): boolean {
  return LOCKFILES.has(path.posix.basename(normal(filePath)).toLowerCase());
}

/**
 * Formats of configuration and other key/value text, by path. `dotenv` is `.env` files;
 * `code` is source the secrets scanner reads through its syntax tree; `text` anything else.
 */
export type FileFormat =
  | 'dotenv' | 'properties' | 'yaml' | 'json' | 'xml' | 'ini' | 'toml' | 'dockerfile' | 'shell' | 'hcl' | 'notebook'
  | 'markdown' | 'netrc' | 'pgpass' | 'makefile' | 'code' | 'text';

const BY_EXTENSION: Record<string, FileFormat> = {
  '.env': 'dotenv', '.properties': 'properties', '.yaml': 'yaml', '.yml': 'yaml', '.json': 'json', '.json5': 'json',
  // HTTP Archive recordings (browser exports, Polly.js `recording.har`) are JSON.
  '.har': 'json',
  '.xml': 'xml', '.config': 'xml', '.csproj': 'xml', '.plist': 'xml',
  // MSBuild publish profiles and targets, Azure publish settings, SSIS package configurations (not
  // `.props`: MSBuild's are XML, WebSphere's `soap.client.props` are Java properties).
  '.pubxml': 'xml', '.targets': 'xml', '.publishsettings': 'xml', '.dtsconfig': 'xml', '.ini': 'ini', '.cfg': 'ini', '.conf': 'ini',
  '.cnf': 'ini', '.xcconfig': 'properties', '.toml': 'toml', '.sh': 'shell', '.bash': 'shell', '.zsh': 'shell', '.ksh': 'shell', '.tf': 'hcl',
  '.tfvars': 'hcl', '.hcl': 'hcl', '.ipynb': 'notebook', '.md': 'markdown', '.markdown': 'markdown', '.rst': 'markdown',
  '.js': 'code', '.mjs': 'code', '.cjs': 'code', '.jsx': 'code', '.ts': 'code', '.mts': 'code', '.cts': 'code', '.tsx': 'code',
  '.py': 'code', '.java': 'code', '.go': 'code', '.rb': 'code', '.php': 'code', '.cs': 'code', '.kt': 'code', '.kts': 'code',
  '.scala': 'code', '.groovy': 'code', '.gradle': 'code', '.swift': 'code', '.rs': 'code', '.c': 'code', '.h': 'code',
  '.cpp': 'code', '.vue': 'code', '.svelte': 'code',
  // C++ by its other spellings, and Arduino sketches (`.ino`, Processing-era `.pde`): C++ the IDE wraps in a main.
  '.cc': 'code', '.cxx': 'code', '.hpp': 'code', '.hh': 'code', '.hxx': 'code', '.ino': 'code', '.pde': 'code',
};

/** The format a path's content is written in, from its name. */
export function fileFormatOf(filePath: string): FileFormat {
  const base = path.posix.basename(normal(filePath)).toLowerCase();
  if (base === '.env' || base.startsWith('.env.') || base.endsWith('.env')) return 'dotenv';
  if (base === 'dockerfile' || base.startsWith('dockerfile.') || base.endsWith('.dockerfile') || base === 'containerfile') {
    return 'dockerfile';
  }
  if (base === '.netrc' || base === '_netrc') return 'netrc';
  if (base === 'makefile' || base === 'gnumakefile' || base.endsWith('.mk')) return 'makefile';
  if (base === '.pgpass' || base === 'pgpass.conf') return 'pgpass';
  if (base === '.npmrc' || base === '.pypirc' || base === '.gitconfig') return 'ini';
  // DVC and git keep their settings (remote credentials included) in INI files named `config` and
  // `config.local` inside their own directory.
  if (/(?:^|\/)\.(?:dvc|git)\/config(?:\.local)?$/i.test(normal(filePath))) return 'ini';
  // s3cmd's `.s3cfg` is INI (access_key, secret_key); Terraform state, and its backup, is JSON.
  if (base === '.s3cfg' || base === 's3cfg') return 'ini';
  if (base.endsWith('.tfstate') || base.endsWith('.tfstate.backup')) return 'json';
  if (base === '.bashrc' || base === '.profile' || base === '.zshrc' || base === '.envrc') return 'shell';
  return BY_EXTENSION[path.posix.extname(base)] ?? 'text';
}
