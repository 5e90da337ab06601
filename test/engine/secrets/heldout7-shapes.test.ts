/**
 * Shapes the seventh blind held-out set (bench/secrets/heldout7, a mobile-app company's monorepo)
 * found missing or misjudged: Gradle's Groovy `storePassword "…"`, xcconfig files, Apple
 * app-specific passwords, UUID tokens under Postmark's and Codecov's names, Okta's `SSWS` scheme,
 * a Twilio API key's secret after its SID, keys named by their power (admin, server, integration);
 * and false alarms on public client values: Firebase's client configuration files, Amplitude API
 * keys, Datadog client tokens, Mapbox `pk.` tokens under any name, Grafana's `$__env{…}`, and a
 * `fixtures.ts` module outside a test folder.
 * Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(7707);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const ALNUM = LOWER + LOWER.toUpperCase() + '0123456789';
const HEX = '0123456789abcdef';
const uuid = (): string => `${from(HEX, 8)}-${from(HEX, 4)}-4${from(HEX, 3)}-a${from(HEX, 3)}-${from(HEX, 12)}`;
const found = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);
const informative = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity === 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);
const appSpecific = (): string => [0, 1, 2, 3].map(() => from(LOWER, 4)).join('-');

describe('mobile build and release configuration', () => {
  it("Gradle's Groovy signingConfigs: `storePassword \"…\"` is read; the debug keystore's android/android is not a secret", () => {
    const gradle = [
      'android {',
      '    signingConfigs {',
      '        debug {',
      "            storePassword 'android'",
      "            keyPassword 'android'",
      '        }',
      '        release {',
      `            storePassword "${from(ALNUM, 20)}"`,
      "            keyAlias 'rider'",
      `            keyPassword '${from(ALNUM, 18)}'`,
      "            storePassword keystoreProperties['storePassword']",
      '        }',
      '    }',
      '}',
    ].join('\n');
    expect(found('android/app/build.gradle', gradle)).toEqual(['generic-secret:8', 'generic-secret:10']);
  });

  it('an xcconfig is read as `NAME = value`; `$(inherited)` is a reference', () => {
    const xcconfig = `// Release.xcconfig\nDEVELOPMENT_TEAM = ABCDE12345\nSENTRY_AUTH_TOKEN = ${from(HEX, 64)}\nGOOGLE_MAPS_API_KEY = $(inherited)\n`;
    expect(found('ios/Config/Release.xcconfig', xcconfig)).toEqual(['generic-secret:3']);
  });

  it("Apple app-specific passwords under fastlane's name and given to altool / notarytool; a slug is not one", () => {
    expect(found('fastlane/.env', `FASTLANE_USER=ci@example.org\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=${appSpecific()}\n`)).toEqual([
      'apple-app-specific-password:2',
    ]);
    expect(found('release.sh', `xcrun altool --upload-app -f app.ipa -t ios -u ci@example.org -p ${appSpecific()}\n`)).toEqual([
      'apple-app-specific-password:1',
    ]);
    expect(found('release.sh', 'xcrun altool --upload-app -f app.ipa -u ci@example.org -p "@keychain:AC_PASSWORD"\n')).toEqual([]);
    expect(found('routes.yml', `slug: ${appSpecific()}\n`)).toEqual([]);
  });
});

describe('tokens only their names tell', () => {
  it('Postmark and Codecov UUID tokens under their names; other UUIDs stay ids', () => {
    const ts = `export const POSTMARK_SERVER_TOKEN = '${uuid()}';\nexport const POSTMARK_STREAM_ID = '${uuid()}';\n`;
    expect(found('src/email.ts', ts)).toEqual(['postmark-server-token:1']);
    const rb = `class Mailer\n  POSTMARK_TOKEN = "${uuid()}"\nend\n`;
    expect(found('app/services/mailer.rb', rb)).toEqual(['postmark-server-token:2']);
    const workflow = `env:\n  CODECOV_TOKEN: ${uuid()}\n  BUILD_ID: ${uuid()}\n`;
    expect(found('.github/workflows/ci.yml', workflow)).toEqual(['codecov-upload-token:2']);
  });

  it("Okta's SSWS authorization scheme", () => {
    const sh = `curl -H "Authorization: SSWS 00${from(ALNUM, 40)}" "$OKTA_ORG/api/v1/groups"\n`;
    expect(found('scripts/okta-sync.sh', sh)).toEqual(['okta-api-token:1']);
    expect(found('scripts/okta-sync.sh', 'curl -H "Authorization: SSWS $OKTA_API_TOKEN" "$OKTA_ORG/api/v1/groups"\n')).toEqual([]);
  });

  it("a Twilio API key's secret given to twilio() after the key's SID", () => {
    const ts = `import twilio from 'twilio';\nexport const client = twilio('SK${from(HEX, 32)}', '${from(ALNUM, 32)}', { accountSid });\n`;
    expect(found('src/sms.ts', ts)).toEqual(['twilio-auth-token:2']);
  });

  it('keys named by what they may do: admin, server, integration and routing keys', () => {
    const ts = `const ADMIN_KEY = '${from(HEX, 32)}';\nexport const config = { segmentServerKey: '${from(ALNUM, 32)}' };\n`;
    expect(found('src/indexer.ts', ts)).toEqual(['generic-secret:1', 'generic-secret:2']);
    expect(found('envs/prod/terraform.tfvars', `pagerduty_integration_key = "${from(HEX, 32)}"\n`)).toEqual(['generic-secret:1']);
    const xml = `<resources>\n    <string name="algolia_admin_key">${from(HEX, 32)}</string>\n</resources>\n`;
    expect(found('app/src/main/res/values/strings.xml', xml)).toEqual(['generic-secret:2']);
  });
});

describe('public client values', () => {
  it("Firebase's client configuration files: the API key is informative there, reported anywhere else", () => {
    const key = `AIza${from(ALNUM, 35)}`;
    const json = JSON.stringify({ client: [{ api_key: [{ current_key: key }] }] }, null, 2);
    expect(found('android/app/google-services.json', json)).toEqual([]);
    expect(informative('android/app/google-services.json', json)).toEqual(['google-api-key:6']);
    const plist = `<dict>\n\t<key>API_KEY</key>\n\t<string>${key}</string>\n</dict>\n`;
    expect(found('ios/App/GoogleService-Info.plist', plist)).toEqual([]);
    expect(found('android/local.properties', `MAPS_API_KEY=${key}\n`)).toEqual(['google-api-key:1']);
  });

  it('Amplitude API keys, Datadog client tokens and Mapbox pk. tokens are public; their secret halves are not', () => {
    const env = [
      `AMPLITUDE_API_KEY=${from(HEX, 32)}`,
      `AMPLITUDE_SECRET_KEY=${from(HEX, 32)}`,
      `DATADOG_CLIENT_TOKEN=pub${from(HEX, 32)}`,
      `DATADOG_API_KEY=${from(HEX, 32)}`,
    ].join('\n');
    expect(found('apps/rider/.env', env + '\n').map((f) => f.split(':')[1])).toEqual(['2', '4']);
    const mapbox = (prefix: string): string => `${prefix}.eyJ1Ijoi${from(ALNUM, 20)}IiwiYSI6I${from(ALNUM, 22)}.${from(ALNUM, 22)}`;
    const plist = `<dict>\n\t<key>MBXAccessToken</key>\n\t<string>${mapbox('pk')}</string>\n</dict>\n`;
    expect(found('ios/App/Info.plist', plist)).toEqual([]);
    expect(found('android/gradle.properties', `MAPBOX_DOWNLOADS_TOKEN=${mapbox('sk')}\n`)).toHaveLength(1);
  });

  it("Grafana's $__env{…} is a reference; a fixtures module is a fixture wherever it lives", () => {
    expect(found('helm/grafana-values.yaml', 'auth.google:\n  client_secret: $__env{GF_AUTH_GOOGLE_CLIENT_SECRET}\n')).toEqual([]);
    expect(found('helm/grafana-values.yaml', `auth.google:\n  client_secret: ${from(ALNUM, 28)}\n`)).toEqual(['generic-secret:2']);
    expect(found('packages/test-utils/src/fixtures.ts', `export const FIXTURE_DEVICE_TOKEN = '${from(HEX, 64)}';\n`)).toEqual([]);
  });
});
