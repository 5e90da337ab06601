/** One home for what a path says: the skip rules, configuration values, secrets and learnings agree. */
import { describe, expect, it } from 'vitest';
import { configFormatOf } from '../../../src/engine/config/index.js';
import { FIXTURE_DIRS, fileFormatOf, isLockfile, isVendoredPath, TEST_DIRS } from '../../../src/engine/files/kinds.js';
import { skipByPath } from '../../../src/engine/files/skip.js';
import { configFormatOf as secretsFormatOf, isLockfile as secretsIsLockfile, isTestFixturePath } from '../../../src/engine/secrets/file-kinds.js';
import { fileKindOf } from '../../../src/services/file-kinds.js';

describe('files/kinds', () => {
  it('a vendored folder is skipped by the engine and never read for configuration values', () => {
    for (const dir of ['node_modules', 'third_party', '.venv', 'site-packages', 'vendor']) {
      expect(skipByPath(`${dir}/pkg/index.js`)).toBe('vendored');
      expect(configFormatOf(`${dir}/pkg/application.properties`)).toBeUndefined();
      expect(isVendoredPath(`app\\${dir}\\x.yml`)).toBe(true);
    }
    expect(configFormatOf('src/main/resources/application.properties')).toBe('properties');
  });

  it('lockfiles are one list, whatever the case, for skipping, configuration and secrets', () => {
    for (const name of ['Gemfile.lock', 'gemfile.lock', 'bun.lock', 'packages.lock.json', 'pnpm-lock.yaml', 'package-lock.json']) {
      expect(isLockfile(`a/${name}`)).toBe(true);
      expect(skipByPath(`a/${name}`)).toBe('lockfile');
      expect(secretsIsLockfile(`a/${name}`)).toBe(true);
      expect(configFormatOf(`a/${name}`)).toBeUndefined();
    }
    expect(isLockfile('src/lock.ts')).toBe(false);
  });

  it('configuration formats have one set of names: the values reader takes a subset of them', () => {
    for (const p of ['.env', 'deploy/.env.production', 'config/app.yaml', 'x.properties', 'settings.json']) {
      expect(configFormatOf(p)).toBe(fileFormatOf(p));
      expect(secretsFormatOf(p)).toBe(fileFormatOf(p));
    }
    expect(configFormatOf('tsconfig.json')).toBeUndefined();
    expect(configFormatOf('app.toml')).toBeUndefined();
    expect(fileFormatOf('app.toml')).toBe('toml');
  });

  it('test and fixture folders mean the same to secrets and to learnings', () => {
    for (const dir of TEST_DIRS) {
      expect(isTestFixturePath(`pkg/${dir}/a.py`)).toBe(true);
      expect(fileKindOf(`pkg/${dir}/a.py`)?.kind).toBe('test');
    }
    for (const dir of FIXTURE_DIRS) {
      expect(isTestFixturePath(`pkg/${dir}/a.json`)).toBe(true);
      expect(fileKindOf(`pkg/${dir}/a.json`)?.kind).toBe('fixture');
    }
    expect(isTestFixturePath('src/app.py')).toBe(false);
  });
});
