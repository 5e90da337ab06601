/**
 * Shapes the fourteenth blind held-out set (bench/secrets/heldout14, a data and ML platform team)
 * found missing: keys named by ML and data platforms (`KAGGLE_KEY`), a list of accepted API keys,
 * Schema Registry's `basic.auth.user.info`, INI files without an extension (`~/.snowsql/config`),
 * JAAS `user_<name>="…"` passwords, files embedded in YAML strings with escaped newlines, and
 * `confluent api-key store <key> <secret>`. Each shape has its look-alike that must stay quiet.
 * Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';
import { isSecretName } from '../../../src/engine/secrets/secret-names.js';
import { configFormatOfText } from '../../../src/engine/secrets/file-kinds.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(14014);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const ALNUM = LOWER + UPPER + DIGITS;
const HEX = '0123456789abcdef';
const found = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);

describe('names of ML and data platform credentials', () => {
  it('a key qualified by a platform whose key is the account secret', () => {
    for (const name of ['KAGGLE_KEY', 'wandb_key', 'pinecone_key', 'MISTRAL_KEY', 'groq_key', 'weaviate_key']) expect(isSecretName(name)).toBe(true);
    expect(isSecretName('confluent_key')).toBe(false);
    expect(found('ml/fetch.py', `import os\nos.environ["KAGGLE_KEY"] = "${from(HEX, 32)}"\nos.environ["KAGGLE_USERNAME"] = "${from(LOWER, 10)}"\n`)).toEqual(['generic-secret:2']);
  });

  it('a list of accepted API keys, not a list of other keys', () => {
    expect(isSecretName('AUTHENTICATION_APIKEY_ALLOWED_KEYS')).toBe(true);
    expect(isSecretName('api_key_valid_keys')).toBe(true);
    expect(isSecretName('ALLOWED_KEYS')).toBe(false);
    expect(isSecretName('AUTHENTICATION_APIKEY_USERS')).toBe(false);
    const compose = `services:\n  weaviate:\n    environment:\n      AUTHENTICATION_APIKEY_ALLOWED_KEYS: ${from(ALNUM, 32)}\n      AUTHENTICATION_APIKEY_USERS: rag-service\n`;
    expect(found('services/docker-compose.yml', compose)).toEqual(['generic-secret:4']);
  });

  it('basic-auth user info (Schema Registry), not other user info', () => {
    expect(isSecretName('basic.auth.user.info')).toBe(true);
    expect(isSecretName('schema.registry.basic.auth.user.info')).toBe(true);
    expect(isSecretName('user.info')).toBe(false);
    expect(isSecretName('auth.user.name')).toBe(false);
    const props = [
      'basic.auth.credentials.source=USER_INFO',
      `basic.auth.user.info=${from(UPPER + DIGITS, 16)}:${from(ALNUM + '+/', 64)}`,
      'schema.registry.basic.auth.user.info=${SR_KEY}:${SR_SECRET}',
    ].join('\n');
    expect(found('kafka/client.properties', props)).toEqual(['generic-secret:2']);
  });
});

describe('INI files without an extension', () => {
  it('reads a file starting with a section and a key = value line as INI', () => {
    const config = `# snowsql\n[connections]\naccountname = xy12345.eu-west-1\nusername = ANALYST\npassword = ${from(ALNUM, 16)}\n`;
    expect(configFormatOfText('home/.snowsql/config', config)).toBe('ini');
    expect(found('home/.snowsql/config', config)).toEqual(['generic-secret:5']);
  });

  it('leaves other extensionless files and files with an extension as their path says', () => {
    expect(configFormatOfText('home/.ssh/config', 'Host bastion\n  User ops\n')).toBe('text');
    expect(configFormatOfText('notes/README', 'Read me first.\n[link]\n')).toBe('text');
    expect(configFormatOfText('docs/guide.txt', '[section]\nkey = value\n')).toBe('text');
    expect(found('home/.snowsql/config', '[connections]\nusername = ANALYST\npassword = \nauthenticator = externalbrowser\n')).toEqual([]);
  });
});

describe('JAAS login-module users', () => {
  it('reads PlainLoginModule `user_<name>` options as passwords', () => {
    const jaas = [
      'KafkaServer {',
      '  org.apache.kafka.common.security.plain.PlainLoginModule required',
      '  username="admin"',
      `  password="${from(ALNUM, 20)}"`,
      `  user_analytics="${from(ALNUM, 15)}";`,
      '};',
    ].join('\n');
    expect(found('kafka/kafka_server_jaas.conf', jaas)).toEqual(['generic-secret:4', 'generic-secret:5']);
  });

  it('leaves `user_…` settings outside a login module alone', () => {
    expect(found('app/settings.conf', `[db]\nuser_table="${from(ALNUM, 15)}"\n`)).toEqual([]);
    expect(found('kafka/kafka_server_jaas.conf', 'KafkaServer {\n  PlainLoginModule required\n  user_admin="${ADMIN_PASSWORD}";\n};\n')).toEqual([]);
  });
});

describe('files embedded in YAML and JSON strings', () => {
  it('reads the `\\n`-separated settings of an embedded properties file', () => {
    const secret = from(ALNUM + '/+', 40);
    const cm = `apiVersion: v1\nkind: ConfigMap\ndata:\n  hive.properties: "connector.name=hive\\nhive.metastore.uri=thrift://metastore:9083\\nhive.s3.aws-secret-key=${secret}"\n`;
    expect(found('k8s/trino.yaml', cm)).toEqual(['generic-secret:4']);
    const json = `{\n  "catalog": "connector.name=postgresql\\nconnection-user=trino\\nconnection-password=${from(ALNUM, 18)}"\n}\n`;
    expect(found('catalog.json', json)).toEqual(['generic-secret:2']);
  });

  it('not its references, and not in code', () => {
    expect(found('k8s/trino.yaml', 'data:\n  hive.properties: "connector.name=hive\\nhive.s3.aws-secret-key=${ENV:AWS_SECRET_ACCESS_KEY}"\n')).toEqual([]);
    expect(found('src/render.go', `const tpl = "a=b\\nsecret_key=${from(ALNUM, 20)}"\n`).filter((f) => f.startsWith('generic-secret'))).toEqual([]);
  });
});

describe('command lines with a positional secret', () => {
  it('`confluent api-key store <key> <secret>`', () => {
    const sh = `#!/bin/sh\nconfluent api-key store ${from(UPPER + DIGITS, 16)} ${from(ALNUM + '+/', 64)} --resource lkc-${from(LOWER, 5)}\nconfluent api-key store "$KEY" "$SECRET" --resource lkc-abcde\n`;
    expect(found('ops/bootstrap.sh', sh)).toEqual(['generic-secret:2']);
  });
});

describe('new patterns on adversarial input', () => {
  it('finish in linear time on long runs of what they repeat', { timeout: 60_000 }, () => {
    const inputs: [string, string][] = [
      ['k8s/cm.yaml', `data:\n  f: "${'\\n'.repeat(60_000)}"\n`],
      ['k8s/cm.yaml', `data:\n  f: "${'\\na'.repeat(40_000)}"\n`],
      ['kafka/jaas.conf', `LoginModule required\n${'user_'.repeat(50_000)}\n`],
      ['ops/run.sh', `confluent api-key store ${'a '.repeat(60_000)}\n`],
      ['home/.tool/config', `${' '.repeat(200_000)}\n[x]\n`],
    ];
    for (const [path, content] of inputs) {
      const started = performance.now();
      scanSecrets({ path, content });
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });
});
