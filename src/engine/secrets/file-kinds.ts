/**
 * What kind of text a path holds, as far as secrets are concerned: the key/value format to read,
 * whether it is a lockfile (only integrity hashes and URLs: generic detection is skipped), and
 * whether it is a test fixture (planted sample values are expected there).
 */
import path from 'node:path';
import { dirPattern, FIXTURE_DIRS, fileFormatOf, TEST_DIRS, type FileFormat } from '../files/kinds.js';

/** The format a secret's surrounding text is read in: one list for the whole engine (`files/kinds.ts`). */
export type ConfigFormat = FileFormat;
export { isLockfile } from '../files/kinds.js';

/** Beyond tests and fixtures: example, sample and demo folders and snapshots hold planted values too. */
const SAMPLE_DIRS = ['__snapshots__', 'e2e', 'example', 'examples', 'sample', 'samples', 'demo', 'demos'];
const TEST_DIR = dirPattern([...TEST_DIRS, ...FIXTURE_DIRS, ...SAMPLE_DIRS], 'i');
// A module named `fixtures` (`test-utils/src/fixtures.ts`) holds a suite's sample values wherever it lives.
const TEST_FILE = /(\.(test|spec)\.[a-z0-9]+$)|(_test\.[a-z0-9]+$)|(^test_[^/]*\.py$)|(^conftest\.py$)|((Test|Tests|IT)\.java$)|(^fixtures?\.[a-z0-9]+$)/;

/**
 * `com/example/…`, `org/sample/…`: a folder under a reverse-domain root is a package name (Java,
 * Kotlin, Scala sources of `com.example.billing`), not a folder of examples. Only the word is
 * renamed: `com/example/test/` is still a test folder.
 */
const PACKAGE_SEGMENT = /(^|\/)(com|org|net|io)\/(?:example|examples|sample|samples|demo|demos)(?=\/)/gi;

/**
 * Test fixtures, and example, sample and demo folders: planted sample values are expected there.
 * Generic findings are not reported in them, provider findings at informative (see the rules).
 */
export function isTestFixturePath(filePath: string): boolean {
  const normalised = filePath.replace(/\\/g, '/').replace(PACKAGE_SEGMENT, '$1$2/package/');
  return TEST_DIR.test(normalised) || TEST_FILE.test(path.posix.basename(normalised));
}

/** `spec/` and `specs/` name test folders (RSpec, Jasmine) and also folders of API specifications. */
const SPEC_DIR = /(^|\/)specs?(?=\/)/i;
const SPEC_DIRS = new RegExp(SPEC_DIR.source, 'gi');
/** The top of an OpenAPI or Swagger document, in YAML or JSON. */
const API_DESCRIPTION = /^[ \t]*["']?(?:openapi|swagger)["']?[ \t]*:[ \t]*["']?[23]\.\d/m;

/**
 * An OpenAPI or Swagger document kept in a `spec/` or `specs/` folder is the API's specification, not a
 * test: a key given as its example is reported like any other. In a `test/` or `fixtures/` folder it is
 * still a fixture.
 */
export function isApiSpecificationOutsideTests(filePath: string, text: string): boolean {
  const normalised = filePath.replace(/\\/g, '/');
  if (!SPEC_DIR.test(normalised)) return false;
  if (isTestFixturePath(normalised.replace(SPEC_DIRS, '$1api-specifications'))) return false;
  return API_DESCRIPTION.test(text.slice(0, 4000));
}

/** Minified bundles (`chart.min.js`, `app.min.css`): build output, not configuration. */
export function isMinifiedPath(filePath: string): boolean {
  return /[.-]min\.(?:js|mjs|cjs|css)$/i.test(filePath);
}

/**
 * Unity serializes assets, project settings and scriptable objects as YAML under their own
 * extensions (`ProjectSettings.asset`, `Foo.prefab`, `.meta`); Godot's `project.godot` is INI. Read
 * so here only: the configuration analysis has no use for a scene or a texture's import settings.
 */
const UNITY_YAML = /\.(?:asset|prefab|unity|meta|mat|controller|anim|preset|playable|lighting)$/i;

export function configFormatOf(filePath: string): ConfigFormat {
  if (UNITY_YAML.test(filePath)) return 'yaml';
  if (/\.godot$/i.test(filePath)) return 'ini';
  return fileFormatOf(filePath);
}

/** An INI section header, then a `key = value` line: the start of an INI file. */
const INI_START = /^(?:[ \t]*(?:[#;][^\n]*)?\r?\n)*[ \t]*\[[^\]\r\n]{1,80}\][ \t]*\r?\n(?:[ \t]*(?:[#;][^\n]*)?\r?\n){0,5}[ \t]*[A-Za-z_][\w.-]{0,80}[ \t]*=/;

/**
 * The format of a file as its path and, for a file without an extension, its first lines say:
 * tools keep INI settings, credentials included, in extensionless files named by the tool's
 * directory (`~/.snowsql/config`, `~/.aws/credentials`, `~/.databrickscfg`-style profiles copied
 * under another name). Such a file starting with a `[section]` and a `key = value` line is read as INI.
 */
export function configFormatOfText(filePath: string, text: string): ConfigFormat {
  const format = configFormatOf(filePath);
  if (format !== 'text' || path.posix.extname(filePath.replace(/\\/g, '/')) !== '') return format;
  return INI_START.test(text.slice(0, 2000)) ? 'ini' : format;
}
