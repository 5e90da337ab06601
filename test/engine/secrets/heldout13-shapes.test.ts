/**
 * Shapes the thirteenth blind held-out set (bench/secrets/heldout13, an enterprise .NET shop) found
 * missing or misjudged: C# auto-property initializers, key types wrapping a converted literal, Bicep
 * parameters with defaults, ARM parameter files / templates and Azure DevOps variable groups that
 * hold a value in an object named by the setting, `user:password` literals encoded for Basic
 * authentication, keys named by their role (`PrimaryKey`, `AzureMapsKey`, `AesKey`) and PATs,
 * SignalR `AccessKey=`, certutil's `-p`, Octopus API keys, Azure Functions keys in URLs; and a false
 * alarm on a web-deploy profile's `EncryptedPassword` blob. Each shape has its look-alike that must
 * stay quiet. Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(13013);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const ALNUM = LOWER + UPPER + DIGITS;
const B64 = ALNUM + '+/';
const HEX = '0123456789abcdef';
const password = (): string => `${from(UPPER, 2)}${from(ALNUM, 10)}_${from(ALNUM, 6)}`;
const found = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);
const lines = (path: string, content: string): number[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => f.lineNumber);

describe('C# sources read without a tree', () => {
  it('reads auto-property initializers of options classes, not URLs, empty strings or reads', () => {
    const cs = [
      'public sealed class PartnerOptions',
      '{',
      `    public string PartnerApiKey { get; set; } = "${from(ALNUM, 32)}";`,
      `    public string ServiceAccountPassword { get; init; } = "${password()}";`,
      '    public string BaseUrl { get; set; } = "https://partner.internal.example";',
      '    public string ApiKey { get; set; } = string.Empty;',
      '    public string Secret { get; set; } = "";',
      `    public string TokenPath { get; private set; } = "/oauth2/token";`,
      '}',
    ].join('\n');
    expect(found('src/Api/Options/PartnerOptions.cs', cs)).toEqual(['generic-secret:3', 'generic-secret:4']);
  });

  it('reads a literal converted to bytes inside a key type, named by the assignment', () => {
    const cs = [
      'o.TokenValidationParameters = new TokenValidationParameters {',
      `    IssuerSigningKey = new SymmetricSecurityKey(Encoding.UTF8.GetBytes("${from(ALNUM, 48)}")),`,
      '    IssuerSigningKey = new SymmetricSecurityKey(Encoding.UTF8.GetBytes(config["Jwt:Key"]!)),',
      `    Title = new Label(Encoding.UTF8.GetBytes("${from(ALNUM, 48)}")),`,
      '};',
    ].join('\n');
    expect(found('src/Api/Program.cs', cs)).toEqual(['generic-secret:2']);
  });

  it('reads the password of a user:password literal encoded for Basic authentication', () => {
    const cs = [
      `var raw = Encoding.ASCII.GetBytes("erp_integration:${password()}");`,
      'var header = Encoding.ASCII.GetBytes("Content-Type:application/json");',
      'var user = Encoding.ASCII.GetBytes($"{user}:{pass}");',
    ].join('\n');
    expect(found('src/Http/BasicAuthHandler.cs', cs)).toEqual(['generic-secret:1']);
    const php = `$auth = base64_encode('api_user:${password()}');`;
    expect(found('src/Client.php', `<?php\n${php}`)).toEqual(['generic-secret:2']);
  });

  it('names keys by their role: primary, secondary, maps and cipher keys; a PAT', () => {
    const cs = [
      `    private const string PrimaryKey = "${from(B64, 86)}==";`,
      `    public const string AzureMapsKey = "${from(ALNUM + '-_', 43)}";`,
      // A drawn value, fixed: some draws read as a documentation sample (a trailing `6789`).
      '    private const string AesKey = "a98a4560e563ea4dd7dbb6e72153d98137b57a3119148a6cbd9cfda4a3e54377";',
      `    private const string AesIv = "${from(HEX, 32)}";`,
      `    public const string PrimaryKeyColumn = "${from(ALNUM, 24)}";`,
    ].join('\n');
    expect(found('src/Common/Constants.cs', cs)).toEqual(['generic-secret:1', 'generic-secret:2', 'generic-secret:3']);
    const ps = [`$pat = '${from('abcdefghijklmnopqrstuvwxyz234567', 52)}'`, '$pat = $env:AZURE_DEVOPS_PAT', `$path = '${from(ALNUM, 40)}'`].join('\n');
    expect(found('deploy/sync.ps1', ps)).toEqual(['generic-secret:1']);
  });

  it('keeps the published AES test vectors quiet, not a random AES key', () => {
    const h = ['#define TEST_AES_KEY "2b7e151628aed2a6abf7158809cf4f3c"', `#define AES_KEY "${from(HEX, 32)}"`].join('\n');
    expect(found('firmware/crypto/keys.h', h)).toEqual(['generic-secret:2']);
  });
});

describe('Azure infrastructure as code', () => {
  it('reads a Bicep parameter default, not a parameter without one or a login name', () => {
    const bicep = ['@secure()', `param sqlAdminPassword string = '${password()}'`, '@secure()', 'param vmPassword string', "param sqlAdminLogin string = 'sqladmin'"].join('\n');
    expect(found('infra/main.bicep', bicep)).toEqual(['generic-secret:2']);
  });

  it('reads the value of an ARM parameters file object named by the setting, not Key Vault references', () => {
    const json = JSON.stringify({
      parameters: {
        appName: { value: 'app-orders-prod' },
        sqlAdminPassword: { value: password() },
        vmAdminPassword: { reference: { keyVault: { id: '/subscriptions/x/resourceGroups/rg/providers/Microsoft.KeyVault/vaults/kv' }, secretName: 'vm-admin' } },
      },
    }, null, 2);
    expect(lines('infra/main.parameters.json', json)).toEqual([7]);
  });

  it('reads a securestring defaultValue of an ARM template and variable-group values, not secret placeholders', () => {
    const template = JSON.stringify({ parameters: { adminPassword: { type: 'securestring', defaultValue: password() }, location: { type: 'string', defaultValue: '[resourceGroup().location]' } } }, null, 2);
    expect(lines('infra/arm/sql.json', template)).toEqual([5]);
    const group = JSON.stringify({ variables: { SqlAdminPassword: { value: password(), isSecret: false }, StorageAccountKey: { value: null, isSecret: true }, KeyVaultName: { value: 'kv-prod' } } }, null, 2);
    expect(lines('deploy/variable-groups/prod.json', group)).toEqual([4]);
  });

  it("keeps a web-deploy profile's EncryptedPassword quiet, not a clear-text Password", () => {
    const pubxml = ['<Project>', '  <PropertyGroup>', `    <EncryptedPassword>${from(B64, 236)}==</EncryptedPassword>`, `    <Password>${from(ALNUM, 60)}</Password>`, '  </PropertyGroup>', '</Project>'].join('\n');
    expect(found('Properties/PublishProfiles/app - Web Deploy.pubxml', pubxml)).toEqual(['generic-secret:4']);
  });
});

describe('.NET provider shapes', () => {
  it('finds the AccessKey of a SignalR connection string, not one authenticated by managed identity', () => {
    const json = [
      '{',
      `  "SignalR": "Endpoint=https://sigr-prod.service.signalr.net;AccessKey=${from(B64, 43)}=;Version=1.0;",`,
      '  "SignalR2": "Endpoint=https://sigr-prod.service.signalr.net;AuthType=azure.msi;Version=1.0;"',
      '}',
    ].join('\n');
    expect(found('appsettings.json', json)).toEqual(['azure-shared-access-key:2']);
  });

  it("finds certutil's PFX password, not a variable", () => {
    const md = ['```powershell', `certutil -f -p "${password()}" -importpfx .\\api.pfx`, 'certutil -f -p "$env:PFX_PASSWORD" -importpfx .\\api.pfx', '```'].join('\n');
    expect(found('docs/certs.md', md)).toEqual(['cli-password-argument:2']);
  });

  it('finds Octopus API keys and Azure Functions keys in URLs', () => {
    const sh = [
      `OCTO_KEY="API-${from(UPPER + DIGITS, 28)}"`,
      'OCTO_DOCS="API-REFERENCE-DOCUMENTATION-GUIDE"',
      `curl "https://func-orders.azurewebsites.net/api/Import?code=${from(ALNUM + '-_', 54)}=="`,
      'curl "https://func-orders.azurewebsites.net/api/Import?code=$FUNCTION_KEY"',
    ].join('\n');
    expect(found('deploy/promote.sh', sh)).toEqual(['octopus-api-key:1', 'azure-functions-key:3']);
  });
});
