import { describe, expect, it } from 'vitest';
import { classifyRemoteUrl, UnsupportedRemoteUrlError } from '../../src/git/index.js';

describe('classifyRemoteUrl', () => {
  it.each([
    ['https://github.com/acme/app.git', 'https'],
    ['HTTPS://example.com/x', 'https'],
    ['https://user:token@example.com/x.git', 'https'],
    ['ssh://git@example.com:2222/acme/app.git', 'ssh'],
    ['git@github.com:acme/app.git', 'ssh'],
    ['example.com:acme/app.git', 'ssh'],
    ['/srv/git/app.git', 'local'],
    ['/tmp/dir with space/répo', 'local'],
    ['file:///srv/git/app.git', 'local'],
  ])('accepts %s as %s', (url, kind) => {
    expect(classifyRemoteUrl(url)).toBe(kind);
  });

  it.each([
    'ext::sh -c touch% /tmp/pwned',
    'fd::17',
    'http://example.com/app.git',
    'git://example.com/app.git',
    'ftp://example.com/app.git',
    '--upload-pack=touch /tmp/pwned',
    '-uevil',
    'relative/path',
    './repo',
    '',
    ' https://example.com/x',
    'https://example.com/x\n--foo',
    'https::https://example.com/x',
  ])('refuses %j', (url) => {
    expect(() => classifyRemoteUrl(url)).toThrow(UnsupportedRemoteUrlError);
  });
});
