/**
 * Shapes the eleventh blind held-out set (bench/secrets/heldout11, an integrations company's
 * connectors monorepo) found missing or misjudged: recorded interactions whose URL follows the
 * credential (vcrpy, ExVCR), WireMock stubs captured from a server and their `equalTo` matchers,
 * Telegram tokens in Bot API URLs, Paddle, Fly.io and Intercom token shapes, UUIDs issued as
 * credentials, providers' own credential headers and auth schemes, environment defaults inside ERB,
 * REST Client `.http` variables, HAR files, Ecto URLs, basic auth with the key as user name, and
 * OpenAPI documents kept in `specs/`; and false alarms on Supabase anon keys, client tokens and
 * App Center app secrets. Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets, scanSecretsAsync } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(11011);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const HEX = '0123456789abcdef';
const uuid = (): string => `${from(HEX, 8)}-${from(HEX, 4)}-4${from(HEX, 3)}-a${from(HEX, 3)}-${from(HEX, 12)}`;
const reported = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);
const informative = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity === 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);
const reportedAsync = async (path: string, content: string): Promise<string[]> =>
  (await scanSecretsAsync({ path, content })).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);

describe('recorded interactions', () => {
  const vcrpy = (secretHeader: string, host: string): string =>
    ['interactions:', '- request:', '    body: null', '    headers:', `      ${secretHeader}`, '      Accept:', '      - application/json', '    method: GET',
      `    uri: https://${host}/transactions/sync`, '  response:', '    status:', '      code: 200', 'version: 1', ''].join('\n');

  it('vcrpy writes the URI after the headers: a credential header sent to a public host is reported', () => {
    const secret = from(HEX, 30);
    expect(reported('tests/cassettes/plaid_sync.yaml', vcrpy(`PLAID-SECRET:\n      - ${secret}`, 'production.plaid.com'))).toEqual(['generic-secret:6']);
    const token = `u+${random.urlsafe(18)}`;
    expect(reported('tests/cassettes/pd.yaml', vcrpy(`Authorization:\n      - Token token=${token}`, 'api.pagerduty.com'))).toEqual(['generic-secret:6']);
  });

  it('the same recording against a local host is a mock: nothing is reported', () => {
    expect(reported('tests/cassettes/plaid_sync.yaml', vcrpy(`PLAID-SECRET:\n      - ${from(HEX, 30)}`, 'localhost:4010'))).toEqual([]);
  });

  it('ExVCR JSON: a list of request/response pairs with the URL after the headers', () => {
    const token = `xoxb-${from(DIGITS, 12)}-${from(DIGITS, 13)}-${random.alnum(24)}`;
    const cassette = JSON.stringify([{ request: { body: '', headers: { Authorization: `Bearer ${token}` }, method: 'get', options: [], url: 'https://slack.com/api/chat.postMessage' },
      response: { binary: false, body: '{}', headers: {}, status_code: 200, type: 'ok' } }], null, 2);
    expect(reported('apps/slack/test/fixtures/vcr_cassettes/post.json', cassette)).toEqual(['slack-token:6']);
  });

  it('a WireMock mapping captured from a server (its response keeps the server Date) is a recording, its matcher a credential', () => {
    const key = from(HEX, 32);
    const mapping = (headers: Record<string, string>): string => JSON.stringify({ id: uuid(), request: { method: 'GET', url: '/api/v2/series',
      headers: { 'DD-API-KEY': { equalTo: key } } }, response: { status: 200, body: '{}', headers } }, null, 2);
    const captured = mapping({ 'Content-Type': 'application/json', Date: 'Tue, 04 Jun 2024 10:12:33 GMT' });
    expect(reported('services/datadog/src/test/resources/mappings/sync.json', captured)).toEqual(['generic-secret:8']);
    // Written by hand: a stub, and its values are test values.
    expect(reported('services/datadog/src/test/resources/mappings/sync.json', mapping({ 'Content-Type': 'application/json' }))).toEqual([]);
  });

  it('a provider token in a hand-written stub stays informative', () => {
    const stub = JSON.stringify({ request: { method: 'GET', url: '/user', headers: { Authorization: { equalTo: `Bearer ghp_${random.alnum(36)}` } } },
      response: { status: 200 } }, null, 2);
    expect(reported('src/test/resources/mappings/user.json', stub)).toEqual([]);
    expect(informative('src/test/resources/mappings/user.json', stub)).toEqual(['github-token:7']);
  });

  it('HAR recordings are JSON: a header name and its value on the next line', async () => {
    const token = uuid();
    const har = JSON.stringify({ log: { entries: [{ request: { headers: [{ name: 'x-postmark-server-token', value: token }], method: 'POST', url: 'https://api.postmarkapp.com/email' } }] } }, null, 2);
    expect(await reportedAsync('packages/postmark/recordings/Postmark_1/send_2/recording.har', har)).toEqual(['generic-secret:9']);
  });
});

describe('provider shapes', () => {
  it('a Telegram token in a Bot API URL', () => {
    const token = `${from('123456789', 1)}${from(DIGITS, 9)}:AA${random.urlsafe(33)}`;
    expect(reported('docs/telegram.md', `curl "https://api.telegram.org/bot${token}/getMe"\n`)).toEqual(['telegram-bot-token:1']);
  });

  it('Paddle API keys and notification secrets; the client-side token is public', () => {
    const id = `01${from(LOWER + DIGITS, 24)}`;
    const text = [`PADDLE_API_KEY=pdl_live_apikey_${id}_${random.alnum(22)}_${random.alnum(3)}`, `PADDLE_WEBHOOK_SECRET=pdl_ntfset_${id}_${random.alnum(32)}`,
      `PADDLE_CLIENT_TOKEN=live_${from(HEX, 27)}`, ''].join('\n');
    expect(reported('.env.production', text)).toEqual(['paddle-api-key:1', 'paddle-api-key:2']);
  });

  it('Fly.io and Intercom access tokens', () => {
    expect(reported('deploy.toml', `fly_token = "fo1_${random.urlsafe(43)}"\n`)).toEqual(['flyio-access-token:1']);
    const intercom = Buffer.from(`tok:${uuid().replace(/-/g, '_')}:1:0`).toString('base64');
    expect(reported('src/intercom.ts', `export const token = '${intercom}';\n`)).toEqual(['intercom-access-token:1']);
  });

  it('an Okta token under a provider-named key', () => {
    expect(reported('insomnia.json', `{\n  "okta_key": "00${random.urlsafe(40)}"\n}\n`)).toEqual(['okta-api-token:2']);
  });

  it('an Ecto database URL', () => {
    expect(reported('config/prod.exs', `config :app, App.Repo,\n  url: "ecto://app:${random.alnum(16)}@db.internal/app_prod"\n`)).toEqual(['database-url-password:2']);
  });
});

describe('names and values', () => {
  it('UUIDs issued as credentials: a client secret, a server token, an account token', () => {
    const text = [`CLIENT_SECRET = "${uuid()}"`, `SERVER_TOKEN = "${uuid()}"`, `ACCOUNT_TOKEN = "${uuid()}"`, ''].join('\n');
    expect(reported('connectors/settings.py', text)).toEqual(['generic-secret:1', 'generic-secret:2', 'generic-secret:3']);
  });

  it('UUIDs under a bare token or session name, or an id, are identifiers', () => {
    const text = [`token: ${uuid()}`, `session_key: ${uuid()}`, `api_key: ${uuid()}`, `client_key: ${uuid()}`, `tenant_id: ${uuid()}`, `idempotency_key: ${uuid()}`, ''].join('\n');
    expect(reported('config/app.yml', text)).toEqual([]);
  });

  it("a provider's own credential header in a curl example, and the schemes MessageBird, Okta and Discord use", () => {
    const text = ['curl https://api.postmarkapp.com/email \\', `  -H "X-Postmark-Server-Token: ${uuid()}" \\`, `  -H "Idempotency-Key: ${uuid()}"`, ''].join('\n');
    expect(reported('docs/postmark.md', text)).toEqual(['generic-secret:2']);
    const postman = `{\n\t"header": [\n\t\t{\n\t\t\t"key": "Authorization",\n\t\t\t"value": "AccessKey ${random.alnum(25)}",\n\t\t\t"type": "text"\n\t\t}\n\t]\n}\n`;
    expect(reported('tools/postman/collection.json', postman)).toEqual(['generic-secret:5']);
  });

  it('webhook signature keys and origin CA keys are secrets', () => {
    const text = [`SQUARE_WEBHOOK_SIGNATURE_KEY=${random.urlsafe(22)}`, `CLOUDFLARE_ORIGIN_CA_KEY=v1.0-${from(HEX, 24)}-${from(HEX, 146)}`, `PIPEDRIVE_KEY=${from(HEX, 40)}`, ''].join('\n');
    expect(reported('.env.staging', text)).toEqual(['generic-secret:1', 'generic-secret:2', 'generic-secret:3']);
  });

  it('the default of an environment read inside ERB in YAML', () => {
    const text = `production:\n  private_key: <%= ENV.fetch("BRAINTREE_PRIVATE_KEY", "${from(HEX, 32)}") %>\n  public_key: <%= ENV.fetch("BRAINTREE_PUBLIC_KEY") %>\n`;
    expect(reported('config/braintree.yml', text)).toEqual(['generic-secret:2']);
  });

  it('REST Client file variables', () => {
    const text = [`@pipedriveToken = ${from(HEX, 40)}`, '@baseUrl = https://api.pipedrive.com', '@dealsKey = {{$dotenv PIPEDRIVE_TOKEN}}', '',
      'GET {{baseUrl}}/v1/deals?api_token={{pipedriveToken}}', ''].join('\n');
    expect(reported('tools/http/crm.http', text)).toEqual(['generic-secret:1']);
  });

  it('basic auth whose password is a one-character dummy carries the key as the user name', () => {
    const header = Buffer.from(`${random.alnum(20)}:X`).toString('base64');
    expect(reported('k8s/secret.yaml', `data:\n  FRESHDESK_CREDENTIALS: ${Buffer.from(`${random.alnum(20)}:X`).toString('base64')}\n`)).toEqual(['generic-secret:2']);
    expect(reported('config.json', `{\n  "Authorization": "Basic ${header}"\n}\n`)).not.toEqual([]);
  });
});

describe('public values', () => {
  const jwt = (claims: object): string =>
    `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${random.urlsafe(43)}`;

  it("Supabase's anon key is published by design; its service-role key is a secret", () => {
    const ref = from(LOWER, 20);
    const text = [`SUPABASE_ANON_KEY=${jwt({ iss: 'supabase', ref, role: 'anon', iat: 1700000000 })}`,
      `SUPABASE_SERVICE_ROLE_KEY=${jwt({ iss: 'supabase', ref, role: 'service_role', iat: 1700000000 })}`, ''].join('\n');
    expect(reported('.env.production', text)).toEqual(['jwt:2']);
  });

  it('client tokens (Paddle.js, Datadog RUM) and App Center app secrets are made for the client', () => {
    const text = [`client_token = "live_${from(HEX, 27)}"`, `rum_token = "pub${from(HEX, 32)}"`, `APP_CENTER_SECRET = "${uuid()}"`, ''].join('\n');
    expect(reported('config.toml', text)).toEqual([]);
  });
});

describe('API specifications in specs/', () => {
  const spec = (key: string): string =>
    ['openapi: 3.0.3', 'info:', '  title: SendGrid', '  version: 1.0.0', 'paths:', '  /v3/mail/send:', '    post:', '      parameters:',
      '        - name: Authorization', '          in: header', `          example: "Bearer ${key}"`, ''].join('\n');
  const key = `SG.${random.urlsafe(22)}.${random.urlsafe(43)}`;

  it('a live key given as an OpenAPI example in specs/ is reported', () => {
    expect(reported('specs/openapi/sendgrid.yaml', spec(key))).toEqual(['sendgrid-api-key:11']);
  });

  it('the same document under a test folder, or a spec that is not an API description, stays a fixture', () => {
    expect(reported('spec/fixtures/openapi.yaml', spec(key))).toEqual([]);
    expect(reported('spec/services/sendgrid_spec.yml', `api_key: "${key}"\n`)).toEqual([]);
  });
});

describe('literals named by their surroundings in Elixir, Ruby, Kotlin, Scala and Rust', () => {
  const key = (): string => from(HEX, 32);

  it("environment reads' defaults in each language", () => {
    expect(reported('config/runtime.exs', `config :app, api_key: System.get_env("API_KEY") || "${key()}"\n`)).toEqual(['generic-secret:1']);
    expect(reported('config/app.rb', `API_TOKEN = ENV["API_TOKEN"] || "${key()}"\n`)).toEqual(['generic-secret:1']);
    expect(reported('src/Conf.kt', `val apiKey = System.getenv("API_KEY") ?: "${key()}"\n`)).toEqual(['generic-secret:1']);
    expect(reported('src/settings.rs', `let k = env::var("API_KEY").unwrap_or_else(|_| "${key()}".to_string());\n`)).toEqual(['generic-secret:1']);
    expect(reported('lib/app.ex', `@key Application.get_env(:app, :api_key, "${key()}")\n`)).toEqual(['generic-secret:1']);
  });

  it('an empty or placeholder default is no secret', () => {
    expect(reported('config/runtime.exs', 'config :app, api_key: System.get_env("API_KEY") || "changeme"\n')).toEqual([]);
    expect(reported('src/settings.rs', 'let k = env::var("API_KEY").unwrap_or_default();\n')).toEqual([]);
  });

  it('Elixir module attributes and tagged tuples; Ktor header constants; Scala interpolators', () => {
    expect(reported('lib/client.ex', `  @api_key "${key()}"\n  @user_agent "connectors/1.2.3"\n`)).toEqual(['generic-secret:1']);
    expect(reported('lib/client.ex', `Req.get!(url, auth: {:bearer, "${key()}"})\n`)).toEqual(['generic-secret:1']);
    expect(reported('src/Client.kt', `header(HttpHeaders.Authorization, "Bearer ${key()}")\n`)).toEqual(['generic-secret:1']);
    expect(reported('src/Client.scala', `.header("Authorization", s"Bearer ${key()}")\n`)).toEqual(['generic-secret:1']);
    expect(reported('src/Client.kt', 'header(HttpHeaders.Authorization, "Bearer $token")\n')).toEqual([]);
  });

  it('a credential in a URL query, not a page number or a template', () => {
    expect(reported('docs/pipedrive.md', `curl "https://api.pipedrive.com/v1/deals?api_token=${from(HEX, 40)}&limit=50"\n`)).toEqual(['generic-secret:1']);
    expect(reported('docs/pipedrive.md', 'curl "https://api.pipedrive.com/v1/deals?api_token={{token}}&page_token=abcdef123456"\n')).toEqual([]);
    expect(reported('README.md', `[![cov](https://codecov.io/gh/acme/app/badge.svg?token=${random.alnum(10)})](https://codecov.io)\n`)).toEqual([]);
  });
});

