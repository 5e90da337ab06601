/**
 * Shapes the sixteenth blind held-out set (bench/secrets/heldout16, a payments company's backend
 * monorepo) found wrong: HSM and PKCS#11 PINs, Consul ACL tokens (UUIDs that are bearer tokens),
 * Spring Cloud Config's `encrypt.key`, a client secret in a form-encoded request body, and a Spring
 * resource location (`file:/…`) under a key name. Each shape has its look-alike that must stay as it
 * was. Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { loadSecretRules, scanSecrets } from '../../../src/engine/secrets/index.js';
import { isSecretName, isUuidCredentialName } from '../../../src/engine/secrets/secret-names.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(16016);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const ALNUM = LOWER + UPPER + DIGITS;
const URLSAFE = ALNUM + '-_';
const HEX = '0123456789abcdef';
const uuid = () => `${from(HEX, 8)}-${from(HEX, 4)}-4${from(HEX, 3)}-a${from(HEX, 3)}-${from(HEX, 12)}`;
const reported = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);
loadSecretRules();

describe('PINs that unlock a cryptographic token', () => {
  it('names an HSM, partition, crypto-officer or PKCS#11 PIN a secret, not a GPIO pin or a certificate pin', () => {
    for (const name of ['hsm-pin', 'partition-pin', 'luna_co_pin', 'user_pin', 'so_pin', 'hsm.slot-pin']) expect(isSecretName(name), name).toBe(true);
    for (const name of ['pin', 'led_pin', 'LED_PIN', 'data-pin', 'cert_pin', 'pin_count']) expect(isSecretName(name), name).toBe(false);
  });

  it('reports a partition PIN in YAML and Ansible vars, not a pin number or a Jinja reference', () => {
    const pin = `${from(ALNUM, 4)}-${from(ALNUM, 4)}-${from(ALNUM, 4)}-${from(ALNUM, 4)}`;
    const yaml = ['hsm:', '  provider: luna', `  partition-pin: ${pin}`, '  slot: 2'].join('\n');
    expect(reported('svc/src/main/resources/application-prod.yml', yaml)).toEqual(['generic-secret:3']);
    const vars = ['luna_slot: 2', `luna_co_pin: "${from(ALNUM, 14)}"`, 'status_led_pin: 13', 'luna_so_pin: "{{ vault_luna_so_pin }}"'].join('\n');
    expect(reported('infra/ansible/roles/luna/defaults/main.yml', vars)).toEqual(['generic-secret:2']);
  });

  it('reports the PIN in a Kubernetes Secret, encoded', () => {
    const pin = Buffer.from(from(ALNUM, 16)).toString('base64');
    const secret = ['apiVersion: v1', 'kind: Secret', 'type: Opaque', 'data:', `  host: ${Buffer.from('hsm-01.internal').toString('base64')}`, `  hsm-pin: ${pin}`].join('\n');
    expect(reported('k8s/secret.yaml', secret)).toEqual(['generic-secret:6']);
  });
});

describe('Consul ACL tokens', () => {
  it('a UUID under an ACL token name is the token; a UUID under an id name is not', () => {
    expect(isUuidCredentialName('acl-token')).toBe(true);
    expect(isUuidCredentialName('spring.cloud.consul.config.acl-token')).toBe(true);
    const yaml = ['spring:', '  cloud:', '    consul:', `      acl-token: ${uuid()}`, `      instance-id: ${uuid()}`].join('\n');
    expect(reported('svc/src/main/resources/bootstrap.yml', yaml)).toEqual(['generic-secret:4']);
    expect(reported('svc/src/main/resources/bootstrap.yml', '      acl-token: ${CONSUL_HTTP_TOKEN}')).toEqual([]);
  });
});

describe("Spring Cloud Config's encrypt.key", () => {
  it('reports the symmetric key, not the key-store settings beside it', () => {
    expect(reported('svc/bootstrap.yml', ['encrypt:', `  key: ${from(ALNUM, 32)}`].join('\n'))).toEqual(['generic-secret:2']);
    expect(reported('svc/bootstrap.yml', ['encrypt:', '  key: ${ENCRYPT_KEY}'].join('\n'))).toEqual([]);
    const store = ['encrypt:', '  key-store:', '    location: classpath:/config-server.jks', '    alias: config', '    password: ${CONFIG_KEYSTORE_PASSWORD}'].join('\n');
    expect(reported('svc/bootstrap.yml', store)).toEqual([]);
  });
});

describe('a form-encoded request body', () => {
  it('reports the client secret of a token request body, not its references or its client id', () => {
    const http = (body: string) => ['### Token', 'POST https://auth.example.test/oauth2/token', 'Content-Type: application/x-www-form-urlencoded', '', body].join('\n');
    const secret = from(URLSAFE, 42);
    expect(reported('svc/http/requests.http', http(`grant_type=client_credentials&client_id=svc-cli&client_secret=${secret}`))).toEqual(['generic-secret:5']);
    expect(reported('svc/http/requests.http', http('grant_type=client_credentials&client_id={{client_id}}&client_secret={{client_secret}}'))).toEqual([]);
    expect(reported('svc/http/requests.http', http(`grant_type=client_credentials&client_id=${from(ALNUM, 24)}&scope=payments`))).toEqual([]);
  });
});

describe('Spring resource locations', () => {
  it('a file: or classpath: location under a key name names where the key is kept', () => {
    const props = ['bank.sftp.private-key=file:/etc/tallypay/keys/bank_sftp_ed25519', 'jwt.signing-key=classpath:keys/jwt-signing.pem', `bank.sftp.password=${from(ALNUM, 20)}`].join('\n');
    expect(reported('svc/src/main/resources/application-prod.properties', props)).toEqual(['generic-secret:3']);
  });
});
