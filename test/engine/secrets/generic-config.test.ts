import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';

const SECRET = 'q8T!vR3zLm9Kx2Wp';

function lines(path: string, content: string): number[] {
  return scanSecrets({ path, content }).map((f) => f.lineNumber);
}

describe('generic secrets in configuration formats', () => {
  it('.env: literal values only', () => {
    const env = `# comment\nDB_HOST=db\nDB_PASSWORD=${SECRET}\nAPI_TOKEN=\${API_TOKEN}\nSECRET_KEY=changeme\nSESSION_SECRET="${SECRET}"\n#OLD_PASSWORD=${SECRET}\n`;
    expect(lines('.env.production', env)).toEqual([3, 6]);
  });

  it('properties, YAML, INI and TOML', () => {
    expect(lines('application.properties', `spring.datasource.password=${SECRET}\nspring.datasource.password-length=16\n`)).toEqual([1]);
    expect(lines('config.yml', `db:\n  user: app\n  password: ${SECRET}\n  password_hint: "${SECRET}"\n  token: "{{ vault_token }}"\n`)).toEqual([3]);
    expect(lines('setup.cfg', `[db]\npassword = ${SECRET}\n; password = ${SECRET}\n`)).toEqual([2]);
    expect(lines('config.toml', `[auth]\nclient_secret = "${SECRET}"\n`)).toEqual([2]);
  });

  it('JSON and notebooks', () => {
    expect(lines('appsettings.json', `{\n  "Db": {\n    "Password": "${SECRET}",\n    "PasswordMinLength": "12"\n  }\n}\n`)).toEqual([3]);
    const notebook = JSON.stringify({ cells: [{ cell_type: 'code', source: [`api_key = "${SECRET}"\n`, 'print(api_key)\n'] }] }, null, 1);
    expect(lines('analysis.ipynb', notebook)).toHaveLength(1);
  });

  it('XML elements and key/value attributes', () => {
    const xml = `<config>\n  <password>${SECRET}</password>\n  <add key="ApiKey" value="${SECRET}" />\n  <add key="Title" value="${SECRET}" />\n  <!-- <password>${SECRET}</password> -->\n</config>\n`;
    expect(lines('web.config', xml)).toEqual([2, 3]);
  });

  it('Dockerfile ENV/ARG and shell exports', () => {
    expect(lines('Dockerfile', `FROM node:20\nENV API_TOKEN ${SECRET}\nARG NPM_TOKEN\nENV DB_PASSWORD=\${DB_PASSWORD}\n`)).toEqual([2]);
    expect(lines('deploy.sh', `#!/bin/sh\nexport DB_PASSWORD='${SECRET}'\nexport DB_PASSWORD="$DB_PASSWORD"\n`)).toEqual([2]);
  });

  it('Terraform', () => {
    expect(lines('main.tf', `resource "aws_db_instance" "db" {\n  password = "${SECRET}"\n  password = var.db_password\n}\n`)).toEqual([2]);
  });

  it('not secrets: hashes, UUIDs, SRI, placeholders, short values, sentences', () => {
    const yaml = [
      'api_key: "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b"',
      'token: "sha512-Kq5sNclPz7QV2+lfQIuu3mFuQWd1mFs7YJOHhQXS+Ki0J3Q5Nh6jiR4OEW7fLvS4R7dJcLhXgR3Hk9JpD3bzQ=="',
      'password: "<your-password>"',
      'password: "abc123"',
      'password: "Enter your password here"',
      'secret: xxxxxxxx',
      'password: "********"',
      'access_token: "your_access_token"',
      'password: "%(db_password)s"',
    ].join('\n');
    expect(lines('settings.yaml', yaml)).toEqual([]);
  });

  it('run-together names, key/value objects and languages without a tree', () => {
    expect(lines('.env', `PGPASSWORD=${SECRET}\nPGUSER=etl\n`)).toEqual([1]);
    expect(lines('collection.json', `{"bearer": [ { "key": "token", "value": "${SECRET}aB3dE5" } ]}`)).toEqual([1]);
    expect(lines('wp-config.php', `<?php\ndefine( 'DB_PASSWORD', '${SECRET}' );\ndefine( 'DB_HOST', getenv('DB_HOST') );\n`)).toEqual([2]);
    expect(lines('Uploader.cs', `client.Credentials = new NetworkCredential("uploader", "${SECRET}");\n`)).toEqual([1]);
    expect(lines('main.go', `var cfg = Config{\n\tPassword: "${SECRET}",\n}\nvar p = os.Getenv("DB_PASSWORD")\n`)).toEqual([2]);
    expect(lines('.netrc', `machine api.acme.io login deploy password ${SECRET}\n`)).toEqual([1]);
    expect(lines('conftest.py', `ADMIN_PASSWORD = "${SECRET}"\n`)).toEqual([]);
  });

  it('shapes found by the held-out corpus batches', () => {
    const key = `${SECRET}aB3dE5fG7hJ9kL1m`;
    expect(lines('appsettings.json', `{\n  "Jwt": {\n    "Issuer": "shop",\n    "Key": "${key}"\n  },\n  "Cache": { "Key": "shop:v2:${key}" }\n}\n`)).toEqual([4]);
    expect(lines('values.yaml', `jwt:\n  issuer: shop\n  key: ${key}\ncache:\n  key: ${key}\n`)).toEqual([3]);
    expect(lines('.npmrc', `_auth=${Buffer.from(`deploy:${SECRET}`).toString('base64')}\n`)).toEqual([1]);
    expect(lines('.npmrc', `_auth=${Buffer.from('user:password').toString('base64')}\n`)).toEqual([]);
    expect(lines('001_users.sql', `CREATE USER reporting WITH PASSWORD '${SECRET}';\nALTER USER app IDENTIFIED BY '${SECRET}';\n`)).toEqual([1, 2]);
    expect(lines('join.ps1', `$password = ConvertTo-SecureString "${SECRET}" -AsPlainText -Force\n`)).toEqual([1]);
    expect(lines('Jenkinsfile', "sh \"curl -H 'X-API-Key: Zq8xW2vN4mK7pL9rT3yBaC5d' https://status.acme.io\"\n")).toEqual([1]);
    // The default of an environment read ships with the code and is used wherever the variable is unset.
    expect(lines('main.go', `os.Setenv("AWS_SECRET_ACCESS_KEY", "${key}")\nk := getenvOr("AWS_SECRET_ACCESS_KEY", "${key}")\n`)).toEqual([1, 2]);
    // A settings lookup with a default is not an environment read: its key is not a variable name.
    expect(lines('main.go', `k := cfg.get("aws.secret_access_key", "${key}")\n`)).toEqual([]);
  });

  it('names and values on separate lines: Kubernetes env lists, ECS JSON, Hadoop XML', () => {
    const k8s = `env:\n  - name: DB_HOST\n    value: db\n  - name: DB_PASSWORD\n    value: "${SECRET}"\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef: { name: api, key: token }\n`;
    expect(lines('deploy.yaml', k8s)).toEqual([5]);
    const ecs = `{\n  "environment": [\n    {\n      "name": "DB_PASSWORD",\n      "value": "${SECRET}"\n    }\n  ]\n}\n`;
    expect(lines('task-definition.json', ecs)).toEqual([5]);
    const hadoop = `<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>${SECRET}</value>\n</property>\n`;
    expect(lines('hive-site.xml', hadoop)).toEqual([3]);
  });

  it('typed declarations and command-line flags', () => {
    expect(lines('Config.kt', `val adminPassword: String = "${SECRET}"\n`)).toEqual([1]);
    expect(lines('config.go', `var dbPassword string = "${SECRET}"\n`)).toEqual([1]);
    expect(lines('run.sh', `docker run -e DB_PASSWORD=${SECRET} -e MODE=prod app\n`)).toEqual([1]);
    expect(lines('deploy.sh', `helm upgrade app ./chart --set db.password='${SECRET}'\n`)).toEqual([1]);
    expect(lines('run.sh', 'docker run -e DB_PASSWORD="$DB_PASSWORD" app\n')).toEqual([]);
  });

  it('inline pairs, secret containers and Terraform variable defaults', () => {
    expect(lines('inventory.ini', `[db]\ndb1 ansible_host=10.0.0.5 ansible_password=${SECRET} ansible_user=admin\n`)).toEqual([2]);
    expect(lines('Dockerfile', `ENV MODE=prod DB_PASSWORD=${SECRET}\n`)).toEqual([1]);
    const yaml = `server:\n  port: 8080\nsecrets:\n  jwt: ${SECRET}aB3dE5fG7hJ9\n  note: "see the vault"\nlogging:\n  jwt: ${SECRET}aB3dE5fG7hJ9\n`;
    expect(lines('app.yaml', yaml)).toEqual([4]);
    const json = `{\n  "credentials": {\n    "github": "${SECRET}aB3dE5fG7hJ9"\n  },\n  "github": "${SECRET}aB3dE5fG7hJ9"\n}\n`;
    expect(lines('settings.json', json)).toEqual([3]);
    const tf = `variable "db_password" {\n  type    = string\n  default = "${SECRET}"\n}\nvariable "region" {\n  default = "${SECRET}"\n}\n`;
    expect(lines('variables.tf', tf)).toEqual([3]);
  });

  it('C defines, Rust constants, Makefiles and long options', () => {
    const key = `${SECRET}aB3dE5fG7hJ9`;
    expect(lines('config.h', `#define API_KEY "${key}"\n#define TOKEN_MAX_LEN 64\n`)).toEqual([1]);
    expect(lines('main.rs', `const API_TOKEN: &str = "${key}";\n`)).toEqual([1]);
    expect(lines('Makefile', `DEPLOY_TOKEN := ${key}\nTOKEN_FILE := .token\nAPI_TOKEN ?= $(shell cat .token)\n`)).toEqual([1]);
    expect(lines('docker-compose.yml', `    command: redis-server --requirepass ${key}\n    command: app --api-key=${key}\n    command: app --password-file /run/secrets/pw\n`)).toEqual([1, 2]);
  });

  it('YAML flow mappings', () => {
    expect(lines('app.yaml', `db: {user: app, password: ${SECRET}, port: 5432}\ncache: {password: \${CACHE_PASSWORD}}\n`)).toEqual([1]);
  });

  it('dotted names qualify a lone key; encrypted data is not a secret', () => {
    const key = `${SECRET}aB3dE5fG7hJ9`;
    expect(lines('app.properties', `app.api.key=${key}\napp.cache.key=${key}\n`)).toEqual([1]);
    const sealed = `spec:\n  encryptedData:\n    password: AgB${key}${key}${key}==\n  template:\n    metadata: {}\n`;
    expect(lines('sealed.yaml', sealed)).toEqual([]);
  });

  it('CRLF files: same lines and columns, no carriage return in the snippet', () => {
    const [finding] = scanSecrets({ path: '.env', content: `A=1\r\nDB_PASSWORD=${SECRET}\r\nB=2\r\n` });
    expect([finding.lineNumber, finding.column, finding.endColumn]).toEqual([2, 13, 13 + SECRET.length]);
    expect(finding.codeSnippet).toBe('DB_PASSWORD=q8T!****');
  });

  it('lockfiles: no generic detection', () => {
    expect(lines('package-lock.json', `{"password": "${SECRET}"}`)).toEqual([]);
  });
});
