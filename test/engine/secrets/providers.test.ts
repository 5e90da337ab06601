import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signedJwt(secret: string): string {
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '42', scope: 'admin' })}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
/** Deterministic base64 key material, 64 characters a line. */
const body = (n: number, seed: number) => {
  let out = '';
  for (let i = 0; out.length < n; i++) out += createHash('sha256').update(`${seed}:${i}`).digest('base64').replace(/=/g, '');
  return out.slice(0, n).match(/.{1,64}/g)!.join('\n');
};

describe('provider rules', () => {
  it('JWT: reported when signed with a real secret, quiet when signed with a documentation secret', () => {
    const real = scanSecrets({ path: 'client.py', content: `TOKEN = "${signedJwt('k3R9!qZ-production-signing')}"\n` });
    expect(real.map((f) => f.ruleId)).toEqual(['jwt']);
    expect(scanSecrets({ path: 'README.md', content: `    ${signedJwt('secret')}\n` })).toEqual([]);
    expect(scanSecrets({ path: 'README.md', content: `    ${signedJwt('your-256-bit-secret')}\n` })).toEqual([]);
  });

  it('PEM private key: reported from its BEGIN line, where a reader looks for it', () => {
    const text = `# deploy key\n-----BEGIN RSA PRIVATE KEY-----\n${body(1600, 7)}\n-----END RSA PRIVATE KEY-----\n`;
    const [finding] = scanSecrets({ path: 'ops/id_rsa', content: text });
    expect([finding.ruleId, finding.lineNumber, finding.column, finding.severity]).toEqual(['private-key-rsa', 2, 1, 'critical']);
    expect(finding.endLineNumber).toBeGreaterThan(20);
    expect(finding.codeSnippet).toMatch(/^.{4}\*\*\*\*$/);
  });

  it('PEM blocks without key material, certificates and public keys are quiet', () => {
    const cert = `-----BEGIN CERTIFICATE-----\n${body(1200, 3)}\n-----END CERTIFICATE-----\n-----BEGIN PUBLIC KEY-----\n${body(400, 5)}\n-----END PUBLIC KEY-----\n`;
    expect(scanSecrets({ path: 'tls/server.crt', content: cert })).toEqual([]);
    expect(scanSecrets({ path: 'a.js', content: 'const k = "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----";' })).toEqual([]);
  });

  it('GCP service-account JSON: one finding by the GCP rule, not a second one for its PEM key', () => {
    const key = `-----BEGIN PRIVATE KEY-----\\n${body(1600, 11).split('\n').join('\\n')}\\n-----END PRIVATE KEY-----\\n`;
    const json = `{\n  "type": "service_account",\n  "project_id": "p",\n  "private_key": "${key}",\n  "client_email": "x@p.iam.gserviceaccount.com"\n}\n`;
    const findings = scanSecrets({ path: 'sa.json', content: json });
    expect(findings.map((f) => [f.ruleId, f.lineNumber])).toEqual([['gcp-service-account-key', 4]]);
    expect(findings[0].title).toContain('GCP');
  });

  it('base64 values are judged by what they encode', () => {
    const secretB64 = Buffer.from('Vq7#pL2!xR9@mK4z').toString('base64');
    const placeholderB64 = Buffer.from('not my real password').toString('base64');
    const yaml = `data:\n  password: ${secretB64}\n  token: ${placeholderB64}\n`;
    expect(scanSecrets({ path: 'k8s/secret.yaml', content: yaml }).map((f) => f.lineNumber)).toEqual([2]);
  });

  it('URL passwords are judged after percent-decoding', () => {
    expect(scanSecrets({ path: 'pip.conf', content: 'index-url = https://user:he%2F%2Fo@pypi.company.com/simple\n' })).toEqual([]);
    expect(scanSecrets({ path: 'pip.conf', content: 'index-url = https://ci:Qm7%21vT9xLp2z@pypi.acme.io/simple\n' }).map((f) => f.ruleId)).toEqual(['url-credentials']);
  });

  it('example and sample folders are treated like test fixtures', () => {
    const token = 'glpat-' + 'Zq8xW2vN4mK7pL9rT3yB';
    expect(scanSecrets({ path: 'examples/ci/.env', content: `GITLAB_TOKEN=${token}\n` })[0].severity).toBe('informative');
    expect(scanSecrets({ path: 'src/ci/.env', content: `GITLAB_TOKEN=${token}\n` })[0].severity).toBe('critical');
  });

  it('a provider token inside a longer base64 run (an image, a bundle) is not a token', () => {
    const blob = 'iVBORw0KGgo' + 'ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5' + 'QmFzZTY0';
    expect(scanSecrets({ path: 'logo.svg', content: `<image href="data:image/png;base64,${blob}"/>` })).toEqual([]);
  });
});
