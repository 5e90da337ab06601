/**
 * Shapes the third blind held-out set (bench/secrets/heldout3) found missing: the default of a
 * property or variable reference (`@Value("${db.password:…}")`, `${DB_PASSWORD:-…}`), which is
 * committed with the file and used whenever the property is unset; setter and builder calls with one
 * literal in code read without a tree (Go, Rust, Ruby, C#, PHP), as the tree reader already reads
 * them in JS/TS, Python and Java. Values are generated here.
 */
import { describe, expect, it } from 'vitest';
import { scanSecretsAsync, scanSecrets } from '../../../src/engine/secrets/index.js';
import { referenceDefault } from '../../../src/engine/secrets/placeholders.js';
import { seededRandom } from '../../helpers/seeded-random.js';

/** Seeded: every run draws the same values, so a failure reproduces. */
const random = seededRandom(3303);

const alnum = (n: number): string => random.alnum(n);
const found = (path: string, content: string) => scanSecrets({ path, content }).map((f) => `${f.ruleId}:${f.lineNumber}`);

describe('defaults of property and variable references', () => {
  it('reads the default and the name it is for; messages and alternatives are not defaults', () => {
    expect(referenceDefault('${app.ldap.bind-password:Abc123}')).toEqual({ name: 'bind-password', value: 'Abc123', offset: 25 });
    expect(referenceDefault('${DB_PASSWORD:-Abc123}')?.value).toBe('Abc123');
    expect(referenceDefault('${DB_PASSWORD-Abc123}')?.value).toBe('Abc123');
    for (const none of ['${DB_PASSWORD}', '${DB_PASSWORD:?must be set}', '${DB_PASSWORD:+set}', '${X:{{ y }}}', 'pre${X:y}']) {
      expect(referenceDefault(none)).toBeUndefined();
    }
  });

  it('a Spring `@Value` default is reported on its line, with the secret position exact', async () => {
    const pw = `Willow!${alnum(6)}9`;
    const java = `class LdapConfig {\n    @Value("\${app.ldap_bind_password:${pw}}")\n    private String bindPassword;\n}\n`;
    const findings = await scanSecretsAsync({ path: 'src/main/java/acme/LdapConfig.java', content: java });
    expect(findings.map((f) => `${f.ruleId}:${f.lineNumber}`)).toEqual(['generic-secret:2']);
    expect(findings[0].codeSnippet).not.toContain(pw);
  });

  it('defaults in YAML, Compose and .env values are judged like the value itself', () => {
    const pw = alnum(20);
    expect(found('src/main/resources/application.yml', `spring:\n  datasource:\n    password: \${DB_PASSWORD:${pw}}\n`)).toEqual(['generic-secret:3']);
    expect(found('docker-compose.yml', `services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: "\${POSTGRES_PASSWORD:-${pw}}"\n`)).toEqual(['generic-secret:4']);
    // Named by the referenced variable when the assignment's name says nothing.
    expect(found('deploy/app.env', `DATABASE_SETTING=\${DB_PASSWORD:-${pw}}\n`)).toEqual(['generic-secret:1']);
  });

  it('placeholders, plain references and non-secret defaults stay quiet', async () => {
    for (const value of ['${DB_PASSWORD}', '${DB_PASSWORD:changeme}', '${DB_PASSWORD:?must be set}', '${DB_PASSWORD:-}', '${db.port:5432}']) {
      expect(found('config/application.yml', `db:\n  password: ${value}\n`)).toEqual([]);
    }
    const java = `class C {\n    @Value("\${app.npm_token:{{ npm_token }}}")\n    private String t;\n    @Value("\${app.name:billing-service-${alnum(12)}}")\n    private String n;\n}\n`;
    expect(await scanSecretsAsync({ path: 'src/main/java/acme/C.java', content: java })).toEqual([]);
  });
});

describe('setter and builder calls in code read without a tree', () => {
  it('names the literal by the method: builders, setters, `bearer_auth`', () => {
    const token = alnum(28);
    expect(found('src/client.rs', `    let pool = PgPoolOptions::new()\n        .password("${token}")\n        .connect_lazy()?;\n`)).toEqual(['generic-secret:2']);
    expect(found('src/sync.rs', `    let req = client.get(URL).bearer_auth("${token}");\n`)).toEqual(['generic-secret:1']);
    expect(found('pkg/api/client.go', `\tclient.SetToken("${token}")\n`)).toEqual(['generic-secret:1']);
    expect(found('lib/billing.rb', `  gateway.api_key("${token}")\n`)).toEqual(['generic-secret:1']);
  });

  it('reads, messages, placeholders and other methods stay quiet', () => {
    const go = [
      '\tkey := os.Getenv("API_TOKEN")',
      '\treturn errors.New("password must be at least 12 characters")',
      '\tclient.SetPassword("changeme")',
      '\tclient.SetToken(os.Getenv("API_TOKEN"))',
      `\tclient.SetRegion("${alnum(20)}")`,
      '\tlog.Printf("token refreshed")',
    ].join('\n');
    expect(found('pkg/api/client.go', `${go}\n`)).toEqual([]);
  });
});
