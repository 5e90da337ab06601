import { describe, expect, it } from 'vitest';
import { classifyRemoteUrl, displayRemoteUrl, splitCredentials, UnsupportedRemoteUrlError } from '../../src/git/index.js';

describe('classifyRemoteUrl', () => {
  it.each([
    ['https://github.com/acme/app.git', 'https'],
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
    'file::/srv/git/app.git',
    'FILE::/srv/git/app.git',
    'Ext::sh -c id',
    'FILE:///srv/git/app.git',
    'File:///srv/git/app.git',
    'HTTPS://example.com/x',
    'SSH://git@example.com/x',
  ])('refuses %j', (url) => {
    expect(() => classifyRemoteUrl(url)).toThrow(UnsupportedRemoteUrlError);
  });

  it('says why an upper-case scheme is refused (git matches schemes case-sensitively)', () => {
    expect(() => classifyRemoteUrl('FILE:///srv/x')).toThrow('Repository URL scheme "FILE" must be written in lowercase ("file://")');
  });
});

describe('splitCredentials', () => {
  it.each([
    ['https://alice:s3cret@example.com/acme/app.git', 'https://example.com/acme/app.git', { username: 'alice', password: 's3cret' }],
    ['https://ghp_tokenOnly@example.com/app.git', 'https://example.com/app.git', { username: 'ghp_tokenOnly', password: '' }],
    ['https://x-access-token:p%40ss%3Aword@example.com:8443/a', 'https://example.com:8443/a', { username: 'x-access-token', password: 'p@ss:word' }],
    ['https://a:b@c@example.com/x', 'https://example.com/x', { username: 'a', password: 'b@c' }],
  ])('takes the credentials out of %s', (url, address, credentials) => {
    expect(splitCredentials(url)).toEqual({ url: address, credentials });
  });

  it.each(['https://example.com/x.git', 'git@example.com:acme/app.git', 'ssh://git@example.com/x', '/srv/git/app.git', 'https://@example.com/x'])(
    'leaves %s without credentials',
    (url) => {
      const split = splitCredentials(url);
      expect(split.credentials).toBeUndefined();
      expect(split.url).toBe(url === 'https://@example.com/x' ? 'https://example.com/x' : url);
    },
  );

  it('refuses a password in an ssh URL and a bad percent-encoding', () => {
    expect(() => splitCredentials('ssh://git:pw@example.com/x')).toThrow(UnsupportedRemoteUrlError);
    expect(() => splitCredentials('https://a:%ZZ@example.com/x')).toThrow(UnsupportedRemoteUrlError);
  });
});

describe('displayRemoteUrl', () => {
  it.each([
    ['/srv/git/app.git', 'app.git'],
    ['/srv/git/app/', 'app'],
    ['file:///home/me/work/shop', 'shop'],
    ['https://alice:tok@example.com/x.git', 'https://example.com/x.git'],
    ['HTTPS://alice:tok@example.com/x.git', 'HTTPS://example.com/x.git'],
    ['git@example.com:acme/app.git', 'git@example.com:acme/app.git'],
  ])('shows %s as %s', (url, shown) => {
    expect(displayRemoteUrl(url)).toBe(shown);
  });
});
