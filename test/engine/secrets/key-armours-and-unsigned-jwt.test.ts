/**
 * Private keys in every armour (PEM labels, SSH2, PuTTY, PGP), written plainly, inside a string
 * literal with `\n` escapes, or as a `.env` value; and unsigned JWTs, which are not credentials
 * even under a secret-looking name.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

/** Seeded: every run draws the same values, so a failure reproduces. */
const random = seededRandom(5505);

const bodyLines = (bytes = 900): string[] => random.bytes(bytes).toString('base64').match(/.{1,64}/g) ?? [];
const b64url = (text: string): string => Buffer.from(text).toString('base64url');
const ruleIds = (path: string, content: string): string[] => scanSecrets({ path, content }).map((f) => f.ruleId);

const ARMOURS: [string, string, string][] = [
  ['-----BEGIN OPENSSH PRIVATE KEY-----', '-----END OPENSSH PRIVATE KEY-----', 'private-key-openssh'],
  ['-----BEGIN EC PRIVATE KEY-----', '-----END EC PRIVATE KEY-----', 'private-key-ec'],
  ['-----BEGIN ENCRYPTED PRIVATE KEY-----', '-----END ENCRYPTED PRIVATE KEY-----', 'private-key-encrypted'],
  ['-----BEGIN PRIVATE KEY-----', '-----END PRIVATE KEY-----', 'private-key-pkcs8'],
  ['-----BEGIN RSA PRIVATE KEY-----', '-----END RSA PRIVATE KEY-----', 'private-key-rsa'],
  ['-----BEGIN PGP PRIVATE KEY BLOCK-----', '-----END PGP PRIVATE KEY BLOCK-----', 'private-key-pgp'],
  ['---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----', '---- END SSH2 ENCRYPTED PRIVATE KEY ----', 'private-key-ssh2'],
];

describe('private keys in every armour', () => {
  for (const [begin, end, id] of ARMOURS) {
    it(`${id}: plain, in a JS string with \\n escapes, in a .env value, in a Java string`, () => {
      const lines = [begin, ...bodyLines(), end];
      expect(ruleIds('keys/server.key', lines.join('\n'))).toContain(id);
      expect(ruleIds('src/keys.js', `const KEY = "${lines.join('\\n')}\\n";\n`)).toContain(id);
      expect(ruleIds('.env', `SIGNING_KEY="${lines.join('\\n')}"\n`)).toContain(id);
      expect(ruleIds('src/Keys.java', `class Keys { static final String K = "${lines.join('\\n')}"; }\n`)).toContain(id);
    });
    it(`${id}: the armour alone or with a placeholder body is not a key`, () => {
      expect(ruleIds('src/pem.js', `const HEADER = "${begin}";\nconst FOOTER = "${end}";\n`)).not.toContain(id);
      expect(ruleIds('README.md', `${begin}\n...your key here...\n${end}\n`)).not.toContain(id);
    });
  }

  it('a legacy encrypted PEM (Proc-Type and DEK-Info headers) is still reported', () => {
    const text = ['-----BEGIN RSA PRIVATE KEY-----', 'Proc-Type: 4,ENCRYPTED', 'DEK-Info: AES-128-CBC,2AF25325A9B286F4CBD8EA1D4F6E0C2B', '', ...bodyLines(), '-----END RSA PRIVATE KEY-----'];
    expect(ruleIds('.env', `KEY="${text.join('\\n')}"\n`)).toContain('private-key-rsa');
  });

  it('a PuTTY key file is reported; its public half alone is not', () => {
    const pub = bodyLines(150);
    const priv = bodyLines(400);
    const ppk = ['PuTTY-User-Key-File-3: ssh-ed25519', 'Encryption: none', 'Comment: deploy', `Public-Lines: ${pub.length}`, ...pub, `Private-Lines: ${priv.length}`, ...priv, `Private-MAC: ${random.bytes(32).toString('hex')}`, ''];
    expect(ruleIds('deploy/id.ppk', ppk.join('\n'))).toContain('private-key-putty');
    expect(ruleIds('deploy/id.pub', ['---- BEGIN SSH2 PUBLIC KEY ----', ...pub, '---- END SSH2 PUBLIC KEY ----'].join('\n'))).toEqual([]);
  });
});

describe('unsigned JWTs are not credentials', () => {
  const payload = b64url(JSON.stringify({ sub: '50716845', role: 'admin', iat: 1717000000 }));
  const none = `${b64url('{"alg":"none","typ":"JWT"}')}.${payload}.`;
  const stripped = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${payload}.`;

  it('alg none or an empty signature under a secret name: nothing reported', () => {
    expect(ruleIds('src/auth.js', `const token = "${none}";\n`)).toEqual([]);
    expect(ruleIds('app/settings.py', `SESSION_TOKEN = "${stripped}"\n`)).toEqual([]);
    expect(ruleIds('.env', `AUTH_TOKEN=${none}\n`)).toEqual([]);
  });

  it('a signed token of the same shape is still reported', () => {
    const signed = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${payload}.${random.bytes(32).toString('base64url')}`;
    expect(ruleIds('src/auth.js', `const token = "${signed}";\n`)).toContain('jwt');
  });
});
