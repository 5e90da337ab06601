/**
 * Shapes the eighth blind held-out set (bench/secrets/heldout8, an infrastructure / platform
 * repository) found missing or misjudged: HashiCorp UUID tokens (Consul and Nomad ACL tokens, Vault
 * AppRole secret ids) and gossip keys, Vault unseal keys in `vault operator init` JSON, DigitalOcean
 * Spaces keys, Backblaze B2 keys, Oracle JDBC thin URLs, a SAS token that is a whole value, a curl
 * command continued over lines, HAProxy `insecure-password` / `stats auth`, credential headers set by
 * a proxy, PgBouncer auth files, keys named by their provider, `random_password` results in Terraform
 * state; and a false alarm on an htpasswd entry (`user:$apr1$…`).
 * Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(8808);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const ALNUM = LOWER + UPPER + DIGITS;
const B64 = ALNUM + '+/';
const HEX = '0123456789abcdef';
const uuid = (): string => `${from(HEX, 8)}-${from(HEX, 4)}-4${from(HEX, 3)}-a${from(HEX, 3)}-${from(HEX, 12)}`;
const found = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);

describe('HashiCorp configuration', () => {
  it('Consul and Nomad ACL tokens under the names the tools read them from; other UUIDs stay ids', () => {
    const env = `CONSUL_HTTP_TOKEN=${uuid()}\nNOMAD_TOKEN=${uuid()}\nCONSUL_NODE_ID=${uuid()}\n`;
    expect(found('.env', env)).toEqual(['hashicorp-acl-token:1', 'hashicorp-acl-token:2']);
    const hcl = `datacenter = "eu1"\nacl {\n  enabled = true\n  tokens {\n    agent = "${uuid()}"\n  }\n}\nnode_id = "${uuid()}"\n`;
    expect(found('consul/client.hcl', hcl)).toEqual(['hashicorp-acl-token:5']);
    const vault = `storage "consul" {\n  address = "127.0.0.1:8500"\n  token   = "${uuid()}"\n}\n`;
    expect(found('vault/server.hcl', vault)).toEqual(['hashicorp-acl-token:3']);
    expect(found('roles/consul/defaults/main.yml', `consul_acl_master_token: "${uuid()}"\n`)).toEqual(['hashicorp-acl-token:1']);
    expect(found('roles/consul/defaults/main.yml', 'consul_acl_master_token: "{{ vault_consul_acl_master }}"\n')).toEqual([]);
  });

  it("a Vault AppRole secret_id is a credential, its role_id is not", () => {
    const json = JSON.stringify({ role_id: uuid(), secret_id: uuid() }, null, 2);
    expect(found('vault/approle/ci.json', json)).toEqual(['hashicorp-acl-token:3']);
    expect(found('vault/approle/ci.json', JSON.stringify({ role_id: uuid() }, null, 2))).toEqual([]);
  });

  it('gossip encryption keys: 32 or 16 bytes of base64 under encrypt; booleans and templates are not', () => {
    const json = JSON.stringify({ datacenter: 'eu1', encrypt: `${from(B64, 43)}=`, encrypt_verify_incoming: true }, null, 2);
    expect(found('consul/server.json', json)).toEqual(['consul-gossip-encryption-key:3']);
    expect(found('roles/consul/defaults/main.yml', `consul_encrypt: "${from(B64, 22)}=="\n`)).toEqual(['consul-gossip-encryption-key:1']);
    expect(found('roles/consul/defaults/main.yml', 'consul_encrypt: "{{ vault_consul_encrypt }}"\n')).toEqual([]);
  });

  it('every unseal key share of `vault operator init -format=json` output', () => {
    const keys = [1, 2, 3].map(() => `${from(B64, 43)}=`);
    const json = JSON.stringify({ unseal_keys_b64: keys, unseal_threshold: 2, root_token: `hvs.${from(ALNUM, 24)}` }, null, 2);
    expect(found('vault/init.json', json).sort()).toEqual(['generic-secret:3', 'generic-secret:4', 'generic-secret:5', 'generic-secret:8'].sort());
    const ids = JSON.stringify({ key_ids: [uuid(), uuid()] }, null, 2);
    expect(found('vault/keys.json', ids)).toEqual([]);
  });
});

describe('cloud storage keys and connection strings', () => {
  it('a DigitalOcean Spaces key id with its secret, in Terraform and in an .s3cfg', () => {
    const tf = `provider "digitalocean" {\n  spaces_access_id  = "DO00${from(UPPER + DIGITS, 16)}"\n  spaces_secret_key = "${from(B64, 43)}"\n}\n`;
    expect(found('envs/dr/providers.tf', tf)).toEqual(['digitalocean-spaces-key:2', 'digitalocean-spaces-key:3']);
    const s3cfg = `[default]\naccess_key = DO00${from(UPPER + DIGITS, 16)}\nsecret_key = ${from(B64, 43)}\nhost_base = fra1.digitaloceanspaces.com\n`;
    expect(found('ops/.s3cfg', s3cfg)).toEqual(['digitalocean-spaces-key:2', 'digitalocean-spaces-key:3']);
  });

  it("a Backblaze B2 key under rclone's key; K00 inside other text is not one", () => {
    expect(found('ops/rclone.conf', `[b2]\ntype = b2\naccount = ${from(HEX, 12)}\nkey = K00${from(ALNUM, 28)}\n`)).toEqual(['backblaze-application-key:4']);
    expect(found('ops/blob.txt', `data = "MIIBK00${from(ALNUM, 28)}"\n`)).toEqual([]);
  });

  it('an Oracle JDBC thin URL with user/password; without a password it is only an address', () => {
    const props = `jdbc.url=jdbc:oracle:thin:billing/${from(ALNUM, 18)}@//ora.acme.internal:1521/BILL\njdbc.replica=jdbc:oracle:thin:@//ora2.acme.internal:1521/BILL\n`;
    expect(found('conf/billing.properties', props)).toEqual(['jdbc-oracle-password:1']);
  });

  it('an Azure SAS token that is a whole value, not a URL query', () => {
    const sig = encodeURIComponent(`${from(B64, 43)}=`);
    const tfvars = `backup_sas = "sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:59:59Z&spr=https&sig=${sig}"\n`;
    expect(found('azure/terraform.tfvars', tfvars)).toEqual(['azure-sas-token:1']);
  });

  it("Terraform state: a random_password's result is the password; other results are not", () => {
    const state = JSON.stringify({
      version: 4,
      resources: [
        { mode: 'managed', type: 'random_id', name: 'suffix', instances: [{ attributes: { hex: from(HEX, 8), result: from(HEX, 8) } }] },
        { mode: 'managed', type: 'random_password', name: 'db', instances: [{ attributes: { length: 24, result: from(ALNUM, 24) } }] },
      ],
    }, null, 2);
    const line = state.split('\n').findIndex((l) => l.includes('"length": 24')) + 2;
    expect(found('envs/dev/terraform.tfstate.backup', state)).toEqual([`generic-secret:${line}`]);
  });
});

describe('proxies, poolers and scripts', () => {
  it('HAProxy insecure-password and stats auth; crypt hashes and references are not secrets', () => {
    const cfg = [
      'userlist admins',
      `  user ops password $6$${from(ALNUM, 16)}$${from(ALNUM, 86)}`,
      `  user deploy insecure-password ${from(ALNUM, 20)}`,
      'frontend stats',
      `  stats auth admin:${from(ALNUM, 18)}`,
      '  stats auth viewer:"$HAPROXY_VIEWER_PASSWORD"',
    ].join('\n');
    expect(found('haproxy/haproxy.cfg', cfg + '\n')).toEqual(['generic-secret:3', 'generic-secret:5']);
  });

  it('a credential header set by nginx or Apache; variables and other headers are not', () => {
    const conf = [
      'location /partner/ {',
      `  proxy_set_header X-Api-Key ${from(ALNUM, 40)};`,
      '  proxy_set_header X-Auth-Token $partner_token;',
      '  proxy_set_header X-Request-Id $request_id;',
      '}',
      `RequestHeader set X-Auth-Token "${from(ALNUM, 32)}"`,
    ].join('\n');
    expect(found('nginx/conf.d/partner.conf', conf + '\n')).toEqual(['generic-secret:2', 'generic-secret:6']);
  });

  it('a PgBouncer auth file: a plain password is reported, md5 and SCRAM stored forms are not', () => {
    const userlist = [
      `"app" "SCRAM-SHA-256$4096:${from(B64, 22)}==$${from(B64, 43)}=:${from(B64, 43)}="`,
      `"stats" "md5${from(HEX, 32)}"`,
      `"admin" "${from(ALNUM, 22)}"`,
    ].join('\n');
    expect(found('pgbouncer/userlist.txt', userlist + '\n')).toEqual(['generic-secret:3']);
    expect(found('notes/quotes.txt', `"admin" "${from(ALNUM, 22)}"\n`)).toEqual([]);
  });

  it('curl -u user:token on a continued line of a curl command', () => {
    const sh = `curl -X POST "https://api.twilio.com/2010-04-01/Accounts/AC${from(HEX, 32)}/Messages.json" \\\n  -u "AC${from(HEX, 32)}:${from(HEX, 32)}" \\\n  --data-urlencode "Body=$1"\n`;
    expect(found('scripts/sms.sh', sh)).toEqual(['cli-basic-auth:2']);
    expect(found('scripts/sms.sh', 'curl -X POST "https://api.acme.io/x" \\\n  -u "$SID:$TOKEN"\n')).toEqual([]);
  });
});

describe('names and stored forms', () => {
  it("a key named by its provider (Honeycomb, SendGrid), nested or flat; a public provider's key name is not enough", () => {
    expect(found('helm/values-prod.yaml', `honeycomb:\n  key: ${from(ALNUM, 22)}\n`)).toEqual(['generic-secret:2']);
    expect(found('config/app.env', `SENDGRID_KEY=${from(ALNUM, 40)}\n`)).toEqual(['generic-secret:1']);
    expect(found('config/app.env', `MAPBOX_KEY=${from(ALNUM, 40)}\n`)).toEqual([]);
  });

  it('an htpasswd entry (user:hash) under an auth name is a hash, not a password', () => {
    const secret = `apiVersion: v1\nkind: Secret\nstringData:\n  auth: "prometheus:$apr1$${from(ALNUM, 8)}$${from(ALNUM, 22)}"\n`;
    expect(found('k8s/basic-auth.yaml', secret)).toEqual([]);
    expect(found('k8s/basic-auth.yaml', `stringData:\n  auth: "prometheus:${from(ALNUM, 20)}"\n`)).toEqual(['generic-secret:2']);
  });
});
