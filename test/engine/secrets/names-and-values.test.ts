import { describe, expect, it } from 'vitest';
import { judgeGenericValue } from '../../../src/engine/secrets/generic-judge.js';
import { isMachineCredentialName, isSecretName } from '../../../src/engine/secrets/secret-names.js';
import { loadSecretRules } from '../../../src/engine/secrets/index.js';
import { characterClasses, shannonEntropy } from '../../../src/engine/secrets/entropy.js';

describe('secret names', () => {
  it.each([
    'password', 'DB_PASSWORD', 'dbPassword', 'spring.datasource.password', 'PGPASSWORD', 'pwd', 'MYSQL_PWD', 'passphrase',
    'secret', 'client_secret', 'clientSecret', 'SECRET_KEY', 'secret_key_base', 'api_key', 'apiKey', 'x-api-key', 'ApiKey',
    'access_token', 'AUTH_TOKEN', 'refreshToken', 'private_key', 'privateKey', 'aws_secret_access_key', 'credentials',
    'Authorization', 'password2',
  ])('%s names a secret', (name) => expect(isSecretName(name)).toBe(true));

  it.each([
    'password_length', 'passwordHash', 'password_hint', 'token_type', 'tokenizer', 'nextToken', 'pageToken', 'csrf_token',
    'lastSignificantToken', 'key', 'cache_key', 'public_key', 'publishable_key', 'secret_name', 'api_key_header', 'keyboard',
    'passwordInputId', 'secretOrKeyProvider', 'token_url',
  ])('%s does not', (name) => expect(isSecretName(name)).toBe(false));

  it('tells human passwords from machine credentials', () => {
    expect(isMachineCredentialName('DB_PASSWORD')).toBe(false);
    expect(isMachineCredentialName('PGPASSWORD')).toBe(false);
    expect(isMachineCredentialName('api_key')).toBe(true);
    expect(isMachineCredentialName('AUTH_TOKEN')).toBe(true);
  });
});

describe('secret values', () => {
  const rule = loadSecretRules().generic;
  it.each([
    'hunter2!Xy7', 'Tr0ub4dor&3xQ', 'q8T!vR3zLm9Kx2Wp', 'aB3dE5fG7hJ9kL1mN3pQ5rS7', 'TjREQCUhUENocTkhMTNi',
    'imS-2wjq&M2!eLD', 'nwT%Ni_79%4!C09', '5f4dcc3b5aa765d61d8327deb882cf995f4dcc3b', 'k9|Tq4!vW8zR2m',
  ])('%s is a secret', (value) => expect(judgeGenericValue(value, rule)).toEqual({ secret: true }));

  it.each([
    ['', 'too short'], ['abc123', 'too short'], ['${DB_PASSWORD}', 'template'], ['{{ vault_pw }}', 'template'], ['%(pw)s', 'template'],
    ['$DB_PASSWORD', 'template'], ['process.env.DB_PASSWORD', 'environment'], ['changeme', 'placeholder'], ['<your-api-key>', 'placeholder'],
    ['xxxxxxxxxxxx', 'placeholder'], ['********', 'placeholder'], ['your_api_key_here', 'placeholder'], ['dummy-secret-value', 'placeholder'],
    ['sha512-abcdefghijklmnopqrstuvwxyz0123456789', 'digest'],
    ['$2b$12$KIXQJ3Q5Nh6jiR4OEW7fLvS4R7dJcLhXgR3Hk9JpD3bzQxYzA1b2c', 'password hash'], ['https://vault.acme.io/v1/db', 'url'],
    ['/run/secrets/db_password', 'url or path'], ['auth.password.invalid', 'identifier'], ['Enter your password', 'whitespace'],
    ['?NoLineTerminatorHere', 'words'], ['generate-with-openssl-rand-hex-32', 'words'], ['AES/GCM/NoPadding', 'words'],
    ['123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11', 'documentation sample'], ['auth[1],', 'code expression'],
    ['bm90IG15IHJlYWwgcGFzc3dvcmQ=', 'base64 of a non-secret'], ['passwordInput', 'word'], ['urn:uuid:1234abcd', 'url'],
    ['required|min:10', 'rule list'], ['required|string|min:8|confirmed', 'rule list'],
  ])('%s is not (%s)', (value) => expect(judgeGenericValue(value, rule).secret).toBe(false));

  it('a UUID is an id under token and key names, but a password under a password name', () => {
    expect(judgeGenericValue('3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b', rule, true)).toEqual({ secret: false, reason: 'uuid' });
    expect(judgeGenericValue('3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b', rule, false)).toEqual({ secret: true });
  });

  it('needs 16 characters for a machine credential', () => {
    expect(judgeGenericValue('hunter2!Xy7', rule, true).secret).toBe(false);
    expect(judgeGenericValue('hunter2!Xy7Qz8fK2p', rule, true).secret).toBe(true);
  });

  it('measures entropy and character classes', () => {
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
    expect(characterClasses('aA1!')).toBe(4);
    expect(characterClasses('abc')).toBe(1);
  });
});
