import { describe, expect, it } from 'vitest';
import { configFormatOf, placeholderKey, readConfigValues, resolvePlaceholders } from '../../../src/engine/config/index.js';

describe('configFormatOf', () => {
  it('recognises configuration files and ignores lockfiles, vendored and other files', () => {
    expect(configFormatOf('src/main/resources/application.properties')).toBe('properties');
    expect(configFormatOf('.env')).toBe('dotenv');
    expect(configFormatOf('deploy/.env.production')).toBe('dotenv');
    expect(configFormatOf('config/app.yml')).toBe('yaml');
    expect(configFormatOf('config/settings.json')).toBe('json');
    expect(configFormatOf('package-lock.json')).toBeUndefined();
    expect(configFormatOf('node_modules/x/config.json')).toBeUndefined();
    expect(configFormatOf('src/Main.java')).toBeUndefined();
  });
});

describe('resolvePlaceholders', () => {
  const values = new Map([
    ['app.algo', 'MD5'],
    ['a', '${b}'],
    ['b', '${a}'],
  ]);
  it('resolves keys, defaults and nesting, and refuses what it cannot know', () => {
    expect(resolvePlaceholders('${app.algo}', values)).toBe('MD5');
    expect(resolvePlaceholders('${missing:SHA-256}', values)).toBe('SHA-256');
    expect(resolvePlaceholders('${missing:${app.algo}}', values)).toBe('MD5');
    expect(resolvePlaceholders('algo=${app.algo}!', values)).toBe('algo=MD5!');
    expect(resolvePlaceholders('${missing}', values)).toBeUndefined();
    expect(resolvePlaceholders('${a}', values)).toBeUndefined(); // a cycle
    expect(resolvePlaceholders('no placeholders', values)).toBe('no placeholders');
  });

  it('extracts the key of a whole-value placeholder', () => {
    expect(placeholderKey('${app.algo}')).toEqual({ key: 'app.algo' });
    expect(placeholderKey('${app.algo:SHA-256}')).toEqual({ key: 'app.algo', fallback: 'SHA-256' });
    expect(placeholderKey('prefix ${x}')).toBeUndefined();
  });
});

describe('readConfigValues', () => {
  it('merges every format, Spring application files taking precedence', () => {
    const values = readConfigValues([
      { path: 'src/main/resources/application-dev.properties', content: 'hash.algorithm=SHA-1\n' },
      { path: 'src/main/resources/application.yml', content: 'hash:\n  algorithm: SHA-256\ncipher: ${CIPHER:AES/GCM/NoPadding}\n' },
      { path: 'config/other.properties', content: 'hash.algorithm=MD5\nlegacy.algo=DES\n' },
      { path: '.env', content: 'API_URL=http://internal\n' },
      { path: 'settings.json', content: Buffer.from('{"feature": {"flag": false}}') },
      { path: 'src/Main.java', content: 'hash.algorithm=MD2' },
    ]);
    expect(values.get('hash.algorithm')).toBe('SHA-256');
    expect(values.get('legacy.algo')).toBe('DES');
    expect(values.get('API_URL')).toBe('http://internal');
    expect(values.get('feature.flag')).toBe('false');
    expect(values.get('cipher')).toBe('AES/GCM/NoPadding');
  });

  it('resolves placeholders between files and leaves unknown ones as written', () => {
    const values = readConfigValues([
      { path: 'application.properties', content: 'app.algo=${ALGO}\napp.other=${nowhere}\n' },
      { path: '.env', content: 'ALGO=MD5\n' },
    ]);
    expect(values.get('app.algo')).toBe('MD5');
    expect(values.get('app.other')).toBe('${nowhere}');
  });

  it('adds the Spring canonical (kebab-case) form of camelCase and snake_case keys', () => {
    const values = readConfigValues([{ path: 'application.properties', content: 'app.hashAlgorithm=MD5\napp.cipher_mode=ECB\napp.key-size=128\n' }]);
    expect(values.get('app.hash-algorithm')).toBe('MD5');
    expect(values.get('app.hashAlgorithm')).toBe('MD5');
    expect(values.get('app.cipher-mode')).toBe('ECB');
    expect(values.get('app.key-size')).toBe('128');
  });

  it('ignores a byte order mark at the start of a file', () => {
    const values = readConfigValues([
      { path: 'a.properties', content: '\uFEFFalgo=MD5\n' },
      { path: 'b.json', content: Buffer.from('\uFEFF{"cipher": "DES"}', 'utf8') },
    ]);
    expect(values.get('algo')).toBe('MD5');
    expect(values.get('cipher')).toBe('DES');
  });

  it('is deterministic whatever the order of the files', () => {
    const a = { path: 'b/x.properties', content: 'k=1\n' };
    const b = { path: 'a/x.properties', content: 'k=2\n' };
    expect(readConfigValues([a, b]).get('k')).toBe('2');
    expect(readConfigValues([b, a]).get('k')).toBe('2');
  });
});
