import { describe, expect, it } from 'vitest';
import { scanSecrets, scanSecretsAsync } from '../../../src/engine/secrets/index.js';
import { parseSource } from '../../../src/engine/parse/parser.js';

const SECRET = 'hunter2!Xy7Qz8fK2pLw';

async function generic(path: string, content: string) {
  const findings = await scanSecretsAsync({ path, content });
  return findings.filter((f) => f.ruleId === 'generic-secret');
}

describe('generic secrets in code, read through the tree', () => {
  it('Python: a literal password is reported, an environment read is not', async () => {
    expect(await generic('app/db.py', `password = "${SECRET}"\n`)).toHaveLength(1);
    expect(await generic('app/db.py', 'password = os.environ["DB_PASSWORD"]\n')).toHaveLength(0);
    expect(await generic('app/db.py', 'password = os.getenv("DB_PASSWORD", "")\n')).toHaveLength(0);
    expect(await generic('app/db.py', `password = os.getenv("DB_PASSWORD", "${SECRET}")\n`)).toHaveLength(1);
    expect(await generic('app/db.py', `PW = os.environ.get("DB_PASSWORD", "${SECRET}")\n`)).toHaveLength(1);
    expect(await generic('app/db.py', `secret_key = os.environ.get("SECRET_KEY") or "${SECRET}"\n`)).toHaveLength(1);
    expect(await generic('app/db.py', `title = settings.get("password", "${SECRET}")\n`)).toHaveLength(0);
    expect(await generic('app/db.py', `connect(host="db", password="${SECRET}")\n`)).toHaveLength(1);
    expect(await generic('app/db.py', `CONFIG = {"api_key": "${SECRET}"}\n`)).toHaveLength(1);
    expect(await generic('app/db.py', `self.client_secret = '${SECRET}'\n`)).toHaveLength(1);
    expect(await generic('app/db.py', `password = f"{prefix}${SECRET}"\n`)).toHaveLength(0);
  });

  it('a short human password is enough for a password name, not for a token or key name', async () => {
    expect(await generic('app/db.py', 'password = "hunter2!Xy7"\n')).toHaveLength(1);
    expect(await generic('app/db.py', 'api_key = "hunter2!Xy7"\n')).toHaveLength(0);
  });

  it('a secret-looking literal in a comment or after an unrelated name is not generic', async () => {
    expect(await generic('app/db.py', `# password = "${SECRET}"\nx = 1\n`)).toHaveLength(0);
    expect(await generic('app/db.js', `// const password = "${SECRET}";\n`)).toHaveLength(0);
    expect(await generic('app/db.js', `const label = "password"; const hint = "${SECRET}";\n`)).toHaveLength(0);
    expect(await generic('app/db.js', `const passwordLength = "${SECRET}";\n`)).toHaveLength(0);
    expect(await generic('app/db.js', `if (password === "${SECRET}") {}\n`)).toHaveLength(0);
  });

  it('JavaScript and TypeScript: declarations, properties, members and setters', async () => {
    expect(await generic('src/a.js', `const dbPassword = "${SECRET}";\n`)).toHaveLength(1);
    expect(await generic('src/a.js', `module.exports = { apiKey: '${SECRET}' };\n`)).toHaveLength(1);
    expect(await generic('src/a.js', `config.auth.token = \`${SECRET}\`;\n`)).toHaveLength(1);
    expect(await generic('src/a.js', 'const token = `${process.env.TOKEN}`;\n')).toHaveLength(0);
    // A default for an environment variable is committed with the code: judged like an assignment.
    expect(await generic('src/a.js', `const token = process.env.TOKEN || "${SECRET}";\n`)).toHaveLength(1);
    expect(await generic('src/a.ts', `export const smtp = { password: process.env.SMTP_PASS ?? '${SECRET}' };\n`)).toHaveLength(1);
    expect(await generic('src/a.js', `const t = process.env['API_TOKEN'] || "${SECRET}";\n`)).toHaveLength(1);
    expect(await generic('src/a.js', 'const token = process.env.TOKEN || "changeme";\n')).toHaveLength(0);
    expect(await generic('src/a.js', 'const password = process.env.DB_PASSWORD || "";\n')).toHaveLength(0);
    expect(await generic('src/a.js', `const label = process.env.TITLE || "${SECRET}";\n`)).toHaveLength(0);
    expect(await generic('src/a.js', `const token = cached.token || "${SECRET}";\n`)).toHaveLength(0);
    expect(await generic('src/a.ts', `const clientSecret: string = "${SECRET}" as string;\n`)).toHaveLength(1);
    expect(await generic('src/a.ts', `headers.set("api_key", "${SECRET}");\n`)).toHaveLength(1);
    expect(await generic('src/a.ts', `class C { private secret = "${SECRET}"; }\n`)).toHaveLength(1);
    expect(await generic('src/a.ts', 'const password = "changeme";\n')).toHaveLength(0);
  });

  it('Java: fields, setters and map puts', async () => {
    const java = `class Db {
  private static final String DB_PASSWORD = "${SECRET}";
  private String password = System.getenv("DB_PASSWORD");
  void f(java.util.Properties p, DataSource ds) {
    p.put("password", "${SECRET}");
    ds.setPassword("${SECRET}");
    p.setProperty("user", "admin");
  }
}
`;
    const found = await generic('src/main/java/Db.java', java);
    expect(found.map((f) => f.lineNumber)).toEqual([2, 5, 6]);
  });

  it('credentials passed positionally to well-known APIs, builders and (user, password) pairs', async () => {
    expect(await generic('api/auth.js', `const t = jwt.sign({ sub: 1 }, '${SECRET}');\n`)).toHaveLength(1);
    expect(await generic('api/auth.js', 'const t = jwt.sign({ sub: 1 }, process.env.JWT_SECRET);\n')).toHaveLength(0);
    expect(await generic('tools/r.py', `requests.get(url, auth=("reporter", "${SECRET}"))\n`)).toHaveLength(1);
    expect(await generic('tools/r.py', `requests.get(url, params=("reporter", "${SECRET}"))\n`)).toHaveLength(0);
    expect(await generic('tools/r.py', `requests.get(url, auth=HTTPBasicAuth("reporter", "${SECRET}"))\n`)).toHaveLength(1);
    const java = `class A { Object f() { return Builder.create().username("app").password("${SECRET}").build(); } }\n`;
    expect(await generic('A.java', java)).toHaveLength(1);
    expect(await generic('A.java', `class A { Object f() { return DriverManager.getConnection(url, "app", "${SECRET}"); } }\n`)).toHaveLength(1);
    expect(await generic('api/http.js', `axios.create({ headers: { Authorization: 'Bearer ${SECRET}' } });\n`)).toHaveLength(1);
    expect(await generic('api/http.js', "axios.create({ headers: { Authorization: 'Bearer ' + token } });\n")).toHaveLength(0);
  });

  it('TypeScript parameter properties and any (user, password) pair given to an auth type', async () => {
    expect(await generic('src/client.ts', `export class C {\n  constructor(private readonly apiKey = "${SECRET}") {}\n}\n`)).toHaveLength(1);
    expect(await generic('src/client.ts', 'export class C {\n  constructor(private readonly apiKey = process.env.KEY) {}\n}\n')).toHaveLength(0);
    const java = `class R { Object f() { return new BasicAuthenticationInterceptor("svc", "${SECRET}"); } }\n`;
    expect(await generic('R.java', java)).toHaveLength(1);
    expect(await generic('R.java', `class R { Object f() { return new Formatter("svc", "${SECRET}"); } }\n`)).toHaveLength(0);
  });

  it('alternating key/value arguments, but not reads with a default (except the environment\'s)', async () => {
    expect(await generic('M.java', `class M { Object m = Map.of("user", "app", "password", "${SECRET}"); }\n`)).toHaveLength(1);
    expect(await generic('m.py', `v = settings.get("password", "${SECRET}")\n`)).toHaveLength(0);
    expect(await generic('m.py', `v = os.getenv("API_TOKEN", "${SECRET}")\n`)).toHaveLength(1);
    expect(await generic('M.java', `class M { String p = System.getenv().getOrDefault("DB_PASSWORD", "${SECRET}"); }\n`)).toHaveLength(1);
  });

  it('PHP: the fallback of an environment read (`?:`, `??`) is committed with the code', async () => {
    expect(await generic('config.php', `<?php\n$config = ['db_pass' => getenv('DB_PASS') ?: '${SECRET}'];\n`)).toHaveLength(1);
    expect(await generic('config.php', `<?php\n$dbPassword = getenv('DB_PASSWORD') ?? '${SECRET}';\n`)).toHaveLength(1);
    expect(await generic('config.php', `<?php\n$config = ['smtp_pass' => getenv('SMTP_PASS') ?: 'changeme'];\n`)).toHaveLength(0);
    expect(await generic('config.php', `<?php\n$config = ['db_host' => getenv('DB_HOST') ?: '127.0.0.1'];\n`)).toHaveLength(0);
  });

  it('Go: the default of an environment helper, and a literal converted to key bytes', async () => {
    // The repository's own `env(key, fallback)` helper: the fallback ships with the binary.
    expect(await generic('internal/config/config.go', `package config\nfunc load() { cfg.RedisPassword = env("REDIS_PASSWORD", "${SECRET}") }\n`)).toHaveLength(1);
    expect(await generic('internal/config/config.go', `package config\nfunc load() { cfg.Secret = getEnvOrDefault("JWT_SECRET", "${SECRET}") }\n`)).toHaveLength(1);
    expect(await generic('internal/config/config.go', `package config\nfunc load() { cfg.Secret = getenv("JWT_SECRET", "change-me") }\n`)).toHaveLength(0);
    // A map or settings read with a default is not an environment read: its key is not a variable name.
    expect(await generic('internal/config/config.go', `package config\nfunc load() { v := settings.get("password", "${SECRET}") }\n`)).toHaveLength(0);
    // Bytes of a literal held by a name ending in `key` are key material; a plain string under such a name is not.
    expect(await generic('internal/auth/jwt.go', `package auth\nvar scannerKey = []byte("${SECRET}")\n`)).toHaveLength(1);
    expect(await generic('internal/auth/jwt.go', `package auth\nvar scannerKey = "${SECRET}"\n`)).toHaveLength(0);
    expect(await generic('internal/store/bolt.go', `package store\nvar bucketKey = []byte("users")\n`)).toHaveLength(0);
  });

  it('uses the tree the engine passes instead of parsing again', async () => {
    const code = `const password = "${SECRET}";\n`;
    const { tree } = await parseSource('javascript', code);
    const findings = scanSecrets({ path: 'a.js', content: code }, { tree, language: 'javascript' });
    expect(findings).toHaveLength(1);
    expect(findings[0].column).toBe(19);
    tree.delete();
  });

  it('without a tree, code is read line by line and comment lines are skipped', () => {
    expect(scanSecrets({ path: 'a.py', content: `password = "${SECRET}"\n` })).toHaveLength(1);
    expect(scanSecrets({ path: 'a.py', content: `# password = "${SECRET}"\n` })).toHaveLength(0);
  });

  it('test fixture paths: generic not reported, provider findings informative', async () => {
    expect(await generic('tests/test_login.py', `password = "${SECRET}"\n`)).toHaveLength(0);
    expect(await generic('src/__tests__/login.test.ts', `const password = "${SECRET}";\n`)).toHaveLength(0);
    const token = 'ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5';
    const findings = await scanSecretsAsync({ path: 'test/fixtures/auth.js', content: `const t = "${token}";\n` });
    expect(findings).toHaveLength(1);
    expect(findings[0].severity).toBe('informative');
  });
});
